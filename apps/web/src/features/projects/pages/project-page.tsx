import { INVESTOR_EDITABLE_PHASES } from '@cri/shared/enums/project-phases';
import { hasPermission } from '@cri/shared/permissions';
import { isReviewPhase } from '@cri/shared/rules/advisor-review';
import { isStrategicProject } from '@cri/shared/rules/commission-competence';
import { checkDocumentsPath, checkProceduresPath } from '@cri/shared/schemas/advisor-review';
import { projectCommissionPath } from '@cri/shared/schemas/commission';
import { projectDetailsPath } from '@cri/shared/schemas/project-form';
import { projectHistoryPath, similarProjectsPath } from '@cri/shared/schemas/project-history';
import { projectSharePath } from '@cri/shared/schemas/project-sharing';
import { projectProceduresPath } from '@cri/shared/schemas/project-submission';
import type { TProject } from '@cri/shared/schemas/projects';
import { Alert, Anchor, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/auth/session.ts';
import { Feature } from '../../../lib/feature-flags.tsx';
import { formatAmount, formatDate } from '../../../lib/format.ts';
import { localized } from '../../../lib/i18n/localized.ts';
import { parseId } from '../../../lib/route-id.ts';
import { useReviewState } from '../../advisor-review/api/get-review-state.ts';
import { useCommissionSession } from '../../commission/api/get-commission-session.ts';
import { useContextInformation } from '../../project-history/api/get-context-information.ts';
import { useCalendarProject } from '../../scheduling/api/get-calendar-project.ts';
import { useProject } from '../api/get-project.ts';
import { AssignedAdvisor } from '../components/assigned-advisor.tsx';
import { DepositStepLinks } from '../components/deposit-step-links.tsx';
import { FollowUpActionsLink } from '../components/follow-up-actions-link.tsx';
import { InvestorReviewNotice } from '../components/investor-review-notice.tsx';
import { MonitoringMilestones } from '../components/monitoring-milestones.tsx';
import { ProjectActs } from '../components/project-acts.tsx';
import { ProjectFollowUp } from '../components/project-follow-up.tsx';
import { ProjectProcedureList } from '../components/project-procedure-list.tsx';
import { RecourseEntry } from '../components/recourse-entry.tsx';
import { RokhasSituation } from '../components/rokhas-situation.tsx';
import { projectStep } from '../lib/project-step.ts';

/** /projects/{id}: a first, read-only view of the project: its region, stage, procedures and their documents. */
export default function ProjectPage() {
  const { t } = useTranslation();
  const id = parseId(useParams().id);
  const query = useProject(id);
  if (id !== null && query.isPending) return <PageLoader />;
  if (id === null || !query.data) {
    const notFound = id === null || (query.error instanceof ApiError && query.error.status === 404);
    return (
      <Alert color={notFound ? 'gray' : 'red'} variant="light" role="alert">
        {t(notFound ? 'projects.detail.notFound' : 'projects.detail.loadFailed')}
      </Alert>
    );
  }
  return <ProjectView project={query.data} />;
}

function ProjectView({ project: p }: { project: TProject }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Text c="dimmed" size="sm">
          {t('projects.detail.title')}
        </Text>
        <Title order={1}>
          <span dir="auto">{p.name}</span>
        </Title>
      </Stack>
      <Table variant="vertical" layout="fixed" withTableBorder maw={640}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row">{t('projects.detail.region')}</Table.Th>
            <Table.Td>{localized(p, i18n.language, 'regionName')}</Table.Td>
          </Table.Tr>
          {p.reference ? (
            <Table.Tr>
              <Table.Th scope="row">{t('projects.detail.reference')}</Table.Th>
              <Table.Td dir="ltr">{p.reference}</Table.Td>
            </Table.Tr>
          ) : null}
          <Table.Tr>
            <Table.Th scope="row">{t('projects.detail.createdOn')}</Table.Th>
            <Table.Td>{formatDate(new Date(p.createdAt))}</Table.Td>
          </Table.Tr>
          {/* Step and status from the same phase (lib/project-step.ts): they always agree. */}
          <Table.Tr>
            <Table.Th scope="row">{t('projects.detail.stage')}</Table.Th>
            <Table.Td data-testid="project-step">
              {t(`projects.detail.steps.${projectStep(p.latestInvestorPhase, p.creationStage)}`)}
            </Table.Td>
          </Table.Tr>
          {p.latestInvestorPhase ? (
            <Table.Tr>
              <Table.Th scope="row">{t('projects.detail.status')}</Table.Th>
              <Table.Td>
                <Badge
                  variant="light"
                  tt="none"
                  color={INVESTOR_EDITABLE_PHASES.includes(p.latestInvestorPhase) ? 'gray' : 'blue'}
                  data-testid="project-status"
                >
                  {t(`projects.phases.${p.latestInvestorPhase}`)}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ) : null}
          <CompetenceRow projectId={p.id} />
        </Table.Tbody>
      </Table>
      <AssignedAdvisor projectId={p.id} />
      <InvestorReviewNotice projectId={p.id} />
      <Feature flag="FEATURE_RECOURSE">
        <RecourseEntry projectId={p.id} />
      </Feature>
      <ProjectFollowUp projectId={p.id} />
      <ProjectActs projectId={p.id} />
      <MonitoringMilestones projectId={p.id} />
      <FollowUpActionsLink projectId={p.id} />
      <StaffLinks projectId={p.id} />
      <ReviewLinks projectId={p.id} />
      <CommissionLink projectId={p.id} />
      <RokhasSituation projectId={p.id} />
      <DepositStepLinks projectId={p.id} />
      {p.abilities?.edit ? (
        <Group>
          <Button component={Link} to={projectDetailsPath(p.id)}>
            {t('projects.detail.continueDeposit')}
          </Button>
        </Group>
      ) : null}
      {p.framingFormId !== null ? (
        <Anchor component={Link} to={`/framing-forms/${p.framingFormId}/details`}>
          {t('projects.detail.framingForm')}
        </Anchor>
      ) : null}
      <Group justify="space-between">
        <Title order={2}>{t('projects.detail.procedures')}</Title>
        <Anchor component={Link} to={projectProceduresPath(p.id)}>
          {t('projects.procedures.open')}
        </Anchor>
      </Group>
      <ProjectProcedureList procedures={p.procedureList} />
    </Stack>
  );
}

