import { saveBlob } from '../../../lib/download.ts';
import '@mantine/charts/styles.css';
import { isReversedRange } from '@cri/shared/rules/piafe';
import type { TPiafeStatistics } from '@cri/shared/schemas/piafe';
import { BarChart, DonutChart } from '@mantine/charts';
import { Alert, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTextInput } from '../../../components/forms/date-text-input.tsx';
import { localized } from '../../../lib/i18n/localized.ts';
import { useStatistics } from '../api/piafe-api.ts';
import { useEnumLabel } from '../lib/options.ts';
import { type StatisticsLabels, statisticsCsv, statisticsXlsx } from '../lib/statistics-export.ts';

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Card withBorder padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl" dir="ltr" ta="start">
        {value}
      </Text>
    </Card>
  );
}

/** A chart with its figures as a table beside it: the table is what assistive technologies read. */
function ChartSection({ title, rows, children }: { title: string; rows: [string, number][]; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">{t('piafe.stats.empty')}</Text>
      ) : (
        <>
          <div inert>{children}</div>
          <Table mt="sm" aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('piafe.stats.col.label')}</Table.Th>
                <Table.Th>{t('piafe.stats.col.count')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map(([label, count]) => (
                <Table.Tr key={label}>
                  <Table.Td>{label}</Table.Td>
                  <Table.Td>{count}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
    </Card>
  );
}

const number = (n: number) => n.toLocaleString('fr-FR').replace(/[\u202f\u00a0]/g, ' ');

const download = (text: string, name: string) => saveBlob(new Blob([text], { type: 'text/csv;charset=utf-8' }), name);

/** /piafe/statistics: regional indicators and the reporting over a date range (spec 3 §2; decision 073). */
export default function PiafeStatisticsPage() {
  const { t, i18n } = useTranslation();
  const label = useEnumLabel();
  const [draft, setDraft] = useState({ startExchangeDate: '', endExchangeDate: '' });
  const [range, setRange] = useState(draft);
  const stats = useStatistics(range);
  const reversed = isReversedRange(draft.startExchangeDate, draft.endExchangeDate);
  const data: TPiafeStatistics | undefined = stats.data;
  const sectorName = (r: TPiafeStatistics['bySector'][number]) =>
    r.nameFr && r.nameAr ? localized({ fr: r.nameFr, ar: r.nameAr }, i18n.language) : t('piafe.stats.noSector');
  const regionName = (r: TPiafeStatistics['byRegion'][number]) => localized(r, i18n.language);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!reversed) setRange(draft);
  };
  const labels: StatisticsLabels = {
    heading: (k) => t(`piafe.stats.${k}`),
    maturity: (c) => label('maturity', c),
    sector: sectorName,
    region: regionName,
  };
  const fileName = (extension: string) =>
    `piafe-statistiques-${range.startExchangeDate || 'debut'}-${range.endExchangeDate || 'fin'}.${extension}`;
  const exportCsv = () => {
    if (!data) return;
    download(statisticsCsv(data, labels), fileName('csv'));
  };
  const exportXlsx = async () => {
    if (!data) return;
    const blob = await statisticsXlsx(data, {
      ...labels,
      sheet: t('piafe.stats.sheetName'),
      rightToLeft: i18n.language === 'ar',
    });
    saveBlob(blob, fileName('xlsx'));
  };

  const maturity = (data?.byMaturity ?? []).map((r) => ({ name: label('maturity', r.key), count: r.count }));
  const sectors = (data?.bySector ?? []).map((r) => ({ name: sectorName(r), count: r.count }));
  const regions = (data?.byRegion ?? []).map((r) => ({ name: regionName(r), visits: r.visits, projects: r.projects }));
  const funding = data
    ? [
        { name: t('piafe.stats.fundingObtained'), value: data.funding.obtained, color: 'teal.6' },
        { name: t('piafe.stats.fundingRejected'), value: data.funding.rejected, color: 'red.6' },
        { name: t('piafe.stats.fundingPending'), value: data.funding.pending, color: 'gray.5' },
      ].filter((d) => d.value > 0)
    : [];

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('piafe.stats.title')}</Title>
        <Text c="dimmed">{t('piafe.stats.intro')}</Text>
      </div>
      <form onSubmit={submit} noValidate>
        <Group align="start">
          <DateTextInput
            label={t('piafe.list.start')}
            value={draft.startExchangeDate}
            onChange={(v) => setDraft({ ...draft, startExchangeDate: v ?? '' })}
          />
          <DateTextInput
            label={t('piafe.list.end')}
            value={draft.endExchangeDate}
            onChange={(v) => setDraft({ ...draft, endExchangeDate: v ?? '' })}
            error={reversed ? t('piafe.errors.rangeReversed') : undefined}
          />
          <Group mt={25} gap="xs">
            <Button type="submit">{t('piafe.stats.apply')}</Button>
            <Button variant="default" onClick={exportCsv} disabled={!data}>
              {t('piafe.stats.export')}
            </Button>
            <Button variant="default" onClick={() => void exportXlsx()} disabled={!data}>
              {t('piafe.stats.exportXlsx')}
            </Button>
          </Group>
        </Group>
      </form>
      {stats.isError && (
        <Alert color="red" role="alert">
          {t('piafe.loadFailed')}
        </Alert>
      )}
      {data && (
        <>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} data-testid="piafe-indicators">
            <Figure label={t('piafe.stats.visits')} value={data.visits} />
            <Figure label={t('piafe.stats.holders')} value={data.holders} />
            <Figure label={t('piafe.stats.projects')} value={data.projects} />
            <Figure label={t('piafe.stats.jobsEstimated')} value={data.jobs.estimated} />
            <Figure label={t('piafe.stats.jobsCreated')} value={data.jobs.created} />
            <Figure label={t('piafe.stats.fundingObtained')} value={data.funding.obtained} />
            <Figure label={t('piafe.stats.fundingAmount')} value={`${number(data.funding.obtainedAmount)} DH`} />
            <Figure label={t('piafe.stats.fundingRejected')} value={data.funding.rejected} />
            <Figure label={t('piafe.stats.fundingPending')} value={data.funding.pending} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <ChartSection title={t('piafe.stats.byMaturity')} rows={maturity.map((r) => [r.name, r.count])}>
              <BarChart
                h={220}
                data={maturity}
                dataKey="name"
                yAxisProps={{ allowDecimals: false }}
                series={[{ name: 'count', label: t('piafe.stats.projects'), color: 'blue.6' }]}
              />
            </ChartSection>
            <ChartSection title={t('piafe.stats.bySector')} rows={sectors.map((r) => [r.name, r.count])}>
              <BarChart
                h={220}
                data={sectors}
                dataKey="name"
                yAxisProps={{ allowDecimals: false }}
                series={[{ name: 'count', label: t('piafe.stats.projects'), color: 'grape.6' }]}
              />
            </ChartSection>
            <ChartSection title={t('piafe.stats.funding')} rows={funding.map((d) => [d.name, d.value])}>
              <DonutChart data={funding} withLabels withLabelsLine={false} mx="auto" />
            </ChartSection>
            <ChartSection title={t('piafe.stats.byRegion')} rows={regions.map((r) => [r.name, r.visits])}>
              <BarChart
                h={220}
                data={regions}
                dataKey="name"
                yAxisProps={{ allowDecimals: false }}
                series={[
                  { name: 'visits', label: t('piafe.stats.col.visits'), color: 'teal.6' },
                  { name: 'projects', label: t('piafe.stats.col.projects'), color: 'orange.6' },
                ]}
              />
            </ChartSection>
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
