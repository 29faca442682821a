import { landMeetingPath } from '@cri/shared/paths';
import type { AppointmentFilter } from '@cri/shared/schemas/appointments';
import { Alert, Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useLandMeetings } from '../../land/api/land-api.ts';
import { landWhen, regionOf } from '../lib/display.ts';
import { LandStateBadge } from './land-state-badge.tsx';
import { MeetingFacts } from './meeting-facts.tsx';

/**
 * The land team's appointments on /meetings (decision 080), under the advisor's, with the same filter: the
 * investor's own, or the region's for consultation roles. Each links to its page, /meetings/{id}?type=foncier.
 */
export function LandMeetingList({
  filter,
  regionId,
  showRequester,
}: {
  filter: AppointmentFilter;
  regionId: number | null;
  showRequester: boolean;
}) {
  const { t, i18n } = useTranslation();
  const list = useLandMeetings({ filter, regionId });
  return (
    <Stack gap="sm" component="section" aria-labelledby="land-meetings-title">
      <Title order={2} size="h3" id="land-meetings-title">
        {t('appointments.land.listTitle')}
      </Title>
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <Alert color="red" variant="light" role="alert">
          {t('appointments.list.loadError')}
        </Alert>
      ) : list.data.length === 0 ? (
        <Text>{t('appointments.land.empty')}</Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {list.data.map((a) => (
            <Card key={a.id} component="li" withBorder radius="md" padding="md" data-testid={`land-appointment-${a.id}`}>
              <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                <Anchor
                  component={Link}
                  to={landMeetingPath(a.id)}
                  fw={600}
                  dir="auto"
                  aria-label={t('appointments.list.open', { subject: a.subject })}
                >
                  {a.subject}
                </Anchor>
                <LandStateBadge state={a.state} />
              </Group>
              <MeetingFacts
                when={landWhen(a)}
                region={regionOf(a, i18n.language)}
                holder={{ label: t('appointments.land.member'), name: a.memberName }}
                requester={showRequester ? a.investorName : undefined}
              />
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
