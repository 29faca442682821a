import { hasPermission } from '@cri/shared/permissions';
import { AssignedAdvisorNotice } from '../../../components/ui/assigned-advisor-notice.tsx';
import { useSession } from '../../../lib/auth/session.ts';
import { useReviewState } from '../../advisor-review/api/get-review-state.ts';

/** On the file page (/projects/{id}): the advisor the file is assigned to, for the region's advisors. */
export function AssignedAdvisor({ projectId }: { projectId: number }) {
  const { user } = useSession();
  const review = useReviewState(projectId, { enabled: hasPermission(user?.roles ?? [], 'review:project') });
  if (!review.data) return null;
  return <AssignedAdvisorNotice state={review.data} />;
}
