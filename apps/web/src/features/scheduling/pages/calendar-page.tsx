import { hasPermission } from '@cri/shared/permissions';
import { calendarDatePath } from '@cri/shared/schemas/scheduling';
import { Alert, Anchor, Button, Grid, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import mirror from '../../../components/ui/rtl-mirror.module.css';
import { formatDate } from '../../../lib/format.ts';
import { localized } from '../../../lib/i18n/localized.ts';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { useDeployedRegions } from '../../reference-data/api/get-regions.ts';
import { useCalendarDay } from '../api/get-calendar-day.ts';
import { useProgrammedDates } from '../api/get-programmed-dates.ts';
import { MonthGrid } from '../components/month-grid.tsx';
import { SessionTable } from '../components/session-table.tsx';
import { choosesRegion, parseDate, platformToday, shiftMonth, weekdayKey } from '../lib/calendar-view.ts';

const ALL = 'all';

/** /calendar and /calendar/{currentDate} (spec 2 §2): the commission agenda, month view and the chosen day's session. */
export default function CalendarPage() {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const user = useSignedInUser();
  const today = platformToday();
  const national = choosesRegion(user);
  const [region, setRegion] = useState(ALL);
  const regionId = national && region !== ALL ? Number(region) : null;
  const regions = useDeployedRegions();
  const selected = params.currentDate === undefined ? today : parseDate(params.currentDate);
  const dates = useProgrammedDates(regionId);
  const day = useCalendarDay(selected, regionId);
  const readOnly = !hasPermission(user?.roles ?? [], 'schedule:project');

  if (selected === null) {
    return (
      <Stack gap="md">
        <Title order={1}>{t('scheduling.calendar.title')}</Title>
        <Alert color="red" variant="light" role="alert">
          {t('scheduling.calendar.dateInvalid')}
        </Alert>
        <Anchor component={Link} to="/calendar">
          {t('scheduling.project.back')}
        </Anchor>
      </Stack>
    );
  }
  const month = selected.slice(0, 7);
  const sessionDays = new Set(dates.data ?? []);
  const monthSessions = (dates.data ?? []).filter((d) => d.startsWith(month));
  const monthLabel = new Intl.DateTimeFormat(i18n.language === 'ar' ? 'ar-MA' : 'fr-FR', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  }).format(new Date(`${month}-01T00:00:00Z`));

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('scheduling.calendar.title')}</Title>
        <Text c="dimmed">{t('scheduling.calendar.intro')}</Text>
        {readOnly ? (
          <Text size="sm" fw={500} data-testid="calendar-read-only">
            {t('scheduling.calendar.readOnly')}
          </Text>
        ) : null}
      </Stack>
      {national ? (
        <Select
          label={t('scheduling.common.region')}
          value={region}
          onChange={(v) => setRegion(v ?? ALL)}
          allowDeselect={false}
          data={[
            { value: ALL, label: t('scheduling.common.allRegions') },
            ...(regions.data ?? []).map((r) => ({ value: String(r.id), label: localized(r, i18n.language) })),
          ]}
          w={{ base: '100%', sm: 280 }}
        />
      ) : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="sm">
            <Group justify="space-between" wrap="nowrap">
              <Button
                component={Link}
                to={calendarDatePath(shiftMonth(selected, -1))}
                variant="subtle"
                size="compact-sm"
                aria-label={t('scheduling.calendar.previousMonth')}
              >
                <IconChevronLeft size={18} aria-hidden className={mirror.mirror} />
              </Button>
              <Title order={2} size="h4" aria-live="polite" style={{ textTransform: 'capitalize' }}>
                {monthLabel}
              </Title>
              <Button
                component={Link}
                to={calendarDatePath(shiftMonth(selected, 1))}
                variant="subtle"
                size="compact-sm"
                aria-label={t('scheduling.calendar.nextMonth')}
              >
                <IconChevronRight size={18} aria-hidden className={mirror.mirror} />
              </Button>
            </Group>
            <MonthGrid month={selected} selected={selected} sessionDays={sessionDays} today={today} />
            <Title order={3} size="h5">
              {t('scheduling.calendar.sessions')}
            </Title>
            {monthSessions.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('scheduling.calendar.noSessions')}
              </Text>
            ) : (
              <Group gap="xs">
                {monthSessions.map((d) => (
                  <Anchor key={d} component={Link} to={calendarDatePath(d)} size="sm">
                    {t(weekdayKey(d))} <span dir="ltr">{formatDate(d)}</span>
                  </Anchor>
                ))}
              </Group>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="sm" component="section" aria-labelledby="session-title">
            <Title order={2} size="h3" id="session-title">
              {t('scheduling.calendar.session', { weekday: t(weekdayKey(selected)), date: formatDate(selected) })}
            </Title>
            {day.isPending ? (
              <PageLoader />
            ) : day.isError ? (
              <Alert color="red" variant="light" role="alert">
                {t('scheduling.common.loadError')}
              </Alert>
            ) : (
              <SessionTable projects={day.data} />
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
