import { isoWeekOf, shiftWeek, workingDaysOfWeek } from '@cri/shared/rules/working-days';
import { scheduleWeekPath, type TCalendarProject, type TScheduledProject } from '@cri/shared/schemas/scheduling';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import mirror from '../../../components/ui/rtl-mirror.module.css';
import { formatDate } from '../../../lib/format.ts';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { useRegionParameters } from '../../reference-data/api/get-region-parameters.ts';
import { useCalendarWeek } from '../api/get-calendar-day.ts';
import { useProjectsToProgram } from '../api/get-projects-to-program.ts';
import { AfterCommissionDialog, DeprogramDialog, ProgramDialog } from '../components/program-dialogs.tsx';
import { ToProgramList } from '../components/to-program-list.tsx';
import { WeekBoard } from '../components/week-board.tsx';
import { currentWeek, parseWeek, platformToday } from '../lib/calendar-view.ts';

/** /schedule and /schedule/{year}/{weekNumber} (spec 2 §2, §7): the advisor's files to program and the week. */
export default function SchedulePage() {
  const { t } = useTranslation();
  const params = useParams();
  const navigate = useNavigate();
  const user = useSignedInUser();
  const today = platformToday();
  const hasParams = params.year !== undefined || params.weekNumber !== undefined;
  const week = hasParams ? parseWeek(params.year, params.weekNumber) : currentWeek(today);
  const days = week ? workingDaysOfWeek(week.year, week.weekNumber) : [];
  const regionParams = useRegionParameters(user?.regionId ?? null);
  const toProgram = useProjectsToProgram(null);
  const dayQueries = useCalendarWeek(days, null);
  // Each change goes through its confirmation dialog (what will happen, the investor is told).
  const [programming, setToProgram] = useState<TScheduledProject | null>(null);
  const [toDeprogram, setToDeprogram] = useState<TCalendarProject | null>(null);
  const [toReprogram, setToReprogram] = useState<TScheduledProject | null>(null);
  const busy = programming !== null || toDeprogram !== null || toReprogram !== null;

  if (!week) {
    return (
      <Stack gap="md">
        <Title order={1}>{t('scheduling.schedule.title')}</Title>
        <Alert color="red" variant="light" role="alert">
          {t('scheduling.schedule.weekInvalid')}
        </Alert>
        <Anchor component={Link} to="/schedule">
          {t('scheduling.schedule.backToCurrentWeek')}
        </Anchor>
      </Stack>
    );
  }

  const previous = shiftWeek(week, -1);
  const next = shiftWeek(week, 1);
  /** After a change the advisor lands on the week of the session (spec 2 §2: /schedule/{year}/{week}). */
  const showWeekOf = (date: string) => {
    const landing = isoWeekOf(date);
    navigate(scheduleWeekPath(landing.year, landing.weekNumber));
  };
  const onProgrammed = (date: string, time: string) => {
    setToProgram(null);
    toastSuccess(t('scheduling.schedule.programmedAt', { date: formatDate(date), time }));
    showWeekOf(date);
  };
  const onDeprogrammed = () => {
    setToDeprogram(null);
    toastSuccess(t('scheduling.schedule.deprogrammed'));
  };
  const onReprogrammed = (cruiDate: string) => {
    setToReprogram(null);
    toastSuccess(t('scheduling.schedule.programmed', { date: formatDate(cruiDate) }));
    showWeekOf(cruiDate);
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('scheduling.schedule.title')}</Title>
        <Text c="dimmed">{t('scheduling.schedule.intro')}</Text>
      </Stack>
      <Group justify="space-between" align="center" wrap="wrap" component="nav" aria-label={t('scheduling.schedule.weekNav')}>
        <Button
          component={Link}
          to={scheduleWeekPath(previous.year, previous.weekNumber)}
          variant="default"
          leftSection={<IconChevronLeft size={16} aria-hidden className={mirror.mirror} />}
        >
          {t('scheduling.schedule.previousWeek')}
        </Button>
        <Title order={2} size="h4" aria-live="polite">
          {t('scheduling.schedule.week', {
            week: week.weekNumber,
            from: formatDate(days[0]),
            to: formatDate(days[4]),
          })}
        </Title>
        <Button
          component={Link}
          to={scheduleWeekPath(next.year, next.weekNumber)}
          variant="default"
          rightSection={<IconChevronRight size={16} aria-hidden className={mirror.mirror} />}
        >
          {t('scheduling.schedule.nextWeek')}
        </Button>
      </Group>
      <WeekBoard
        days={days.map((date, i) => ({
          date,
          projects: dayQueries[i]?.data,
          isPending: dayQueries[i]?.isPending ?? true,
          isError: dayQueries[i]?.isError ?? false,
        }))}
        commissionDay={regionParams.data?.commissionDay ?? null}
        today={today}
        onDeprogram={setToDeprogram}
        busy={busy}
      />
      <Stack gap="sm" component="section" aria-labelledby="to-program-title">
        <Title order={2} size="h3" id="to-program-title">
          {t('scheduling.schedule.toProgram')}
        </Title>
        {toProgram.isPending ? (
          <PageLoader />
        ) : toProgram.isError ? (
          <Alert color="red" variant="light" role="alert">
            {t('scheduling.common.loadError')}
          </Alert>
        ) : (
          <ToProgramList
            projects={toProgram.data}
            busy={busy}
            onProgram={setToProgram}
            onProgramAfterCommission={setToReprogram}
          />
        )}
      </Stack>
      <ProgramDialog project={programming} today={today} onClose={() => setToProgram(null)} onProgrammed={onProgrammed} />
      <DeprogramDialog project={toDeprogram} onClose={() => setToDeprogram(null)} onDone={onDeprogrammed} />
      <AfterCommissionDialog project={toReprogram} onClose={() => setToReprogram(null)} onDone={onReprogrammed} />
    </Stack>
  );
}
