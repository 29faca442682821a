import { type TIndicatorsRange, ZIndicatorsRange } from '@cri/shared/schemas/indicators';
import { Alert, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTextInput } from '../../../components/forms/date-text-input.tsx';
import { formatDate, toIsoDate } from '../../../lib/format.ts';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { downloadIndicators, type Indicators, useIndicators } from '../api/indicators.ts';
import { BarChart } from '../components/bar-chart.tsx';
import { Bottlenecks } from '../components/bottlenecks.tsx';

const daysAgo = (n: number) => toIsoDate(new Date(Date.now() - n * 86_400_000));

/**
 * /global/indicators (spec 1 §2.7, §3; decision 077): the platform's figures for a range (DD/MM/YYYY typed,
 * YYYY-MM-DD sent): visits per day, registered investors, files per step, commissions and appointments, the
 * bottlenecks (decision 078) and the CSV/XLSX export of it all (decision 079).
 */
export default function IndicatorsPage() {
  const { t, i18n } = useTranslation();
  const user = useSignedInUser();
  const [start, setStart] = useState<string | null>(daysAgo(29));
  const [end, setEnd] = useState<string | null>(daysAgo(0));
  const [errors, setErrors] = useState<{ startDate?: string; endDate?: string }>({});
  const [range, setRange] = useState<TIndicatorsRange | null>({ startDate: daysAgo(29), endDate: daysAgo(0) });
  const indicators = useIndicators(range);
  const [exportFailed, setExportFailed] = useState(false);
  const download = (format: 'csv' | 'xlsx') => {
    if (!range) return;
    setExportFailed(false);
    downloadIndicators(range, format, i18n.language === 'ar' ? 'ar' : 'fr').catch(() => setExportFailed(true));
  };

  const show = () => {
    const parsed = ZIndicatorsRange.safeParse({ startDate: start ?? '', endDate: end ?? '' });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as 'startDate' | 'endDate'] ??= t(issue.message);
      setErrors(next);
      return;
    }
    setErrors({});
    setRange(parsed.data);
  };

  return (
    <Stack gap="lg">
      <Title order={1}>{t('indicators.title')}</Title>
      <Text>{t('indicators.intro')}</Text>
      {user?.regionId ? <Text size="sm">{t('indicators.regionNote')}</Text> : null}
      <Paper
        component="form"
        withBorder
        p="md"
        radius="md"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          show();
        }}
      >
        <Group align="flex-end">
          <DateTextInput label={t('indicators.startDate')} value={start} onChange={setStart} error={errors.startDate} required />
          <DateTextInput label={t('indicators.endDate')} value={end} onChange={setEnd} error={errors.endDate} required />
          <Button type="submit">{t('indicators.show')}</Button>
          <Button variant="default" onClick={() => download('csv')} disabled={!indicators.data}>
            {t('indicators.export.csv')}
          </Button>
          <Button variant="default" onClick={() => download('xlsx')} disabled={!indicators.data}>
            {t('indicators.export.xlsx')}
          </Button>
        </Group>
      </Paper>
      {exportFailed ? <Alert color="red">{t('indicators.export.error')}</Alert> : null}
      {indicators.isPending && range ? <Loader role="status" aria-label={t('common.loading')} /> : null}
      {indicators.isError ? <Alert color="red">{t('indicators.loadError')}</Alert> : null}
      {indicators.data ? <Figures data={indicators.data} /> : null}
      {indicators.data && range ? <Bottlenecks range={range} /> : null}
    </Stack>
  );
}

function Figures({ data }: { data: Indicators }) {
  const { t } = useTranslation();
  const figure = (key: string, value: number) => (
    <Paper key={key} withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {t(`indicators.figures.${key}`)}
      </Text>
      <Text fz={28} fw={700} data-testid={`figure-${key}`}>
        {value}
      </Text>
    </Paper>
  );
  const { visits, projects, crui, investors } = data;
  return (
    <Stack gap="lg">
      <Stack component="section" aria-labelledby="ind-audience" gap="sm">
        <Title order={2} size="h3" id="ind-audience">
          {t('indicators.groups.audience')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          {figure('registeredInvestorsCount', investors.registeredInvestorsCount)}
          {figure('connectedVisitors', visits.connectedVisitors)}
          {figure('connectedInvestors', visits.connectedInvestors)}
          {figure('connectedAdvisors', visits.connectedAdvisors)}
          {figure('connectedCruiMembers', visits.connectedCruiMembers)}
          {figure('connectedSupports', visits.connectedSupports)}
        </SimpleGrid>
        <Title order={3} size="h4">
          {t('indicators.visitsChart')}
        </Title>
        <BarChart
          labels={visits.perDay.map((d) => formatDate(d.date))}
          caption={t('indicators.visitsCaption')}
          dayHeader={t('indicators.day')}
          series={[
            { label: t('indicators.visitors'), color: '#1c7ed6', values: visits.perDay.map((d) => d.visitors) },
            { label: t('indicators.accounts'), color: '#2b8a3e', values: visits.perDay.map((d) => d.accounts) },
          ]}
        />
      </Stack>
      <Stack component="section" aria-labelledby="ind-projects" gap="sm">
        <Title order={2} size="h3" id="ind-projects">
          {t('indicators.groups.projects')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          {figure('draftProjectsCount', projects.draftProjectsCount)}
          {figure('submittedProjectsCount', projects.submittedProjectsCount)}
          {figure('sharedToCruiMembersProjectsCount', projects.sharedToCruiMembersProjectsCount)}
          {figure('reviewedInCruiProjectsCount', projects.reviewedInCruiProjectsCount)}
          {figure('favorableProjectsCount', projects.favorableProjectsCount)}
          {figure('unfavorableProjectsCount', projects.unfavorableProjectsCount)}
        </SimpleGrid>
      </Stack>
      <Stack component="section" aria-labelledby="ind-crui" gap="sm">
        <Title order={2} size="h3" id="ind-crui">
          {t('indicators.groups.commission')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          {figure('commissionsCount', crui.commissionsCount)}
          {figure('appointmentsCount', crui.appointmentsCount)}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
