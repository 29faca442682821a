import type { z } from 'zod';
import {
  conditionalRegistrationFields,
  INVESTOR_FORMATS,
  type InvestorAccountType,
  isDocumentTypeAllowed,
  isValidDocumentNumber,
  legalFormKindOf,
} from './investor-form.ts';

/**
 * The cross-field rules of spec 1 §5, as zod `superRefine` bodies: each broken rule is an issue on the
 * field's path whose message is an i18n key (the form shows it under the field; the API answers 422
 * with the path in fieldErrors).
 */

type Ctx = z.RefinementCtx;
type Path = (string | number)[];

export const MESSAGES = {
  required: 'investors.validation.required',
  phone: 'investors.validation.phone',
  zipCode: 'investors.validation.zipCode',
  ice: 'investors.validation.ice',
  documentTypeNotAllowed: 'investors.validation.documentTypeNotAllowed',
  documentNumber: 'investors.validation.documentNumber',
} as const;

const isBlank = (v: unknown): boolean => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

function need(ctx: Ctx, path: Path, value: unknown): void {
  if (isBlank(value)) ctx.addIssue({ code: 'custom', path, message: MESSAGES.required });
}

function format(ctx: Ctx, path: Path, value: string, pattern: RegExp, message: string): void {
  if (!isBlank(value) && !pattern.test(value.trim())) ctx.addIssue({ code: 'custom', path, message });
}

export interface PhoneValues {
  mobilePhone: string;
  deskPhone: string;
}

export function checkPhones(ctx: Ctx, user: PhoneValues): void {
  need(ctx, ['user', 'mobilePhone'], user.mobilePhone);
  format(ctx, ['user', 'mobilePhone'], user.mobilePhone, INVESTOR_FORMATS.phone, MESSAGES.phone);
  format(ctx, ['user', 'deskPhone'], user.deskPhone, INVESTOR_FORMATS.phone, MESSAGES.phone);
}

export interface AddressValues {
  zipCode: string;
  companyZipCode: string;
  ice: string;
}

function checkFormats(ctx: Ctx, investor: AddressValues): void {
  format(ctx, ['investor', 'zipCode'], investor.zipCode, INVESTOR_FORMATS.zipCode, MESSAGES.zipCode);
  format(ctx, ['investor', 'companyZipCode'], investor.companyZipCode, INVESTOR_FORMATS.zipCode, MESSAGES.zipCode);
  format(ctx, ['investor', 'ice'], investor.ice, INVESTOR_FORMATS.ice, MESSAGES.ice);
}

export interface RegistrationValues {
  user: PhoneValues & { title: string | null; firstName: string; lastName: string };
  investor: AddressValues & {
    accountType: InvestorAccountType;
    nationalityId: number | null;
    identityDocumentTypeId: number | null;
    identityDocumentNumber: string;
    jobTitle: string;
    address: string;
    communeId: number | null;
    legalFormFamilyId: number | null;
    companyName: string;
    companyAddress: string;
    companyCommuneId: number | null;
  };
}

/** Registration (spec 1 §5): the intermediary form (a professional's account) and the investor's own. */
export function checkRegistration(value: RegistrationValues, ctx: Ctx): void {
  const { user, investor: inv } = value;
  const at = (field: string): Path => ['investor', field];
  for (const field of ['title', 'firstName', 'lastName'] as const) need(ctx, ['user', field], user[field]);
  checkPhones(ctx, user);
  for (const field of [
    'nationalityId',
    'identityDocumentTypeId',
    'identityDocumentNumber',
    'jobTitle',
    'legalFormFamilyId',
  ] as const) {
    need(ctx, at(field), inv[field]);
  }
  if (inv.identityDocumentTypeId !== null && !isDocumentTypeAllowed(inv.nationalityId, inv.identityDocumentTypeId)) {
    ctx.addIssue({ code: 'custom', path: at('identityDocumentTypeId'), message: MESSAGES.documentTypeNotAllowed });
  } else if (
    !isBlank(inv.identityDocumentNumber) &&
    !isValidDocumentNumber(inv.identityDocumentTypeId, inv.identityDocumentNumber.trim())
  ) {
    ctx.addIssue({ code: 'custom', path: at('identityDocumentNumber'), message: MESSAGES.documentNumber });
  }
  checkFormats(ctx, inv);

  for (const field of conditionalRegistrationFields(inv)) need(ctx, at(field), inv[field]);
}

export interface ProfileEditValues {
  user: PhoneValues;
  investor: AddressValues & {
    legalFormFamilyId: number | null;
    jobTitle: string;
    organisation: string;
    address: string;
    communeId: number | null;
    companyName: string;
    companyAddress: string;
    companyCommuneId: number | null;
  };
}

/**
 * Profile edit (spec 1 §5): the person's contact fields, the company's for a legal entity; the ICE alone
 * for a self-employed person (decision: a physical person has no company, so no ICE is asked).
 */
export function checkProfileEdit(value: ProfileEditValues, ctx: Ctx): void {
  const { user, investor: inv } = value;
  const at = (field: string): Path => ['investor', field];
  checkPhones(ctx, user);
  for (const field of ['jobTitle', 'organisation', 'address', 'communeId', 'zipCode'] as const) need(ctx, at(field), inv[field]);
  checkFormats(ctx, inv);
  const kind = legalFormKindOf(inv.legalFormFamilyId);
  if (kind === 'CORPORATE_ENTITY') {
    for (const field of ['companyName', 'ice', 'companyAddress', 'companyCommuneId', 'companyZipCode'] as const) {
      need(ctx, at(field), inv[field]);
    }
  }
  if (kind === 'SELF_EMPLOYED') need(ctx, at('ice'), inv.ice);
}
