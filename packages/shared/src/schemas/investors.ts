import { z } from 'zod';
import { TITLES } from '../enums/roles.ts';
import {
  clearCompanyFieldsOfPhysicalPerson,
  INVESTOR_ACCOUNT_TYPES,
  LEGAL_FORM_KINDS,
  MOROCCAN_NATIONALITY_ID,
} from '../rules/investor-form.ts';
import { checkProfileEdit, checkRegistration } from '../rules/investor-form-checks.ts';

/**
 * Contracts of the investor record (spec 1 §3 Investor, §7). One schema per form, used by the web form
 * (zodResolver) and by the route: shapes and lengths here, the cross-field rules in rules/.
 * Empty texts are '' and empty choices null, so a form never holds undefined.
 */

const text = (max: number) => z.string().trim().max(max).default('');
const choiceId = z.number().int().positive().max(2_147_483_647).nullable().default(null);
export const ZInvestorId = z.coerce.number().int().positive().max(2_147_483_647);

const ZPhones = { mobilePhone: text(10), deskPhone: text(10) };
const ZCompanyFields = {
  companyName: text(200),
  companyAddress: text(300),
  companyCommuneId: choiceId,
  companyZipCode: text(5),
  ice: text(15),
  nirn: text(50),
};

export const ZInvestorRegistrationForm = z
  .object({
    user: z.strictObject({
      title: z.enum(TITLES).nullable().default(null),
      firstName: text(100),
      lastName: text(100),
      ...ZPhones,
    }),
    investor: z.strictObject({
      accountType: z.enum(INVESTOR_ACCOUNT_TYPES).default('INVESTOR'),
      nationalityId: choiceId.default(MOROCCAN_NATIONALITY_ID),
      identityDocumentTypeId: choiceId,
      identityDocumentNumber: text(20),
      jobTitle: text(150),
      professionTypeId: choiceId,
      organisation: text(200),
      address: text(300),
      communeId: choiceId,
      zipCode: text(5),
      legalFormFamilyId: choiceId,
      ...ZCompanyFields,
    }),
  })
  .superRefine(checkRegistration);
export type TInvestorRegistrationFormInput = z.input<typeof ZInvestorRegistrationForm>;
export type TInvestorRegistrationForm = z.output<typeof ZInvestorRegistrationForm>;

/** POST /investors/create: the form, a physical person's company fields cleared (the server does it too). */
export const ZCreateInvestorRequest = ZInvestorRegistrationForm.transform((v) => ({
  ...v,
  investor: clearCompanyFieldsOfPhysicalPerson(v.investor),
}));
export type TCreateInvestorRequest = z.output<typeof ZCreateInvestorRequest>;

export const ZCreateInvestorResponse = z.object({ id: z.number().int() });
export type TCreateInvestorResponse = z.infer<typeof ZCreateInvestorResponse>;

/** PUT /investors/update: `userAndInvestor`; the legal form is not editable, it is sent to check the rules. */
export const ZInvestorProfileForm = z
  .object({
    investorId: ZInvestorId,
    user: z.strictObject({ ...ZPhones }),
    investor: z.strictObject({
      legalFormFamilyId: choiceId,
      jobTitle: text(150),
      organisation: text(200),
      address: text(300),
      communeId: choiceId,
      zipCode: text(5),
      ...ZCompanyFields,
    }),
  })
  .superRefine(checkProfileEdit);
export type TInvestorProfileFormInput = z.input<typeof ZInvestorProfileForm>;
export type TInvestorProfileForm = z.output<typeof ZInvestorProfileForm>;

export const ZUpdateInvestorRequest = ZInvestorProfileForm.transform((v) => ({
  ...v,
  investor: clearCompanyFieldsOfPhysicalPerson(v.investor),
}));
export type TUpdateInvestorRequest = z.output<typeof ZUpdateInvestorRequest>;

const nullableText = z.string().nullable();
const nullableId = z.number().int().nullable();

/** GET /investors/{id}: the record, with the province and region derived from each commune. */
export const ZInvestor = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  title: z.enum(TITLES).nullable(),
  firstName: z.string(),
  lastName: z.string(),
  nationalityId: z.number().int(),
  identityDocumentTypeId: z.number().int(),
  identityDocumentNumber: z.string(),
  jobTitle: z.string(),
  professionTypeId: nullableId,
  organisation: nullableText,
  address: nullableText,
  communeId: nullableId,
  provinceId: nullableId,
  regionId: nullableId,
  zipCode: nullableText,
  mobilePhone: z.string(),
  deskPhone: nullableText,
  legalFormFamilyId: z.number().int(),
  legalFormKind: z.enum(LEGAL_FORM_KINDS),
  ice: nullableText,
  nirn: nullableText,
  companyName: nullableText,
  companyAddress: nullableText,
  companyCommuneId: nullableId,
  companyProvinceId: nullableId,
  companyRegionId: nullableId,
  companyZipCode: nullableText,
  intermediary: z.boolean(),
  accountType: z.enum(INVESTOR_ACCOUNT_TYPES),
  /** What the caller may do with this record (ARCHITECTURE.md §7). */
  abilities: z.object({ update: z.boolean() }),
});
export type TInvestor = z.infer<typeof ZInvestor>;

export const ZInvestorIdParams = z.object({ id: ZInvestorId });

export { INVESTOR_PATHS } from '../paths.ts';

/** GET /investors/account-type: the type chosen at sign-up, which picks the form; null when not signed up (demo). */
export const ZInvestorAccountTypeResponse = z.object({ accountType: z.enum(INVESTOR_ACCOUNT_TYPES).nullable() });
export type TInvestorAccountTypeResponse = z.infer<typeof ZInvestorAccountTypeResponse>;
