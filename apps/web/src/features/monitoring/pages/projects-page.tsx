import { MONITORING_LIST_FILTERS } from '@cri/shared/schemas/monitoring';
import { Anchor, Badge, Group, Pagination, Paper, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageSizeSelect } from '../../../components/ui/page-size-select.tsx';
import { formatDate } from '../../../lib/format.ts';
import { PAGE_SIZES, usePaging } from '../../../lib/page-size.ts';
import { useMonitoringProjects } from '../api/monitoring.ts';
import { LoadFailure, Loading } from '../components/parts.tsx';
import { ltr, mPath } from '../lib/paths.ts';

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
          <Table.ScrollContainer minWidth={760}>
            <Table striped>
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
              <Table.Tbody>
                {q.data.content.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>
                      <Anchor component={Link} to={mPath.project(r.id)}>
                        {r.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{r.reference ?? '—'}</Table.Td>
                    <Table.Td>{r.investorName}</Table.Td>
                    <Table.Td>{ltr(formatDate(r.decisionDate), lang)}</Table.Td>
                    <Table.Td>{ltr(`${r.done} / ${r.milestones}`, lang)}</Table.Td>
                    <Table.Td>{r.nextExpectedDate ? ltr(formatDate(r.nextExpectedDate), lang) : '—'}</Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        {r.overdue > 0 ? (
                          <Badge color="red">{t('monitoring.list.overdueCount', { count: r.overdue })}</Badge>
                        ) : null}
                        <Badge color={r.validated ? 'green' : 'gray'} variant="light">
                          {t(r.validated ? 'monitoring.list.validated' : 'monitoring.list.toValidate')}
                        </Badge>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
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
