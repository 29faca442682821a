import type { FollowUpStatus, ProcedureActionState } from '../enums/follow-up-actions.ts';
import { DOCUMENT_MODIFICATION_WINDOW_MINUTES } from '../limits.ts';
import { platformToday } from './morocco-clock.ts';
import { addWorkingDays } from './working-days.ts';

/**
 * The rules of follow-up actions (decision 035), pure: the deadline from a delay in working days, overdue,
 * the procedure's action state, the one-hour window of documents and actions, the procedure's closure.
 */

/** The deadline of an action created `createdAt` with a delay of `delayDays` working days (Morocco clock). */
export const followUpDeadline = (createdAt: Date, delayDays: number): string =>
  addWorkingDays(platformToday(createdAt), delayDays);

/** An open action is overdue the day after its deadline (Morocco calendar day). */
export const isFollowUpOverdue = (action: { status: FollowUpStatus; deadline: string }, now: Date): boolean =>
  action.status === 'OPEN' && platformToday(now) > action.deadline;

/**
 * The action state of a procedure (spec 2 §4 Action state; decision 035), from its actions:
 * NO_ACTION without any; ERROR when an open action is overdue; WARNING when one is open; OK when every
 * action is done or was closed.
 */
export function procedureActionState(
  actions: readonly { status: FollowUpStatus; deadline: string }[],
  now: Date,
): ProcedureActionState {
  if (actions.length === 0) return 'NO_ACTION';
  if (actions.some((a) => isFollowUpOverdue(a, now))) return 'ERROR';
  if (actions.some((a) => a.status === 'OPEN')) return 'WARNING';
  return 'OK';
}

/** The end of the hour after an upload (or a creation) during which it may be changed or deleted. */
export const editableUntil = (at: Date): Date => new Date(at.getTime() + DOCUMENT_MODIFICATION_WINDOW_MINUTES * 60_000);

/** Whether the hour after `at` is still running (spec 2 §9: documents modifiable or deletable for 1 hour). */
export const withinEditWindow = (at: Date, now: Date): boolean => now.getTime() < editableUntil(at).getTime();

/**
 * Whether the advisor may delete an action (decision 035): open, nobody answered it (no document, act not
 * validated) and within the hour after its creation. After that it stays, for the file's history.
 */
export function canDeleteFollowUpAction(
  action: { status: FollowUpStatus; createdAt: Date; documentCount: number; isApproved: boolean },
  now: Date,
): boolean {
  return action.status === 'OPEN' && action.documentCount === 0 && !action.isApproved && withinEditWindow(action.createdAt, now);
}

/** A procedure is closed once one of its last-step actions is done (spec 2: "ticking the last-step box closes the procedure"). */
export const isProcedureClosed = (actions: readonly { isLastStep: boolean; status: FollowUpStatus }[]): boolean =>
  actions.some((a) => a.isLastStep && a.status === 'DONE');
