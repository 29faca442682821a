import { isoWeekOf, shiftWeek, workingDaysOfWeek } from '@cri/shared/rules/working-days';
import { scheduleWeekPath, type TCalendarProject, type TScheduledProject } from '@cri/shared/schemas/scheduling';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import mirror from '../../../components/ui/rtl-mirror.module.css';
import { formatDate } from '../../../lib/format.ts';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { toastFailure, toastSuccess } from '../../../lib/toast.ts';
import { useRegionParameters } from '../../reference-data/api/get-region-parameters.ts';
import { useDeprogramProject } from '../api/deprogram-project.ts';
import { useCalendarWeek } from '../api/get-calendar-day.ts';
import { useProjectsToProgram } from '../api/get-projects-to-program.ts';
import { useProgramAfterCommission } from '../api/program-after-commission.ts';
import { useProgramProject } from '../api/program-project.ts';
import { ToProgramList } from '../components/to-program-list.tsx';
import { WeekBoard } from '../components/week-board.tsx';
import { currentWeek, parseWeek, platformToday, programmableDays } from '../lib/calendar-view.ts';

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
  const program = useProgramProject();
  const deprogram = useDeprogramProject();
  const afterCommission = useProgramAfterCommission();
  const busy = program.isPending || deprogram.isPending || afterCommission.isPending;

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
  const onProgram = (project: TScheduledProject, date: string) =>
    program.mutate(
      { id: project.id, date },
      {
        onSuccess: () => toastSuccess(t('scheduling.schedule.programmed', { date: formatDate(date) })),
        onError: (e) => toastFailure(e, 'scheduling.common.loadError'),
      },
    );
  const onDeprogram = (project: TCalendarProject) =>
    deprogram.mutate(project.id, {
      onSuccess: () => toastSuccess(t('scheduling.schedule.deprogrammed')),
      onError: (e) => toastFailure(e, 'scheduling.common.loadError'),
    });
  const onProgramAfterCommission = (project: TScheduledProject) =>
    afterCommission.mutate(project.id, {
      onSuccess: ({ cruiDate }) => {
        toastSuccess(t('scheduling.schedule.programmed', { date: formatDate(cruiDate) }));
        const landing = isoWeekOf(cruiDate);
        navigate(scheduleWeekPath(landing.year, landing.weekNumber));
      },
      onError: (e) => toastFailure(e, 'scheduling.common.loadError'),
    });

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
        onDeprogram={onDeprogram}
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
            days={programmableDays(days, today)}
            busy={busy}
            onProgram={onProgram}
            onProgramAfterCommission={onProgramAfterCommission}
          />
        )}
      </Stack>
    </Stack>
  );
}
