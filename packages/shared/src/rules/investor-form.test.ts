import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEGAL_PERSON_TYPE_IDS as F } from '../enums/reference-data.ts';
import { ZCreateInvestorRequest, ZInvestorRegistrationForm } from '../schemas/investors.ts';
import {
  allowedDocumentTypes,
  COMPANY_FIELDS,
  conditionalRegistrationFields,
  IDENTITY_DOCUMENT_TYPE_IDS as DOC,
  identityAfterNationalityChange,
  isDocumentTypeAllowed,
  legalFormKindOf,
  MOROCCAN_NATIONALITY_ID,
} from './investor-form.ts';

const nationality = fc.oneof(fc.constant(MOROCCAN_NATIONALITY_ID), fc.integer({ min: 1202, max: 1270 }));
const documentType = fc.constantFrom(DOC.CIN, DOC.PASSPORT, DOC.RESIDENCE_CARD);
const family = fc.constantFrom(...Object.values(F));
const text = fc.string({ maxLength: 30 });

const valid = (investor: Record<string, unknown> = {}) => ({
  user: { title: 'MISS', firstName: 'Salma', lastName: 'Idrissi', mobilePhone: '0612345678', deskPhone: '' },
  investor: {
    accountType: 'INVESTOR',
    nationalityId: MOROCCAN_NATIONALITY_ID,
    identityDocumentTypeId: DOC.CIN,
    identityDocumentNumber: 'AB12345',
    jobTitle: 'Commerçante',
    address: 'Derb Sultan',
    legalFormFamilyId: F.NATURAL_PERSON,
    ...investor,
  },
});

describe('identity documents by nationality group (spec 1 §5)', () => {
  it('Moroccans use the CIN only; foreigners a passport or a residence card', () => {
    expect(allowedDocumentTypes(MOROCCAN_NATIONALITY_ID)).toEqual([DOC.CIN]);
    expect(allowedDocumentTypes(1221)).toEqual([DOC.PASSPORT, DOC.RESIDENCE_CARD]);
  });

  it('property: a type is allowed exactly when it belongs to the nationality group', () => {
    fc.assert(
      fc.property(nationality, documentType, (n, d) => {
        const moroccan = n === MOROCCAN_NATIONALITY_ID;
        expect(isDocumentTypeAllowed(n, d)).toBe(moroccan ? d === DOC.CIN : d !== DOC.CIN);
        const parsed = ZInvestorRegistrationForm.safeParse(
          valid({ nationalityId: n, identityDocumentTypeId: d, identityDocumentNumber: 'AB12345' }),
        );
        const typeIssue = parsed.error?.issues.some((i) => i.path.join('.') === 'investor.identityDocumentTypeId') ?? false;
        expect(typeIssue).toBe(!isDocumentTypeAllowed(n, d));
      }),
    );
  });

  it('property: a nationality change keeps the type and number when still allowed, otherwise resets both', () => {
    fc.assert(
      fc.property(nationality, documentType, text, (n, d, number) => {
        const after = identityAfterNationalityChange({ identityDocumentTypeId: d, identityDocumentNumber: number }, n);
        expect(after).toEqual(
          isDocumentTypeAllowed(n, d)
            ? { identityDocumentTypeId: d, identityDocumentNumber: number }
            : { identityDocumentTypeId: null, identityDocumentNumber: '' },
        );
      }),
    );
  });
});

describe('company fields by legal form (spec 1 §5)', () => {
  it('maps the families to the three kinds', () => {
    expect(legalFormKindOf(F.NATURAL_PERSON)).toBe('PHYSICAL_PERSON');
    expect(legalFormKindOf(F.AUTO_ENTREPRENEUR)).toBe('SELF_EMPLOYED');
    expect(legalFormKindOf(F.LEGAL_PERSON)).toBe('CORPORATE_ENTITY');
    expect(legalFormKindOf(F.COOPERATIVE)).toBe('CORPORATE_ENTITY');
    expect(legalFormKindOf(null)).toBeNull();
  });

  it("property: a physical person's company fields are always cleared, others kept", () => {
    const company = fc.record({
      companyName: text,
      companyAddress: text,
      companyZipCode: fc.constantFrom('', '20000'),
      ice: fc.constantFrom('', '001234567000089'),
      nirn: text,
      companyCommuneId: fc.option(fc.integer({ min: 1, max: 1000 })),
    });
    fc.assert(
      fc.property(family, company, fc.constantFrom('INVESTOR', 'PROFESSIONAL'), (familyId, fields, accountType) => {
        const input = valid({
          ...fields,
          legalFormFamilyId: familyId,
          accountType,
          communeId: 1,
          zipCode: '20000',
          companyAddress: fields.companyAddress || 'x',
          companyName: fields.companyName || 'x',
        });
        const parsed = ZCreateInvestorRequest.safeParse(input);
        // A physical person's form never fails on company fields; other forms may on their formats.
        if (familyId === F.NATURAL_PERSON) expect(parsed.success).toBe(true);
        if (!parsed.success) return;
        const out = parsed.data.investor;
        for (const field of COMPANY_FIELDS) {
          if (familyId === F.NATURAL_PERSON) expect(out[field]).toBe(field === 'companyCommuneId' ? null : '');
        }
        if (familyId !== F.NATURAL_PERSON) expect(out.nirn).toBe(fields.nirn.trim());
      }),
    );
  });
});

describe('conditional requirements (spec 1 §5)', () => {
  it('property: commune and zip only for a national intermediary; company fields never for a physical person', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('INVESTOR' as const, 'PROFESSIONAL' as const),
        nationality,
        family,
        (accountType, nationalityId, legalFormFamilyId) => {
          const required = conditionalRegistrationFields({ accountType, nationalityId, legalFormFamilyId });
          const national = nationalityId === MOROCCAN_NATIONALITY_ID;
          expect(required.has('communeId')).toBe(accountType === 'PROFESSIONAL' && national);
          expect(required.has('address')).toBe(accountType === 'PROFESSIONAL' || legalFormFamilyId === F.AUTO_ENTREPRENEUR);
          const kind = legalFormKindOf(legalFormFamilyId);
          expect(required.has('companyAddress')).toBe(kind === 'CORPORATE_ENTITY');
          if (kind === 'PHYSICAL_PERSON') expect([...required].some((f) => f.startsWith('company'))).toBe(false);
          expect(required.has('companyCommuneId')).toBe(
            accountType === 'PROFESSIONAL' && national && kind === 'CORPORATE_ENTITY',
          );
        },
      ),
    );
  });
});

describe('registration form messages', () => {
  it('a valid investor form passes; every required message is an investors.* key', () => {
    expect(ZInvestorRegistrationForm.safeParse(valid()).success).toBe(true);
    const parsed = ZInvestorRegistrationForm.safeParse({ user: {}, investor: { nationalityId: null } });
    expect(parsed.success).toBe(false);
    for (const issue of parsed.error?.issues ?? []) expect(issue.message).toMatch(/^investors\.validation\./);
  });
});
