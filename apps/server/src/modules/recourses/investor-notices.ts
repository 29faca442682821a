import type { RecourseType } from '@cri/shared/enums/recourses';
import type { DbOrTx } from '../../db/client.ts';
import { notify } from '../notifications/notify.ts';
import type { RecourseProject } from './repository.ts';

/**
 * The investor's receipt of a filing (issue 15): an in-app notice with the decision's deadline, leading to
 * the appeal's page. Saved in the filing's transaction. (The decision and the opening of the ministerial
 * appeal reach the investor by notices.ts, with a mail.)
 */
export async function tellInvestorFiled(
  tx: DbOrTx,
  d: { project: RecourseProject; type: RecourseType; decisionDeadline: string },
): Promise<void> {
  const [y, m, day] = d.decisionDeadline.split('-');
  await notify(tx, {
    userId: d.project.userId,
    titleKey: `recoursesInvestor.notifications.filed${d.type}.title`,
    bodyKey: `recoursesInvestor.notifications.filed${d.type}.body`,
    params: { projectName: d.project.name, deadline: `${day}/${m}/${y}` },
    link:
      d.type === 'GRACIOUS'
        ? `/projects/${d.project.id}/recourse-details`
        : `/projects/${d.project.id}/ministerial-recourse-details`,
    projectId: d.project.id,
  });
}
