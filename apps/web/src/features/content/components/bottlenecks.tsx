import '@mantine/charts/styles.css';
import type { ProjectPhase } from '@cri/shared/enums/project-phases';
import type { TBottlenecks, TIndicatorsRange } from '@cri/shared/schemas/indicators';
import { BarChart } from '@mantine/charts';
import { Alert, Anchor, Button, Group, Loader, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { localized } from '../../../lib/i18n/localized.ts';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { useRegions } from '../../reference-data/api/get-regions.ts';
import { type MeasuredFigure, useBottlenecks } from '../api/indicators.ts';
import { MeasuredFiles } from './measured-files.tsx';

/**
 * Bottlenecks (decision 078): median and 90th percentile days per step as a bar chart (decorative, inert) with
 * the same figures as a table, then the files waiting longest (of every step the administration holds, or of
 * the step chosen from its row), each a link to its file.
 */
export function Bottlenecks({ range }: { range: TIndicatorsRange }) {
  const { t, i18n } = useTranslation();
  const national = !useSignedInUser()?.regionId;
  const regions = useRegions({ enabled: national });
  const [regionId, setRegionId] = useState<number | null>(null);
  const [phase, setPhase] = useState<ProjectPhase | null>(null);
  const [measured, setMeasured] = useState<MeasuredFigure | null>(null);
  const query = useBottlenecks(range, regionId, phase);
  const regionPicker = national ? (
    <Select
      label={t('indicators.bottlenecks.region')}
      placeholder={t('indicators.bottlenecks.allRegions')}
      data={(regions.data ?? []).map((r) => ({ value: String(r.id), label: localized(r, i18n.language) }))}
      value={regionId ? String(regionId) : null}
      onChange={(v) => {
        setRegionId(v ? Number(v) : null);
        setMeasured(null);
      }}
      clearable
      maw={360}
    />
  ) : null;
  if (query.isError) return <Alert color="red">{t('indicators.loadError')}</Alert>;
  if (!query.data) return <Loader role="status" aria-label={t('common.loading')} />;
  const data = query.data;
  const rows = data.steps.map((s) => ({ ...s, name: t(`projects.phases.${s.phase}`) }));
  return (
    <Stack component="section" aria-labelledby="ind-bottlenecks" gap="sm">
      <Title order={2} size="h3" id="ind-bottlenecks">
        {t('indicators.bottlenecks.title')}
      </Title>
      <Text size="sm">{t('indicators.bottlenecks.intro')}</Text>
      {regionPicker}
      {rows.length === 0 ? (
        <Text c="dimmed">{t('indicators.bottlenecks.none')}</Text>
      ) : (
        <>
          <Title order={3} size="h4">
            {t('indicators.bottlenecks.chart')}
          </Title>
          <div inert dir="ltr">
            <BarChart
              h={260}
              data={rows}
              dataKey="name"
              series={[
                { name: 'medianDays', label: t('indicators.bottlenecks.median'), color: 'blue.6' },
                { name: 'p90Days', label: t('indicators.bottlenecks.p90'), color: 'orange.6' },
              ]}
              withLegend
            />
          </div>
          <Table.ScrollContainer minWidth={480}>
            <Table striped withTableBorder fz="sm" data-testid="bottleneck-table">
              <Table.Caption>{t('indicators.bottlenecks.caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('indicators.bottlenecks.phase')}</Table.Th>
                  <Table.Th scope="col">{t('indicators.bottlenecks.stays')}</Table.Th>
                  <Table.Th scope="col">{t('indicators.bottlenecks.median')}</Table.Th>
                  <Table.Th scope="col">{t('indicators.bottlenecks.p90')}</Table.Th>
                  <Table.Th scope="col">{t('indicators.bottlenecks.files')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((s) => (
                  <Table.Tr key={s.phase}>
                    <Table.Th scope="row">{s.name}</Table.Th>
                    <Table.Td>
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        aria-label={t('indicators.measured.filesOf', { count: s.stays, step: s.name })}
                        onClick={() => setMeasured({ phase: s.phase })}
                      >
                        {formatNumber(s.stays)}
                      </Button>
                    </Table.Td>
                    <Table.Td>{formatNumber(s.medianDays)}</Table.Td>
                    <Table.Td>{formatNumber(s.p90Days)}</Table.Td>
                    <Table.Td>
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        aria-pressed={phase === s.phase}
                        aria-label={t('indicators.bottlenecks.filesOf', { step: s.name })}
                        onClick={() => setPhase(s.phase)}
                      >
                        {t('indicators.bottlenecks.show')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
      {measured ? <MeasuredFiles range={range} regionId={regionId} figure={measured} onClose={() => setMeasured(null)} /> : null}
      <Administrations data={data.administrations} onFiles={setMeasured} />
      <Group justify="space-between" align="center">
        <Title order={3} size="h4" id="ind-waiting">
          {phase
            ? t('indicators.bottlenecks.waitingIn', { step: t(`projects.phases.${phase}`) })
            : t('indicators.bottlenecks.waitingTitle')}
        </Title>
        {phase ? (
          <Button size="compact-sm" variant="default" onClick={() => setPhase(null)}>
            {t('indicators.bottlenecks.allSteps')}
          </Button>
        ) : null}
      </Group>
      {data.waiting.length === 0 ? (
        <Text c="dimmed">{t('indicators.bottlenecks.noWaiting')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped withTableBorder fz="sm" data-testid="waiting-table">
            <Table.Caption>{t('indicators.bottlenecks.waitingCaption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('indicators.bottlenecks.reference')}</Table.Th>
                <Table.Th scope="col">{t('indicators.bottlenecks.name')}</Table.Th>
                <Table.Th scope="col">{t('indicators.bottlenecks.phase')}</Table.Th>
                <Table.Th scope="col">{t('indicators.bottlenecks.since')}</Table.Th>
                <Table.Th scope="col">{t('indicators.bottlenecks.days')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.waiting.map((w) => (
                <Table.Tr key={w.projectId}>
                  <Table.Td>
                    <Anchor component={Link} to={`/projects/${w.projectId}`}>
                      {w.reference ?? w.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{w.name}</Table.Td>
                  <Table.Td>{t(`projects.phases.${w.phase}`)}</Table.Td>
                  <Table.Td>{formatDate(new Date(w.since))}</Table.Td>
                  <Table.Td>{formatNumber(w.days)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/**
 * Each administration's time from the sharing of a file to its first opinion (decision 090): median and 90th
 * percentile as a chart (inert) and a table whose opinion counts open the files they measure.
 */
function Administrations({
  data,
  onFiles,
}: {
  data: TBottlenecks['administrations'];
  onFiles: (figure: MeasuredFigure) => void;
}) {
  const { t, i18n } = useTranslation();
  const rows = data.map((a) => ({ ...a, name: localized(a, i18n.language, 'name') }));
  return (
    <Stack gap="sm" data-testid="administrations">
      <Title order={3} size="h4" id="ind-administrations">
        {t('indicators.administrations.title')}
      </Title>
      <Text size="sm">{t('indicators.administrations.intro')}</Text>
      {rows.length === 0 ? (
        <Text c="dimmed">{t('indicators.administrations.none')}</Text>
      ) : (
        <>
          <div inert dir="ltr">
            <BarChart
              h={Math.max(200, rows.length * 36)}
              data={rows}
              dataKey="name"
              orientation="vertical"
              yAxisProps={{ width: 220 }}
              series={[
                { name: 'medianDays', label: t('indicators.bottlenecks.median'), color: 'blue.6' },
                { name: 'p90Days', label: t('indicators.bottlenecks.p90'), color: 'orange.6' },
              ]}
              withLegend
            />
          </div>
          <Table.ScrollContainer minWidth={520}>
            <Table striped withTableBorder fz="sm" data-testid="administration-table">
              <Table.Caption>{t('indicators.administrations.caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('indicators.administrations.administration')}</Table.Th>
                  <Table.Th scope="col">{t('indicators.administrations.opinions')}</Table.Th>
                  <Table.Th scope="col">{t('indicators.bottlenecks.median')}</Table.Th>
                  <Table.Th scope="col">{t('indicators.bottlenecks.p90')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((a) => (
                  <Table.Tr key={a.administrationId}>
                    <Table.Th scope="row">
                      {a.name}
                      {a.regionId === null ? ` (${t('indicators.administrations.national')})` : ''}
                    </Table.Th>
                    <Table.Td>
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        aria-label={t('indicators.administrations.filesOf', { count: a.stays, name: a.name })}
                        onClick={() => onFiles({ administrationId: a.administrationId, name: a.name })}
                      >
                        {formatNumber(a.stays)}
                      </Button>
                    </Table.Td>
                    <Table.Td>{formatNumber(a.medianDays)}</Table.Td>
                    <Table.Td>{formatNumber(a.p90Days)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}
