import { isActingAdvisor } from '@cri/shared/rules/advisor-review';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import { AppError } from '../../lib/app-error.ts';

/**
 * Decision 029, the one guard of who acts on a file: the region's other advisors read it (the region scope
 * already let them find it), only the advisor assigned to it acts (review marks, requests, send-back,
 * validation, procedures). One who takes the file over through the change of advisor becomes the assigned
 * one. A file with no advisor assigned may be acted on by any advisor of its region.
 */
export function assertActingAdvisor(caller: Pick<TAccessClaims, 'advisorId'>, project: { advisorId: number | null }): void {
  if (!isActingAdvisor(caller.advisorId, project.advisorId))
    throw new AppError('NOT_ASSIGNED_ADVISOR', { messageKey: 'errors.NOT_ASSIGNED_ADVISOR' });
}
