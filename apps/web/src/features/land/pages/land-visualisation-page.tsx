import { PARCEL_EXAMINATION_STATES, type ParcelExaminationState } from '@cri/shared/enums/land';
import type { TLandMeasured, TLandVisualisation } from '@cri/shared/schemas/land';
import { Alert, Box, Card, Group, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useLandVisualisation } from '../api/land-api.ts';
import { HabilitationGate } from '../components/habilitation-gate.tsx';

/** One colour per examination state, the same in the legend and in every commune's bar. */
const STATE_COLOR: Record<ParcelExaminationState, string> = {
  NOT_EXAMINED: 'gray.5',
  EXAMINED_OR_IN_PROGRESS: 'yellow.5',
  EXAMINED_WITH_FAVORABLE_DECISION: 'criGreen.7',
  EXAMINED_WITH_UNFAVORABLE_DECISION: 'red.7',
  SENDING_IN_PROGRESS: 'blue.6',
};

const hectares = (value: number) => formatNumber(value, 2);

function Legend() {
  const { t } = useTranslation();
  return (
    <Group gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('land.visualisation.legend')}>
      {PARCEL_EXAMINATION_STATES.map((state) => (
        <Group key={state} gap={6} component="li" wrap="nowrap">
          <Box w={14} h={14} bg={STATE_COLOR[state]} style={{ borderRadius: 3 }} aria-hidden />
          <Text size="sm">{t(`land.examination.${state}`)}</Text>
        </Group>
      ))}
    </Group>
  );
}

/** Each commune: its parcels, their hectares, and one bar split by examination state (share of its parcels). */
function CommuneTable({ communes }: { communes: TLandVisualisation['communes'] }) {
  const { t, i18n } = useTranslation();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="land-vis-communes">
      <Title order={2} size="h4" mb="xs" id="land-vis-communes">
        {t('land.visualisation.byCommune')}
      </Title>
      <Legend />
      {communes.length === 0 ? (
        <Text mt="sm">{t('land.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640} mt="sm">
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('land.visualisation.commune')}</Table.Th>
                <Table.Th>{t('land.visualisation.parcels')}</Table.Th>
                <Table.Th>{t('land.visualisation.area')}</Table.Th>
                <Table.Th w="45%">{t('land.visualisation.examination')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {communes.map((c) => {
                const name = i18n.language === 'ar' ? c.labelAr : c.labelFr;
                return (
                  <Table.Tr key={c.key}>
                    <Table.Td>{name}</Table.Td>
                    <Table.Td>{c.count}</Table.Td>
                    <Table.Td dir="ltr">{hectares(c.areaHa)}</Table.Td>
                    <Table.Td>
                      <Progress.Root size="lg">
                        {c.byState
                          .filter((s) => s.count > 0)
                          .map((s) => (
                            <Progress.Section
                              key={s.state}
                              value={(s.count / Math.max(1, c.count)) * 100}
                              color={STATE_COLOR[s.state]}
                              aria-label={`${name} — ${t(`land.examination.${s.state}`)} : ${s.count}`}
                            />
                          ))}
                      </Progress.Root>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}

/** Counts and hectares of one grouping, one labelled bar per value (widths to the largest count). */
function MeasuredBars({ title, rows }: { title: string; rows: TLandMeasured[] }) {
  const { t, i18n } = useTranslation();
  const max = Math.max(1, ...rows.map((r) => r.count));
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text>{t('land.empty')}</Text>
      ) : (
        <Stack gap="xs">
          {rows.map((r) => {
            const label = i18n.language === 'ar' ? r.labelAr : r.labelFr;
            return (
              <div key={r.key}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm">{label}</Text>
                  <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {t('land.visualisation.countAndArea', { count: r.count, area: hectares(r.areaHa) })}
                  </Text>
                </Group>
                <Progress value={(r.count / max) * 100} aria-label={`${label} : ${r.count}`} />
              </div>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}

function Visualisation() {
  const { t } = useTranslation();
  const query = useLandVisualisation();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('land.visualisation.title')}</Title>
      <Text>{t('land.visualisation.intro')}</Text>
      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <Alert color="red" variant="light" role="alert">
          {t('land.loadFailed')}
        </Alert>
      ) : (
        <>
          <Text fw={600} role="status">
            {t('land.visualisation.summary', { count: query.data.parcels, area: hectares(query.data.areaHa) })}
          </Text>
          <CommuneTable communes={query.data.communes} />
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            <MeasuredBars title={t('land.visualisation.bySurface')} rows={query.data.surfaceClasses} />
            <MeasuredBars title={t('land.visualisation.byReference')} rows={query.data.referenceKinds} />
            <MeasuredBars title={t('land.visualisation.byStatus')} rows={query.data.legalStatuses} />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}

/** /foncier/visualisation (spec 3 §2, CONSULT, decision 081): the declared parcels the member sees, drawn by commune. */
export default function LandVisualisationPage() {
  const { t } = useTranslation();
  return (
    <HabilitationGate habilitation="CONSULT" title={t('land.visualisation.title')}>
      <Visualisation />
    </HabilitationGate>
  );
}
