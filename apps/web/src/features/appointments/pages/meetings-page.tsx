import { APPOINTMENT_FILTERS, APPOINTMENT_PATHS, type AppointmentFilter } from '@cri/shared/schemas/appointments';
import { Alert, Button, Group, SegmentedControl, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { localized } from '../../../lib/i18n/localized.ts';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { useDeployedRegions } from '../../reference-data/api/get-regions.ts';
import { useAppointments } from '../api/get-appointments.ts';
import { AppointmentList } from '../components/appointment-list.tsx';
import { LandMeetingList } from '../components/land-meeting-list.tsx';
import { audienceOf, picksRegion } from '../lib/audience.ts';

const ALL_REGIONS = 'all';
/** The order of the filters on the page (spec 2 §2: all, past, upcoming, to be scheduled). */
const FILTER_ORDER: AppointmentFilter[] = ['all', 'future', 'past', 'to-programm'];

/** /meetings (spec 2 §2): the investor's, the advisor's region's, or a region's appointments for consultation roles. */
export default function MeetingsPage() {
  const { t, i18n } = useTranslation();
  const user = useSignedInUser();
  const audience = audienceOf(user) ?? 'investor';
  const [filter, setFilter] = useState<AppointmentFilter>('all');
  const [region, setRegion] = useState<string>(ALL_REGIONS);
  const [overdue, setOverdue] = useState(false);
  const national = picksRegion(user);
  const staff = audience !== 'investor';
  const regions = useDeployedRegions();
  const regionId = national && region !== ALL_REGIONS ? Number(region) : null;
  const list = useAppointments({ audience, filter, regionId, overdue: staff && overdue });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t('appointments.list.title')}</Title>
        {audience === 'investor' ? (
          <Button component={Link} to={APPOINTMENT_PATHS.create} leftSection={<IconCalendarPlus size={18} aria-hidden />}>
            {t('appointments.list.newAppointment')}
          </Button>
        ) : null}
      </Group>
      <Group align="flex-end" gap="lg" wrap="wrap">
        <Stack gap={4}>
          <Text component="span" size="sm" fw={500} id="appointment-filter-label">
            {t('appointments.list.filterLabel')}
          </Text>
          <SegmentedControl
            aria-labelledby="appointment-filter-label"
            value={filter}
            onChange={(v) => setFilter(v as AppointmentFilter)}
            data={FILTER_ORDER.filter((f) => APPOINTMENT_FILTERS.includes(f)).map((f) => ({
              value: f,
              label: t(`appointments.list.filters.${f}`),
            }))}
          />
        </Stack>
        {national ? (
          <Select
            label={t('appointments.list.region')}
            value={region}
            onChange={(v) => setRegion(v ?? ALL_REGIONS)}
            allowDeselect={false}
            data={[
              { value: ALL_REGIONS, label: t('appointments.list.allRegions') },
              ...(regions.data ?? []).map((r) => ({ value: String(r.id), label: localized(r, i18n.language) })),
            ]}
            w={{ base: '100%', sm: 280 }}
          />
        ) : null}
        {staff ? (
          <Switch
            label={t('appointments.list.overdueOnly')}
            checked={overdue}
            onChange={(e) => setOverdue(e.currentTarget.checked)}
            mb={6}
          />
        ) : null}
      </Group>
      {staff ? (
        <Text size="sm" c="dimmed">
          {t('appointments.answer.rule')}
        </Text>
      ) : null}
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <Alert color="red" variant="light" role="alert">
          {t('appointments.list.loadError')}
        </Alert>
      ) : list.data.length === 0 ? (
        <Text role="status">{t('appointments.list.empty')}</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" role="status">
            {t('appointments.list.count', { count: list.data.length })}
          </Text>
          <AppointmentList items={list.data} showRequester={staff} />
        </>
      )}
      {/* The land team's appointments (decision 080): the investor's and the consultation roles', not the advisor's. */}
      {audience !== 'advisor' && !(staff && overdue) ? (
        <LandMeetingList filter={filter} regionId={regionId} showRequester={staff} />
      ) : null}
    </Stack>
  );
}
