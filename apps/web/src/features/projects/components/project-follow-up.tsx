import { decisionColor } from '@cri/shared/enums/commission-decisions';
import { projectNewProceduresPath, projectRecapPath } from '@cri/shared/schemas/project-submission';
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../lib/auth/session.ts';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { useProjectPv } from '../../signatures/api/get-project-pv.ts';
import { usePhases } from '../api/get-phases.ts';
import { PhaseTimeline } from './phase-timeline.tsx';

/** Phases that let the investor add procedures (the server decides; mirrored here only to show the link). */
const ADD_FROM = ['DRAFT', 'DRAFT_NEW_PROCEDURE', 'RESTORED', 'IN_REVIEW', 'COMPLEMENTS_IN_REVIEW'];

/** The follow-up part of /projects/{id}: the investor's phase, deposit date, latest decision and timeline. */
export function ProjectFollowUp({ projectId }: { projectId: number }) {
  const { t, i18n } = useTranslation();
  const query = usePhases(projectId);
  const investor = useSession().user?.roles.includes('ROLE_INVESTOR') ?? false;
  if (query.isPending) return null;
  if (!query.data)
    return (
      <Alert color="red" variant="light" role="alert">
        {t('projects.detail.loadFailed')}
      </Alert>
    );
  const d = query.data;
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="project-follow-up">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} id="project-follow-up">
            {t('projects.timeline.title')}
          </Title>
          {d.investorPhase ? (
            <Badge size="lg" variant="light" color={d.editable ? 'gray' : 'blue'}>
              {t(`projects.phases.${d.investorPhase}`)}
            </Badge>
          ) : null}
        </Group>
        <Table variant="vertical" layout="fixed" withTableBorder maw={640}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">{t('projects.timeline.depositDate')}</Table.Th>
              <Table.Td>
                {d.depositDate ? <span dir="ltr">{formatDateTime(d.depositDate)}</span> : t('projects.timeline.notDeposited')}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('projects.timeline.latestDecision')}</Table.Th>
              <Table.Td>
                {d.latestDecision ? (
                  <Group gap="xs">
                    <Badge variant="filled" color={`${decisionColor(d.latestDecision.choice)}.9`}>
                      {t(`projects.decisions.${d.latestDecision.choice}`, { defaultValue: d.latestDecision.choice })}
                    </Badge>
                    <Text span size="sm" dir="ltr">
                      {formatDateTime(d.latestDecision.at)}
                    </Text>
                  </Group>
                ) : (
                  t('projects.timeline.noDecision')
                )}
              </Table.Td>
            </Table.Tr>
            {d.latestDecision ? <PvRow projectId={projectId} /> : null}
          </Table.Tbody>
        </Table>
        <PhaseTimeline phases={d.phases} />
        {d.forecasts && d.forecasts.length > 0 ? (
          <Stack gap={4} data-testid="payment-forecasts">
            <Text fw={600} size="sm">
              {t('payments.forecasts.title')}
            </Text>
            {d.forecasts.map((f) => (
              <Text key={`${f.paymentDetailId}-${f.type}`} size="sm">
                {t(`payments.forecasts.${f.type}`, {
                  procedure: i18n.language === 'ar' ? f.procedureNameAr || f.procedureNameFr : f.procedureNameFr,
                  date: formatDate(f.date),
                })}
              </Text>
            ))}
          </Stack>
        ) : null}
        {investor ? (
          <Group>
            {d.editable ? (
              <Button component={Link} to={projectRecapPath(projectId)} variant="light">
                {t('projects.recap.title')}
              </Button>
            ) : null}
            {d.investorPhase && ADD_FROM.includes(d.investorPhase) ? (
              <Button component={Link} to={projectNewProceduresPath(projectId)} variant="default">
                {t('projects.timeline.addProcedures')}
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The commission's PV (issue 7): the investor downloads it once loaded (signed) or 48 hours after finalisation. */
function PvRow({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const pv = useProjectPv(projectId).data;
  if (!pv) return null;
  return (
    <Table.Tr>
      <Table.Th scope="row">{t('signatures.projectPv.label')}</Table.Th>
      <Table.Td>
        {pv.available && pv.downloadUrl ? (
          <Anchor href={pv.downloadUrl} download={pv.fileName ?? undefined} data-testid="project-pv-download">
            <Group gap={4} component="span" wrap="nowrap">
              <IconDownload size={16} aria-hidden="true" />
              <span>{t(pv.fullySigned ? 'signatures.projectPv.download' : 'signatures.projectPv.downloadUnsigned')}</span>
            </Group>
          </Anchor>
        ) : (
          t('signatures.projectPv.pending')
        )}
      </Table.Td>
    </Table.Tr>
  );
}
