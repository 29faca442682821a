import { describe, expect, it } from 'vitest';
import {
  architectNotOnPartner,
  canSendToRokhas,
  commentDeadline,
  commentWindowOpen,
  decidedForRokhas,
  landFolderStatus,
  nextAttemptDelayMs,
  type SendFacts,
  verificationRecordsPhase,
} from './rokhas.ts';

const ready: SendFacts = {
  communeCovered: true,
  procedureNatureCode: 'PCT',
  procedureAccepted: true,
  decided: true,
  missingDocuments: 0,
  minutesSigned: true,
  finalMinutesUploaded: true,
  alreadySent: false,
};

describe('land-folder status (spec 2 §4)', () => {
  it('is SENDING_IN_PROGRESS without folder, NOT_EXAMINED with folders without situations, else EXAMINED_OR_IN_PROGRESS', () => {
    expect(landFolderStatus([])).toBe('SENDING_IN_PROGRESS');
    expect(landFolderStatus([{ situationCount: 0 }])).toBe('NOT_EXAMINED');
    expect(landFolderStatus([{ situationCount: 0 }, { situationCount: 2 }])).toBe('EXAMINED_OR_IN_PROGRESS');
  });
});

describe('sending a folder to Rokhas (spec 2 §4 Advisor actions, §9)', () => {
  it('is allowed when nothing blocks', () => {
    expect(canSendToRokhas(ready)).toEqual({ ok: true, blockers: [] });
  });
  it('names each blocker: documents missing, minutes unsigned, final minutes not uploaded', () => {
    expect(canSendToRokhas({ ...ready, missingDocuments: 2, minutesSigned: false, finalMinutesUploaded: false })).toEqual({
      ok: false,
      blockers: ['DOCUMENTS_MISSING', 'MINUTES_UNSIGNED', 'FINAL_MINUTES_MISSING'],
    });
  });
  it('refuses a commune the partner does not cover, a procedure without nature code, an undecided file, a second send', () => {
    const { blockers } = canSendToRokhas({
      ...ready,
      communeCovered: false,
      procedureNatureCode: null,
      procedureAccepted: false,
      alreadySent: true,
    });
    expect(blockers).toEqual(['COMMUNE_NOT_COVERED', 'PROCEDURE_NOT_COVERED', 'NOT_DECIDED', 'ALREADY_SENT']);
  });
});

describe('decision before Rokhas (decision 040)', () => {
  it('needs a favourable decision, or reserves lifted', () => {
    expect(decidedForRokhas('REVIEWED_IN_CRUI', 'FAVORABLE')).toBe(true);
    expect(decidedForRokhas('REVIEWED_IN_CRUI', 'FAVORABLE_WITH_RESTRICTIONS')).toBe(false);
    expect(decidedForRokhas('REVIEWED_IN_CRUI', 'UNFAVORABLE')).toBe(false);
    expect(decidedForRokhas('RAISE_RESERVATION_CONFIRMED', 'FAVORABLE_WITH_RESTRICTIONS')).toBe(true);
    expect(decidedForRokhas('SHARED_FOLDER_WITH_ROKHAS', 'FAVORABLE')).toBe(true);
    expect(decidedForRokhas('FILLED', null)).toBe(false);
    expect(decidedForRokhas(null, null)).toBe(false);
  });
  it('records the verification phase only before sharing', () => {
    expect(verificationRecordsPhase('REVIEWED_IN_CRUI', 'FAVORABLE')).toBe(true);
    expect(verificationRecordsPhase('DATA_VERIFICATION_WITH_PARTNER', 'FAVORABLE')).toBe(true);
    expect(verificationRecordsPhase('SHARED_FOLDER_WITH_ROKHAS', 'FAVORABLE')).toBe(false);
    expect(verificationRecordsPhase('IN_REVIEW', null)).toBe(false);
  });
});

describe('comment window and retries', () => {
  it('gives the technical members 48 hours', () => {
    const at = new Date('2026-11-25T10:00:00Z');
    expect(commentDeadline(at).toISOString()).toBe('2026-11-27T10:00:00.000Z');
    expect(commentWindowOpen(at, new Date('2026-11-27T09:59:59Z'))).toBe(true);
    expect(commentWindowOpen(at, new Date('2026-11-27T10:00:00Z'))).toBe(false);
    expect(commentWindowOpen(null, at)).toBe(false);
  });
  it('waits longer after each failure, at most an hour', () => {
    expect(nextAttemptDelayMs(1)).toBe(60_000);
    expect(nextAttemptDelayMs(3)).toBe(240_000);
    expect(nextAttemptDelayMs(20)).toBe(3_600_000);
  });
});

describe('architect without partner account (notify-investor flag)', () => {
  const check = (status: 'EXIST' | 'NOT_EXIST' | 'IN_PROGRESS', email = 'a@b.ma') => ({ email, status });
  it('flags an empty e-mail or a NOT_EXIST answer for the current e-mail, only when an architect is needed', () => {
    expect(architectNotOnPartner({ requiresArchitect: true, email: ' ', check: null })).toBe(true);
    expect(architectNotOnPartner({ requiresArchitect: true, email: 'A@b.ma', check: check('NOT_EXIST') })).toBe(true);
    expect(architectNotOnPartner({ requiresArchitect: true, email: 'a@b.ma', check: check('EXIST') })).toBe(false);
    expect(architectNotOnPartner({ requiresArchitect: true, email: 'a@b.ma', check: check('IN_PROGRESS') })).toBe(false);
    expect(architectNotOnPartner({ requiresArchitect: true, email: 'new@b.ma', check: check('NOT_EXIST') })).toBe(false);
    expect(architectNotOnPartner({ requiresArchitect: false, email: '', check: null })).toBe(false);
  });
});
