import { describe, expect, it } from 'vitest';
import {
  isFutureWorkingDay,
  requestDocumentSchema,
  ZDocumentFeedbackRequest,
  ZNotifyInvestorRequest,
} from '../schemas/advisor-review.ts';
import {
  canDisableProcedure,
  canRequestFromAdministration,
  canValidate,
  countsDeprecatedDocuments,
  documentInError,
  isActingAdvisor,
  sendBackBlocker,
  validateBlocker,
} from './advisor-review.ts';

describe('advisor review rules', () => {
  it('never disables the last active procedure, but re-disabling an inactive one is harmless', () => {
    const two = [
      { id: 1, active: true },
      { id: 2, active: true },
    ];
    expect(canDisableProcedure(two, 1)).toBe(true);
    const one = [
      { id: 1, active: true },
      { id: 2, active: false },
    ];
    expect(canDisableProcedure(one, 1)).toBe(false);
    expect(canDisableProcedure(one, 2)).toBe(true);
    expect(canDisableProcedure(one, 3)).toBe(false);
  });

  it('flags rejected and requested-but-missing documents, and blocks validation on them', () => {
    expect(documentInError({ advisorValidation: false, openRequest: false })).toBe(true);
    expect(documentInError({ advisorValidation: null, openRequest: true })).toBe(true);
    expect(documentInError({ advisorValidation: true, openRequest: false })).toBe(false);
    expect(documentInError({ advisorValidation: null, openRequest: false })).toBe(false);
    expect(canValidate('IN_REVIEW', [{ inError: false }])).toBe(true);
    expect(canValidate('IN_REVIEW', [{ inError: true }])).toBe(false);
    expect(canValidate('INVESTOR_EDITING', [])).toBe(false);
    expect(canValidate('FILLED', [])).toBe(false);
    expect(canRequestFromAdministration('IN_REVIEW', false)).toBe(true);
    expect(canRequestFromAdministration('IN_REVIEW', true)).toBe(false);
  });

  it('accepts only a future working day as deadline', () => {
    // 2026-11-23 is a Monday.
    expect(isFutureWorkingDay('2026-11-24', '2026-11-23')).toBe(true);
    expect(isFutureWorkingDay('2026-11-23', '2026-11-23')).toBe(false);
    expect(isFutureWorkingDay('2026-11-28', '2026-11-23')).toBe(false);
    expect(isFutureWorkingDay('2026-11-29', '2026-11-23')).toBe(false);
    expect(isFutureWorkingDay('2026-02-30', '2026-01-01')).toBe(false);
    const schema = requestDocumentSchema('2026-11-23');
    expect(schema.safeParse({ documentTypeId: 1, owner: 'INVESTOR', deadline: '2026-11-25' }).success).toBe(true);
    const admin = schema.safeParse({ documentTypeId: 1, owner: 'ADMINISTRATION', deadline: '2026-11-25' });
    expect(admin.error?.issues[0]?.message).toBe('advisorReview.request.administrationRequired');
  });

  it('needs a comment for an invalid document and a message to notify, at most 1200 characters', () => {
    const invalid = ZDocumentFeedbackRequest.safeParse({
      providedDocumentId: 1,
      advisorValidation: false,
      advisorFeedback: '  ',
    });
    expect(invalid.error?.issues[0]?.message).toBe('advisorReview.documents.commentRequired');
    const long = ZDocumentFeedbackRequest.safeParse({
      providedDocumentId: 1,
      advisorValidation: false,
      advisorFeedback: 'x'.repeat(1201),
    });
    expect(long.error?.issues[0]?.message).toBe('advisorReview.documents.commentTooLong');
    expect(ZDocumentFeedbackRequest.safeParse({ providedDocumentId: 1, advisorValidation: true }).success).toBe(true);
    expect(ZNotifyInvestorRequest.safeParse({ projectId: 1, message: ' ' }).error?.issues[0]?.message).toBe(
      'advisorReview.notify.messageRequired',
    );
    expect(ZNotifyInvestorRequest.safeParse({ projectId: 1, message: 'x'.repeat(1200) }).success).toBe(true);
  });
});

describe('decision 029: who acts on a file', () => {
  it('is the assigned advisor only; any advisor of the region when none is assigned', () => {
    expect(isActingAdvisor(4, 4)).toBe(true);
    expect(isActingAdvisor(5, 4)).toBe(false);
    expect(isActingAdvisor(null, 4)).toBe(false);
    expect(isActingAdvisor(5, null)).toBe(true);
    expect(isActingAdvisor(null, null)).toBe(false);
  });
});

describe('spec 2 §4: deprecated documents count only once past the editing phases', () => {
  it('drops a replaced upload while the file is in a deposit editing phase, keeps it after', () => {
    for (const phase of ['DRAFT', 'DRAFT_NEW_PROCEDURE', 'RESTORED'] as const)
      expect(countsDeprecatedDocuments(phase)).toBe(false);
    expect(countsDeprecatedDocuments(null)).toBe(false);
    for (const phase of ['IN_REVIEW', 'INVESTOR_EDITING', 'COMPLEMENTS_IN_REVIEW', 'FILLED'] as const)
      expect(countsDeprecatedDocuments(phase)).toBe(true);
  });
});

describe('decision 028: why send-back or validation is refused', () => {
  it('names the blocker, or null when the action is open', () => {
    expect(sendBackBlocker('IN_REVIEW', { rejected: 0, requests: 0 })).toBe('NOTHING_TO_SEND');
    expect(sendBackBlocker('IN_REVIEW', { rejected: 1, requests: 0 })).toBeNull();
    expect(sendBackBlocker('INVESTOR_EDITING', { rejected: 1, requests: 0 })).toBe('WITH_INVESTOR');
    expect(sendBackBlocker('DRAFT', { rejected: 1, requests: 0 })).toBe('NOT_IN_REVIEW');
    expect(validateBlocker('IN_REVIEW', false, [{ inError: true }])).toBe('DOCUMENTS_IN_ERROR');
    expect(validateBlocker('IN_REVIEW', false, [{ inError: false }])).toBeNull();
    expect(validateBlocker('FILLED', true, [])).toBe('VALIDATED');
    expect(validateBlocker('INVESTOR_EDITING', false, [])).toBe('WITH_INVESTOR');
    expect(validateBlocker('DRAFT', false, [])).toBe('NOT_IN_REVIEW');
  });
});
