import { hasPermission } from '@cri/shared/permissions';
import { advisorChangeRequestPath } from '@cri/shared/schemas/advisor-change';
import { projectNewProceduresPath } from '@cri/shared/schemas/project-submission';
import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AssignedAdvisorNotice } from '../../../components/ui/assigned-advisor-notice.tsx';
import { useSession } from '../../../lib/auth/session.ts';
import { useReviewState } from '../../advisor-review/api/get-review-state.ts';

/**
 * On the file page (/projects/{id}): the advisor the file is assigned to, for the region's advisors; the
 * assigned advisor may add procedures to a file in review (decision 042) or ask the director to hand the file
 * to a colleague (decision 041).
 */
export function AssignedAdvisor({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const review = useReviewState(projectId, { enabled: hasPermission(user?.roles ?? [], 'review:project') });
  if (!review.data) return null;
  const mine = review.data.assignedAdvisor !== null && review.data.assignedAdvisor.id === user?.advisorId;
  return (
    <Group gap="md">
      <AssignedAdvisorNotice state={review.data} />
      {mine && (review.data.latestPhase === 'IN_REVIEW' || review.data.latestPhase === 'COMPLEMENTS_IN_REVIEW') ? (
        <Anchor component={Link} to={projectNewProceduresPath(projectId)} size="sm">
          {t('projects.newProcedures.advisorLink')}
        </Anchor>
      ) : null}
      {mine && hasPermission(user?.roles ?? [], 'request:advisor-change') ? (
        <Anchor component={Link} to={advisorChangeRequestPath(projectId)} size="sm">
          {t('advisorChange.requestLink')}
        </Anchor>
      ) : null}
    </Group>
  );
}