/**
 * The commission competent for the file's total investment (spec 2 §9, decisions 030 and 050), for the staff
 * who read the agenda: "Commission nationale (projet stratégique)" from 2 bn DH, nationale from 250 M DH.
 */
function CompetenceRow({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const summary = useCalendarProject(projectId, { enabled: hasPermission(user?.roles ?? [], 'read:calendar') }).data;
  if (!summary) return null;
  const national = summary.competentCommission === 'NATIONAL';
  const label = national
    ? isStrategicProject(summary.totalInvestment)
      ? 'commission.national.strategic'
      : 'commission.national.competence'
    : 'commission.national.regional';
  return (
    <Table.Tr>
      <Table.Th scope="row">{t('commission.national.projectLabel')}</Table.Th>
      <Table.Td data-testid="competent-commission">
        <Stack gap={2}>
          <Text size="sm" fw={national ? 600 : undefined}>
            {t(label)}
          </Text>
          <Text size="xs" c="dimmed">
            {t('scheduling.competence.totalInvestment')} <bdi dir="ltr">{formatAmount(summary.totalInvestment)}</bdi>
          </Text>
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}

/** Staff links (issue 6): history and similar files for the region's staff, sharing when the API allows it. */
function StaffLinks({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const context = useContextInformation(projectId, { enabled: hasPermission(user?.roles ?? [], 'read:project-history') });
  if (!context.data) return null;
  return (
    <Group gap="lg">
      {context.data.abilities.share ? (
        <Anchor component={Link} to={projectSharePath(projectId)}>
          {t('projectSharing.link')}
        </Anchor>
      ) : null}
      <Anchor component={Link} to={projectHistoryPath(projectId)}>
        {t('projectHistory.historyLink')}
      </Anchor>
      <Anchor component={Link} to={similarProjectsPath(projectId)}>
        {t('projectHistory.similarLink')}
      </Anchor>
    </Group>
  );
}

/** The advisor's review links (issue 6), shown when the review API says the file may be checked now. */
function ReviewLinks({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const review = useReviewState(projectId, { enabled: hasPermission(user?.roles ?? [], 'review:project') });
  // The region's other advisors open the review pages too, read-only (decision 029).
  const readable = review.data?.blockers.act === 'NOT_ASSIGNED' && isReviewPhase(review.data.latestPhase);
  if (!review.data?.abilities.review && !readable) return null;
  return (
    <Group gap="lg" aria-label={t('advisorReview.staff.title')} role="group">
      <Button component={Link} to={checkProceduresPath(projectId)} variant="light">
        {t('advisorReview.staff.checkProcedures')}
      </Button>
      <Button component={Link} to={checkDocumentsPath(projectId)} variant="light">
        {t('advisorReview.staff.checkDocuments')}
      </Button>
    </Group>
  );
}

/** The commission session (issue 7), for the region's staff once the file is programmed or decided. */
function CommissionLink({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const session = useCommissionSession(projectId, { enabled: hasPermission(user?.roles ?? [], 'read:commission') });
  const s = session.data;
  if (!s || (!s.project.cruiDate && !s.commission)) return null;
  return (
    <Group>
      <Button
        component={Link}
        to={projectCommissionPath(projectId)}
        variant={s.abilities.decide || s.abilities.giveOpinion ? 'filled' : 'light'}
      >
        {t('commission.link')}
      </Button>
    </Group>
  );
}
