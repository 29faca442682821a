import { describe, expect, it } from 'vitest';
import { LEGAL_PERSON_TYPE_IDS as F } from '../enums/reference-data.ts';
import { documentAppliesTo, holderFamilyOf } from './document-applicability.ts';

describe('documents that concern an investor (issue 13: documents to prepare)', () => {
  it("asks a physical person neither the association's receipt nor the auto-entrepreneur's card", () => {
    expect(documentAppliesTo(F.ASSOCIATION, F.NATURAL_PERSON)).toBe(false);
    expect(documentAppliesTo(F.AUTO_ENTREPRENEUR, F.NATURAL_PERSON)).toBe(false);
    expect(documentAppliesTo(F.LEGAL_PERSON, F.NATURAL_PERSON)).toBe(false);
  });

  it('asks each family its own documents and everyone the documents of no family', () => {
    expect(documentAppliesTo(F.ASSOCIATION, F.ASSOCIATION)).toBe(true);
    expect(documentAppliesTo(F.AUTO_ENTREPRENEUR, F.AUTO_ENTREPRENEUR)).toBe(true);
    for (const family of Object.values(F)) expect(documentAppliesTo(null, family)).toBe(true);
  });

  it('lists everything while the legal form is unknown', () => {
    expect(documentAppliesTo(F.ASSOCIATION, null)).toBe(true);
  });

  it("takes the project form's legal form first, the questionnaire's otherwise", () => {
    expect(holderFamilyOf(F.LEGAL_PERSON, F.NATURAL_PERSON)).toBe(F.LEGAL_PERSON);
    expect(holderFamilyOf(null, F.NATURAL_PERSON)).toBe(F.NATURAL_PERSON);
    expect(holderFamilyOf(null, null)).toBeNull();
  });
});
