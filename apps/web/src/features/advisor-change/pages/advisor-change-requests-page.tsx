import { ADVISOR_CHANGE_STATUSES, type AdvisorChangeStatus, advisorChangeDetailPath } from '@cri/shared/schemas/advisor-change';
import { Alert, Anchor, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useAdvisorChangeRequests } from '../api/get-advisor-change-requests.ts';
import { personName, StatusBadge } from '../components/request-facts.tsx';

/**
 * /advisor-change-requests (decision 041): the director's requests of his region (pending first shown), the
 * advisor's own requests; each opens its page.
 */
export default function AdvisorChangeRequestsPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<AdvisorChangeStatus | 'ALL'>('PENDING');
  const query = useAdvisorChangeRequests(status === 'ALL' ? null : status);
  return (
    <Stack gap="lg">
      <Title order={1}>{t('advisorChange.title')}</Title>
      <SegmentedControl
        aria-label={t('advisorChange.filter.label')}
        value={status}
        onChange={(v) => setStatus(v as AdvisorChangeStatus | 'ALL')}
        data={[
          ...ADVISOR_CHANGE_STATUSES.map((s) => ({ value: s, label: t(`advisorChange.statuses.${s}`) })),
          { value: 'ALL', label: t('advisorChange.filter.all') },
        ]}
        w="fit-content"
      />
      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <Alert color="red" variant="light" role="alert">
          {t('advisorChange.loadFailed')}
        </Alert>
      ) : query.data.length === 0 ? (
        <Text c="dimmed">{t('advisorChange.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('advisorChange.columns.project')}</Table.Th>
                <Table.Th>{t('advisorChange.columns.from')}</Table.Th>
                <Table.Th>{t('advisorChange.columns.proposed')}</Table.Th>
                <Table.Th>{t('advisorChange.columns.date')}</Table.Th>
                <Table.Th>{t('advisorChange.columns.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={advisorChangeDetailPath(r.id)}
                      aria-label={t('advisorChange.open', { name: r.project.name })}
                    >
                      <span dir="auto">{r.project.name}</span>
                    </Anchor>
                  </Table.Td>
                  <Table.Td dir="auto">{personName(r.fromAdvisor)}</Table.Td>
                  <Table.Td dir="auto">{personName(r.proposedAdvisor)}</Table.Td>
                  <Table.Td>{formatDate(r.createdAt)}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={r.status} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
