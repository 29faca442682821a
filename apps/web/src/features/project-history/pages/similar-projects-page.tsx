import { projectHistoryPath } from '@cri/shared/schemas/project-history';
import { projectPath } from '@cri/shared/schemas/projects';
import { Alert, Anchor, Badge, Group, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatAmount, formatDate, formatNumber } from '../../../lib/format.ts';
import { localized } from '../../../lib/i18n/localized.ts';
import { parseId } from '../../../lib/route-id.ts';
import { useSimilarProjects } from '../api/get-similar-projects.ts';

const PAGE_SIZE = 10;

/** /projects/{projectId}/similar-projects: files of the region like this one, with their latest phase and decision. */
export default function SimilarProjectsPage() {
  const { t, i18n } = useTranslation();
  const id = parseId(useParams().projectId);
  const [page, setPage] = useState(0);
  const query = useSimilarProjects(id, page, PAGE_SIZE);
  if (id !== null && query.isPending) return <PageLoader />;
  if (id === null || !query.data) {
    const notFound = id === null || (query.error instanceof ApiError && query.error.status === 404);
    return (
      <Alert color={notFound ? 'gray' : 'red'} variant="light" role="alert">
        {t(notFound ? 'projectHistory.notFound' : 'projectHistory.loadFailed')}
      </Alert>
    );
  }
  const { rows, pageCount, total } = query.data;
  const c = (key: string) => t(`projectHistory.columns.${key}`);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('projectHistory.similarTitle')}</Title>
        <Group gap="lg">
          <Anchor component={Link} to={projectPath(id)}>
            {t('projectHistory.backToProject')}
          </Anchor>
          <Anchor component={Link} to={projectHistoryPath(id)}>
            {t('projectHistory.historyLink')}
          </Anchor>
        </Group>
        <Text size="sm" c="dimmed">
          {t('projectHistory.total', { count: total })}
        </Text>
      </Stack>
      {rows.length === 0 ? (
        <Text>{t('projectHistory.noSimilar')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={860}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{c('project')}</Table.Th>
                <Table.Th>{c('createdAt')}</Table.Th>
                <Table.Th>{c('phase')}</Table.Th>
                <Table.Th>{c('decision')}</Table.Th>
                <Table.Th>{c('investment')}</Table.Th>
                <Table.Th>{c('jobs')}</Table.Th>
                <Table.Th>{c('similarity')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>
                    <Anchor component={Link} to={projectPath(r.id)} dir="auto">
                      {r.name}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {r.reference ? <span dir="ltr">{r.reference}</span> : null}
                      {r.communeNameFr ? ` · ${localized(r, i18n.language, 'communeName')}` : ''}
                    </Text>
                  </Table.Td>
                  <Table.Td>{formatDate(new Date(r.createdAt))}</Table.Td>
                  <Table.Td>{r.latestPhase ? t(`projects.phases.${r.latestPhase}`) : t('projectHistory.noPhase')}</Table.Td>
                  <Table.Td>
                    {r.commissionDecision
                      ? t(`projects.decisions.${r.commissionDecision}`, { defaultValue: r.commissionDecision })
                      : t('projectHistory.noDecision')}
                  </Table.Td>
                  <Table.Td dir="ltr">{formatAmount(r.totalInvestment)}</Table.Td>
                  <Table.Td dir="ltr">{formatNumber(r.totalJobs)}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {r.sameSector ? (
                        <Badge size="sm" variant="light">
                          {t('projectHistory.sameSector')}
                        </Badge>
                      ) : null}
                      {r.commonProcedures > 0 ? (
                        <Badge size="sm" variant="light" color="grape">
                          {t('projectHistory.commonProcedures', { count: r.commonProcedures })}
                        </Badge>
                      ) : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pageCount > 1 ? (
        <Pagination
          total={pageCount}
          value={page + 1}
          onChange={(p) => setPage(p - 1)}
          getItemProps={(n) => ({ 'aria-label': `${t('projectHistory.pagination')} ${n}` })}
          getControlProps={(control) => ({ 'aria-label': `${t('projectHistory.pagination')} ${control}` })}
          aria-label={t('projectHistory.pagination')}
        />
      ) : null}
    </Stack>
  );
}
