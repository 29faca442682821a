import { describe, expect, it } from 'vitest';
import {
  canDeleteFollowUpAction,
  followUpDeadline,
  isFollowUpOverdue,
  isProcedureClosed,
  procedureActionState,
  withinEditWindow,
} from './follow-up-actions.ts';

const at = (iso: string) => new Date(iso);

describe('follow-up action rules (decision 035)', () => {
  it('counts the delay in working days from the Moroccan day of creation', () => {
    // Thursday 26 November 2026 + 3 working days = Tuesday 1 December (the weekend skipped).
    expect(followUpDeadline(at('2026-11-26T09:00:00Z'), 3)).toBe('2026-12-01');
    // 23:30 UTC on Friday is already Saturday in Morocco (UTC+1): Saturday + 1 working day = Monday.
    expect(followUpDeadline(at('2026-11-27T23:30:00Z'), 1)).toBe('2026-11-30');
  });

  it('an open action is overdue the day after its deadline, never once done or closed', () => {
    const open = { status: 'OPEN' as const, deadline: '2026-12-01' };
    expect(isFollowUpOverdue(open, at('2026-12-01T20:00:00Z'))).toBe(false);
    expect(isFollowUpOverdue(open, at('2026-12-02T08:00:00Z'))).toBe(true);
    expect(isFollowUpOverdue({ ...open, status: 'DONE' }, at('2026-12-09T08:00:00Z'))).toBe(false);
    expect(isFollowUpOverdue({ ...open, status: 'CLOSED' }, at('2026-12-09T08:00:00Z'))).toBe(false);
  });

  it('the action state: NO_ACTION, ERROR before WARNING, OK when all are done or closed', () => {
    const now = at('2026-12-02T08:00:00Z');
    expect(procedureActionState([], now)).toBe('NO_ACTION');
    expect(
      procedureActionState(
        [
          { status: 'DONE', deadline: '2026-11-01' },
          { status: 'CLOSED', deadline: '2026-11-01' },
        ],
        now,
      ),
    ).toBe('OK');
    expect(
      procedureActionState(
        [
          { status: 'OPEN', deadline: '2026-12-05' },
          { status: 'DONE', deadline: '2026-11-01' },
        ],
        now,
      ),
    ).toBe('WARNING');
    expect(
      procedureActionState(
        [
          { status: 'OPEN', deadline: '2026-12-05' },
          { status: 'OPEN', deadline: '2026-12-01' },
        ],
        now,
      ),
    ).toBe('ERROR');
  });

  it('one hour to change a document or delete an unanswered action', () => {
    const created = at('2026-11-26T09:00:00Z');
    expect(withinEditWindow(created, at('2026-11-26T09:59:59Z'))).toBe(true);
    expect(withinEditWindow(created, at('2026-11-26T10:00:00Z'))).toBe(false);
    const action = { status: 'OPEN' as const, createdAt: created, documentCount: 0, isApproved: false };
    expect(canDeleteFollowUpAction(action, at('2026-11-26T09:30:00Z'))).toBe(true);
    expect(canDeleteFollowUpAction(action, at('2026-11-26T10:30:00Z'))).toBe(false);
    expect(canDeleteFollowUpAction({ ...action, documentCount: 1 }, at('2026-11-26T09:30:00Z'))).toBe(false);
    expect(canDeleteFollowUpAction({ ...action, isApproved: true }, at('2026-11-26T09:30:00Z'))).toBe(false);
    expect(canDeleteFollowUpAction({ ...action, status: 'CLOSED' }, at('2026-11-26T09:30:00Z'))).toBe(false);
  });

  it('a procedure closes once a last-step action is done (not while open, not when force-closed)', () => {
    expect(isProcedureClosed([{ isLastStep: true, status: 'OPEN' }])).toBe(false);
    expect(isProcedureClosed([{ isLastStep: true, status: 'CLOSED' }])).toBe(false);
    expect(
      isProcedureClosed([
        { isLastStep: false, status: 'DONE' },
        { isLastStep: true, status: 'DONE' },
      ]),
    ).toBe(true);
  });
});
