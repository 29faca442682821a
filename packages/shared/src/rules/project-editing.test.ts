import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INVESTOR_EDITABLE_PHASES, PROJECT_PHASES } from '../enums/project-phases.ts';
import { investorMayEdit } from './project-editing.ts';

const base = { pendingRequestedDocuments: 0, hasCommission: false, unfavourable: false };

describe('investorMayEdit (spec 2 §4)', () => {
  it('allows drafts, drafts with new procedures and restored files', () => {
    for (const phase of INVESTOR_EDITABLE_PHASES) expect(investorMayEdit({ ...base, latestInvestorPhase: phase })).toBe(true);
  });

  it('allows investor editing only with every requested document delivered and no commission', () => {
    const editing = { ...base, latestInvestorPhase: 'INVESTOR_EDITING' as const };
    expect(investorMayEdit(editing)).toBe(true);
    expect(investorMayEdit({ ...editing, pendingRequestedDocuments: 1 })).toBe(false);
    expect(investorMayEdit({ ...editing, hasCommission: true })).toBe(false);
  });

  it('never allows a file after an unfavourable opinion, whatever its phase', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PROJECT_PHASES), fc.nat(3), fc.boolean(), (phase, pending, commission) => {
        expect(
          investorMayEdit({
            latestInvestorPhase: phase,
            pendingRequestedDocuments: pending,
            hasCommission: commission,
            unfavourable: true,
          }),
        ).toBe(false);
      }),
    );
  });

  it('refuses submitted and reviewed files, and files without history', () => {
    for (const phase of ['IN_REVIEW', 'COMPLEMENTS_IN_REVIEW', 'SCHEDULED', 'REVIEWED_IN_CRUI', 'ARCHIVED'] as const)
      expect(investorMayEdit({ ...base, latestInvestorPhase: phase })).toBe(false);
    expect(investorMayEdit({ ...base, latestInvestorPhase: null })).toBe(false);
  });
});
