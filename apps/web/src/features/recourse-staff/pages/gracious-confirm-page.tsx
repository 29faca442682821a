import { RECOURSE_STAFF_PATHS } from '@cri/shared/paths';
import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, Link, Navigate, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { parseId } from '../../../lib/route-id.ts';
import { useDecideGracious, useRecourseCommissionView } from '../api/recourse-staff-api.ts';
import { PageState } from '../components/page-state.tsx';
import { RecourseConfirmModal } from '../components/recourse-confirm-modal.tsx';
import { RecourseDecisionBadge } from '../components/recourse-decision-badge.tsx';
import { dropPendingDecision, pendingDecision } from '../lib/pending-decision.ts';

/**
 * /projects/{projectId}/recourse-commission/confirm-validate: the governor's representative confirms the
 * decision typed on the form (modal without a cancel link, spec 2 §2 Screens); the decision is sent with
 * its file, then the outcome is shown.
 */
export default function GraciousConfirmPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const projectId = parseId(useParams().projectId);
  const view = useRecourseCommissionView(projectId);
  const decide = useDecideGracious();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const formPath = generatePath(RECOURSE_STAFF_PATHS.graciousCommission, { projectId: String(projectId ?? 0) });
  const pending = projectId ? pendingDecision(projectId) : null;
  if (projectId === null || !view.data)
    return (
      <PageState
        title={'recourseStaff.gracious.confirmTitle'}
        pending={projectId !== null && view.isPending}
        error={view.error}
      />
    );
  if (done)
    return (
      <Stack gap="lg" maw={760}>
        <Title order={1}>{t('recourseStaff.gracious.doneTitle')}</Title>
        <Alert color="green" variant="light" role="status">
          <Stack gap="xs">
            <Text dir="auto">{view.data.project.name}</Text>
            <RecourseDecisionBadge decision={done} />
            <Text>{t('recourseStaff.gracious.doneText')}</Text>
          </Stack>
        </Alert>
        <Anchor component={Link} to={RECOURSE_STAFF_PATHS.list}>
          {t('recourseStaff.backToList')}
        </Anchor>
      </Stack>
    );
  if (!pending) return <Navigate to={formPath} replace />;
  const confirm = () => {
    setError(null);
    decide.mutate(
      { projectId, form: pending.form, file: pending.file },
      {
        onSuccess: (r) => {
          dropPendingDecision(projectId);
          setDone(r.decision ?? pending.form.decision);
        },
        onError: (e) => setError(t(e instanceof ApiError ? e.messageKey : 'errors.INTERNAL')),
      },
    );
  };
  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>{t('recourseStaff.gracious.confirmTitle')}</Title>
      <RecourseConfirmModal
        projectName={view.data.project.name}
        decision={pending.form.decision}
        pending={decide.isPending}
        error={error}
        onClose={() => void navigate(formPath)}
        onConfirm={confirm}
      />
    </Stack>
  );
}
