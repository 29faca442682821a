import { Alert, Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { parseId } from '../../../lib/route-id.ts';
import { useActHistory } from '../api/get-follow-up-actions.ts';
import { listPath } from '../lib/paths.ts';

/** /projects/{id}/follow-up-action/{fuaId}/act-revisions-history: the act's versions and revisions. */
export default function ActHistoryPage() {
  const { t } = useTranslation();
  const params = useParams();
  const projectId = parseId(params.projectId);
  const query = useActHistory(parseId(params.fuaId));
  if (query.isPending && parseId(params.fuaId) !== null) return <PageLoader />;
  if (projectId === null || !query.data)
    return (
      <Alert color="gray" variant="light" role="alert">
        {t('followUpActions.notFound')}
      </Alert>
    );
  const h = query.data;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={listPath(projectId)} size="sm">
        {t('followUpActions.back')}
      </Anchor>
      <Title order={1}>{t('followUpActions.history.title')}</Title>
      <Text data-testid="revision-counts">
        {t('followUpActions.history.counts', { director: h.revisionsByDirector, governor: h.revisionsByGovernor })}
      </Text>
      <Title order={2} size="h3">
        {t('followUpActions.history.versions')}
      </Title>
      <Table withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('followUpActions.history.version')}</Table.Th>
            <Table.Th>{t('followUpActions.history.file')}</Table.Th>
            <Table.Th>{t('followUpActions.history.date')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {h.versions.map((v) => (
            <Table.Tr key={v.version}>
              <Table.Td>{v.version}</Table.Td>
              <Table.Td dir="auto">{v.fileName}</Table.Td>
              <Table.Td dir="ltr">{formatDateTime(v.uploadedAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Title order={2} size="h3">
        {t('followUpActions.history.revisions')}
      </Title>
      {h.revisions.length === 0 ? (
        <Text c="dimmed">{t('followUpActions.history.none')}</Text>
      ) : (
        <Table withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('followUpActions.history.requester')}</Table.Th>
              <Table.Th>{t('followUpActions.history.version')}</Table.Th>
              <Table.Th>{t('followUpActions.history.reason')}</Table.Th>
              <Table.Th>{t('followUpActions.history.by')}</Table.Th>
              <Table.Th>{t('followUpActions.history.date')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {h.revisions.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{t(`followUpActions.history.requesters.${r.requester}`)}</Table.Td>
                <Table.Td>{r.actVersion}</Table.Td>
                <Table.Td dir="auto">{r.reason}</Table.Td>
                <Table.Td dir="auto">{r.requestedByName}</Table.Td>
                <Table.Td dir="ltr">{formatDateTime(r.requestedAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
