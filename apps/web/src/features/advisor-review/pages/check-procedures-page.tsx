import {
  checkDocumentsPath,
  checkProceduresPath,
  notifyInvestorSuccessPath,
  type TReviewState,
  VERIFICATION_STATUSES,
  type VerificationStatus,
} from '@cri/shared/schemas/advisor-review';
import { projectPath } from '@cri/shared/schemas/projects';
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { AssignedAdvisorNotice, assignedName } from '../../../components/ui/assigned-advisor-notice.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { localized } from '../../../lib/i18n/localized.ts';
import { parseId } from '../../../lib/route-id.ts';
import { useSetProcedureActive } from '../api/set-procedure-active.ts';
import { ChangeAdvisorControl } from '../components/change-advisor-control.tsx';
import { NotifyInvestorModal } from '../components/notify-investor-modal.tsx';
import { ReviewLoader } from '../components/review-loader.tsx';

/**
 * /projects/{id}/check-procedures: the advisor enables or disables the file's procedures (never the last
 * active one) and notifies the investor. /projects/{id}/notify-investor/{verificationStatus} is the same
 * page with the notify modal open; closing it returns to check-procedures.
 */
export default function CheckProceduresPage() {
  const params = useParams();
  const id = parseId(params.id);
  const status = VERIFICATION_STATUSES.find((s) => s === params.verificationStatus) ?? null;
  return <ReviewLoader id={id}>{(state) => <ProcedureChecklist state={state} notifyStatus={status} />}</ReviewLoader>;
}

/** The message the modal starts with: the documents in error and the advisor's comments, or "all in order". */
export function defaultInvestorMessage(state: TReviewState, status: VerificationStatus, t: TFunction, language: string): string {
  const common = { investor: state.investorName, name: state.name, reference: state.reference ?? '' };
  if (status === 'VALID') return t('advisorReview.notify.defaultValid', common);
  const documents = state.documents
    .filter((d) => d.inError)
    .map((d) => `- ${localized(d, language)}${d.advisorFeedback ? ` : ${d.advisorFeedback}` : ''}`)
    .join('\n');
  return t('advisorReview.notify.defaultInvalid', { ...common, documents });
}

function ProcedureChecklist({ state, notifyStatus }: { state: TReviewState; notifyStatus: VerificationStatus | null }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const toggle = useSetProcedureActive(state.projectId);
  const status: VerificationStatus = state.documents.some((d) => d.inError) ? 'INVALID' : 'VALID';
  const failure = toggle.error instanceof ApiError ? toggle.error.messageKey : toggle.error ? 'errors.INTERNAL' : null;
  return (
    <Stack gap="lg" maw={860}>
      <Stack gap={4}>
        <Title order={1}>{t('advisorReview.procedures.title')}</Title>
        <Text fw={600} dir="auto">
          {state.name}
        </Text>
        <AssignedAdvisorNotice state={state} />
        <Text size="sm">{t('advisorReview.procedures.intro')}</Text>
      </Stack>
      {state.blockers.act === 'NOT_ASSIGNED' ? (
        <Alert color="gray" variant="light">
          {t('advisorReview.blockers.notAssigned', { name: assignedName(state) })}
        </Alert>
      ) : null}
      {failure ? (
        <Alert color="red" variant="light" role="alert">
          {t(failure)}
        </Alert>
      ) : null}
      {state.procedures.length === 0 ? (
        <Alert color="gray" variant="light">
          {t('advisorReview.procedures.none')}
        </Alert>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {state.procedures.map((p) => {
            const name = localized(p, i18n.language);
            return (
              <Paper key={p.id} component="li" withBorder radius="md" p="md">
                <Group justify="space-between" wrap="nowrap">
                  <Stack gap={2}>
                    <Text fw={600}>{name}</Text>
                    <Group gap="xs">
                      <Badge variant={p.active ? 'filled' : 'light'} color={p.active ? 'teal.9' : 'gray'}>
                        {t(`advisorReview.procedures.states.${p.state}`)}
                      </Badge>
                      {p.requiresArchitect ? (
                        <Badge variant="light" color="gray">
                          {t('advisorReview.procedures.architect')}
                        </Badge>
                      ) : null}
                    </Group>
                  </Stack>
                  <Switch
                    checked={p.active}
                    disabled={!state.abilities.review || toggle.isPending}
                    onChange={(e) => toggle.mutate({ procedureId: p.id, active: e.currentTarget.checked })}
                    label={t(p.active ? 'advisorReview.procedures.active' : 'advisorReview.procedures.inactive')}
                    aria-label={t('advisorReview.procedures.toggle', { name })}
                  />
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
      <Group justify="space-between">
        <Group gap="md">
          <Anchor component={Link} to={projectPath(state.projectId)}>
            {t('advisorReview.notify.backToProject')}
          </Anchor>
          <Anchor component={Link} to={checkDocumentsPath(state.projectId)}>
            {t('advisorReview.procedures.checkDocuments')}
          </Anchor>
        </Group>
        {state.abilities.act ? (
          <Button component={Link} to={`/projects/${state.projectId}/notify-investor/${status}`}>
            {t('advisorReview.notify.open')}
          </Button>
        ) : null}
      </Group>
      <ChangeAdvisorControl state={state} />
      {notifyStatus ? (
        <NotifyInvestorModal
          projectId={state.projectId}
          defaultMessage={defaultInvestorMessage(state, notifyStatus, t, i18n.language)}
          onClose={() => navigate(checkProceduresPath(state.projectId))}
          onSent={(architectWithoutEmail) =>
            navigate(architectWithoutEmail ? notifyInvestorSuccessPath(state.projectId) : projectPath(state.projectId))
          }
        />
      ) : null}
    </Stack>
  );
}
