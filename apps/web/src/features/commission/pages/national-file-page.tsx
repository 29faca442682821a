import { COMMISSION_PATHS } from '@cri/shared/paths';
import type { TNationalCommissionFile } from '@cri/shared/schemas/national-commission';
import { Alert, Anchor, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatAmount } from '../../../lib/format.ts';
import { localized } from '../../../lib/i18n/localized.ts';
import { parseId } from '../../../lib/route-id.ts';
import { useNationalFile } from '../api/get-national-commission.ts';
import { DecisionForm } from '../components/decision-form.tsx';
import { DecisionSummary } from '../components/decision-summary.tsx';
import { NationalCompetenceBadge } from '../components/national-competence.tsx';

/**
 * /national-commission/projects/{id} (decision 050): a file of national competence, and the national
 * commission's decision with the region's form (confirmation modal), or the decision once recorded.
 */
export default function NationalFilePage() {
  const { t } = useTranslation();
  const id = parseId(useParams().id);
  const query = useNationalFile(id);
  if (id !== null && query.isPending) return <PageLoader />;
  if (id === null || !query.data) {
    const notFound = id === null || (query.error instanceof ApiError && query.error.status === 404);
    return (
      <Alert color={notFound ? 'gray' : 'red'} variant="light" role="alert">
        {t(notFound ? 'projects.detail.notFound' : 'commission.errors.loadFailed')}
      </Alert>
    );
  }
  return <FileView file={query.data} />;
}

function FileView({ file }: { file: TNationalCommissionFile }) {
  const { t, i18n } = useTranslation();
  const p = file.project;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Anchor component={Link} to={COMMISSION_PATHS.nationalList} size="sm">
          {t('commission.national.back')}
        </Anchor>
        <Text c="dimmed" size="sm">
          {t('commission.national.title')}
        </Text>
        <Title order={1}>
          <span dir="auto">{p.name}</span>
        </Title>
      </Stack>
      <Paper withBorder p="md" maw={720}>
        <Table variant="vertical" layout="fixed">
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">{t('scheduling.common.reference')}</Table.Th>
              <Table.Td dir="ltr" style={{ textAlign: 'start' }}>
                {p.reference ?? t('scheduling.common.noReference')}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('commission.national.region')}</Table.Th>
              <Table.Td>{localized(p, i18n.language, 'regionName')}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('scheduling.common.investor')}</Table.Th>
              <Table.Td dir="auto">{p.investorName}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('commission.national.totalInvestment')}</Table.Th>
              <Table.Td>
                <bdi dir="ltr">{formatAmount(p.totalInvestment)}</bdi>
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('scheduling.competence.label')}</Table.Th>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <NationalCompetenceBadge strategic={file.strategic} />
                  <Text size="xs" c="dimmed">
                    {t('scheduling.competence.nationalHint')}
                  </Text>
                </Stack>
              </Table.Td>
            </Table.Tr>
            {p.latestPhase ? (
              <Table.Tr>
                <Table.Th scope="row">{t('scheduling.common.phase')}</Table.Th>
                <Table.Td>{t(`projects.phases.${p.latestPhase}`)}</Table.Td>
              </Table.Tr>
            ) : null}
          </Table.Tbody>
        </Table>
      </Paper>
      {file.decision ? <DecisionSummary commission={{ ...file.decision, members: [] }} canRaise={false} /> : null}
      {file.abilities.decide ? <DecisionForm projectId={p.id} projectName={p.name} national /> : null}
      {!file.decision && !file.abilities.decide ? <Alert variant="light">{t('commission.national.notAwaiting')}</Alert> : null}
    </Stack>
  );
}
