import { MONITORING_LIST_FILTERS, type TMonitoringProjectRow } from '@cri/shared/schemas/monitoring';
import { Group, Pagination, Paper, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import light from '../../../components/ui/light-rows.module.css';
import { PageSizeSelect } from '../../../components/ui/page-size-select.tsx';
import { byId, groupedTable, RowGroups } from '../../../components/ui/row-groups.tsx';
import { formatDate } from '../../../lib/format.ts';
import { PAGE_SIZES, usePaging } from '../../../lib/page-size.ts';
import { textByCount } from '../../../lib/row-text.ts';
import { useMonitoringProjects } from '../api/monitoring.ts';
import { LoadFailure, Loading } from '../components/parts.tsx';
import { ltr, mPath } from '../lib/paths.ts';

/** The texts of a page of monitoring projects, each translation resolved once for the page (decision 109). */
function rowTexts(t: TFunction) {
  return {
    overdue: textByCount(t, 'monitoring.list.overdueCount'),
    validated: t('monitoring.list.validated'),
    toValidate: t('monitoring.list.toValidate'),
  };
}
type RowTexts = ReturnType<typeof rowTexts>;

/**
 * A page of monitoring projects (up to 100, decisions 099 and 109): plain cells, one memoised row, rows added in
 * slices, translations resolved once per page.
 */
const MonitoringTable = memo(function MonitoringTable({
  projects,
  lang,
}: {
  projects: readonly TMonitoringProjectRow[];
  lang: string;
}) {
  const { t } = useTranslation();
  const texts = useMemo(() => rowTexts(t), [t]);
  return (
    <Table.ScrollContainer minWidth={760} type="native">
      <Table striped {...groupedTable([1.6, 1, 1.3, 0.9, 1, 1.4, 1.1])}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('monitoring.list.name')}</Table.Th>
            <Table.Th>{t('monitoring.project.reference')}</Table.Th>
            <Table.Th>{t('monitoring.project.investor')}</Table.Th>
            <Table.Th>{t('monitoring.project.decisionDate')}</Table.Th>
            <Table.Th>{t('monitoring.list.progress')}</Table.Th>
            <Table.Th>{t('monitoring.list.next')}</Table.Th>
            <Table.Th>{t('monitoring.list.state')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <RowGroups rows={projects} keyOf={byId} row={(r) => <MonitoringRow key={r.id} row={r} lang={lang} texts={texts} />} />
      </Table>
    </Table.ScrollContainer>
  );
});

const MonitoringRow = memo(function MonitoringRow({
  row: r,
  lang,
  texts,
}: {
  row: TMonitoringProjectRow;
  lang: string;
  texts: RowTexts;
}) {
  return (
    <tr>
      <td>
        <Link className={light.link} to={mPath.project(r.id)}>
          {r.name}
        </Link>
      </td>
      <td>{r.reference ?? '—'}</td>
      <td>{r.investorName}</td>
      <td>{ltr(formatDate(r.decisionDate), lang)}</td>
      <td>{ltr(`${r.done} / ${r.milestones}`, lang)}</td>
      <td>{r.nextExpectedDate ? ltr(formatDate(r.nextExpectedDate), lang) : '—'}</td>
      <td>
        <span className={light.badges}>
          {r.overdue > 0 ? (
            <span className={light.badge} data-color="red" data-variant="filled" data-upper="">
              {texts.overdue(r.overdue)}
            </span>
          ) : null}
          <span className={light.badge} data-color={r.validated ? 'green' : 'gray'} data-upper="">
            {r.validated ? texts.validated : texts.toValidate}
          </span>
        </span>
      </td>
    </tr>
  );
});

/** /monitoring-projects (spec 3 §2): the region's monitoring projects, paged, with search and filters. */
export default function MonitoringProjectsPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<(typeof MONITORING_LIST_FILTERS)[number]>('ALL');
  const { page, setPage, size, setSize } = usePaging('monitoring-projects');
  const q = useMonitoringProjects({ page, size, search: search.trim(), filter });
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('monitoring.title.projects')}
      </Title>
      <Group align="flex-end">
        <TextInput
          label={t('monitoring.list.search')}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(0);
          }}
          maxLength={100}
        />
        <Select
          label={t('monitoring.list.filter')}
          data={MONITORING_LIST_FILTERS.map((f) => ({ value: f, label: t(`monitoring.list.filters.${f}`) }))}
          value={filter}
          allowDeselect={false}
          onChange={(v) => {
            setFilter((v as typeof filter) ?? 'ALL');
            setPage(0);
          }}
        />
      </Group>
      {q.isPending ? (
        <Loading />
      ) : q.isError ? (
        <LoadFailure error={q.error} />
      ) : q.data.content.length === 0 ? (
        <Text c="dimmed">{t('monitoring.list.empty')}</Text>
      ) : (
        <Paper withBorder radius="md">
          <MonitoringTable projects={q.data.content} lang={lang} />
        </Paper>
      )}
      <Group justify="space-between" align="flex-end" wrap="wrap">
        {q.data && q.data.totalElements > size ? (
          <Pagination total={Math.ceil(q.data.totalElements / size)} value={page + 1} onChange={(p) => setPage(p - 1)} />
        ) : (
          <span />
        )}
        {q.data && q.data.totalElements > PAGE_SIZES[0] ? <PageSizeSelect value={size} onChange={setSize} /> : null}
      </Group>
    </Stack>
  );
}
