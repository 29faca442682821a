import { HABILITATIONS } from '@cri/shared/enums/roles';
import { Alert, Anchor, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { useLandDashboard } from '../api/land-api.ts';
import { CountBars } from '../components/count-bars.tsx';

/**
 * /foncier/dashboard, the land team's landing (spec 1 §4.1 step 7, issue 19): the member's counts and charts
 * within its region and visibility, its habilitations and the external land dashboard (decision 070).
 */
export default function LandDashboardPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const held = HABILITATIONS.filter((h) => (user?.habilitations ?? []).includes(h));
  const query = useLandDashboard();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('land.dashboard.title')}</Title>
      <Text>{t('land.dashboard.intro')}</Text>
      <Card withBorder padding="md" component="section" aria-label={t('land.dashboard.habilitations')}>
        <Title order={2} size="h4" mb="xs">
          {t('land.dashboard.habilitations')}
        </Title>
        {held.length === 0 ? (
          <Alert color="yellow" variant="light">
            {t('land.dashboard.noHabilitation')}
          </Alert>
        ) : (
          <List>
            {held.map((h) => (
              <List.Item key={h}>{t(`landing.foncier.habilitations.${h}`)}</List.Item>
            ))}
          </List>
        )}
      </Card>
      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <Alert color="red" variant="light" role="alert">
          {t('land.loadFailed')}
        </Alert>
      ) : (
        <>
          <Text fw={600}>
            {t('land.dashboard.parcels')} : {query.data.parcels}
          </Text>
          <Text fw={600}>
            {t('land.dashboard.appointmentsToHold')} : {query.data.appointmentsToHold}
          </Text>
          {query.data.externalDashboardUrl && (
            <Anchor href={query.data.externalDashboardUrl} target="_blank" rel="noopener noreferrer">
              {t('land.dashboard.external')}
            </Anchor>
          )}
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <CountBars title={t('land.dashboard.byExamination')} counts={query.data.parcelsByExamination} />
            <CountBars title={t('land.dashboard.byCategory')} counts={query.data.requestsByCategory} />
            <CountBars title={t('land.dashboard.byVocation')} counts={query.data.requestsByVocation} />
            <CountBars title={t('land.dashboard.byCommune')} counts={query.data.parcelsByCommune} />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
