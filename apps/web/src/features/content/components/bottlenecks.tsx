import '@mantine/charts/styles.css';
import type { TBottlenecks } from '@cri/shared/schemas/indicators';
import { BarChart } from '@mantine/charts';
import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatNumber } from '../../../lib/format.ts';

/**
 * Bottlenecks (decision 078): median and 90th percentile days per step as a bar chart (decorative, inert) with
 * the same figures as a table, then the files waiting longest, each a link to its file.
 */
export function Bottlenecks({ data }: { data: TBottlenecks }) {
  const { t } = useTranslation();
  const rows = data.steps.map((s) => ({ ...s, name: t(`projects.phases.${s.phase}`) }));
  return (
    <Stack component="section" aria-labelledby="ind-bottlenecks" gap="sm">
      <Title order={2} size="h3" id="ind-bottlenecks">
        {t('indicators.bottlenecks.title')}
      </Title>
      <Text size="sm">{t('indicators.bottlenecks.intro')}</Text>
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
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((s) => (
                  <Table.Tr key={s.phase}>
                    <Table.Th scope="row">{s.name}</Table.Th>
                    <Table.Td>{formatNumber(s.stays)}</Table.Td>
                    <Table.Td>{formatNumber(s.medianDays)}</Table.Td>
                    <Table.Td>{formatNumber(s.p90Days)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
      <Title order={3} size="h4">
        {t('indicators.bottlenecks.waitingTitle')}
      </Title>
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
