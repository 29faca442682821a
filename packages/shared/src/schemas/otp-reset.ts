import { z } from 'zod';
import { ACCOUNT_ROLES, SECURITY_CODE_ROLES } from '../enums/roles.ts';

export { OTP_RESET_PATHS } from '../paths.ts';

/** The account type of spec 1 §7 ("account type"): the account's main role without its prefix. */
type StripRole<R> = R extends `ROLE_${infer T}` ? T : never;
export type TAccountType = StripRole<(typeof ACCOUNT_ROLES)[number]>;
const stripRole = (role: string): TAccountType => role.replace(/^ROLE_/, '') as TAccountType;
export const USER_ACCOUNT_TYPES = ACCOUNT_ROLES.map(stripRole) as [TAccountType, ...TAccountType[]];
export const ZAccountType = z.enum(USER_ACCOUNT_TYPES);

/**
 * The main role of an account: its staff role when it has one (staff roles carry a security code),
 * otherwise investor, whose account needs no code (spec 1 §6).
 */
export function accountTypeOf(roles: readonly string[]): TAccountType {
  const staff = roles.find((r) => (SECURITY_CODE_ROLES as readonly string[]).includes(r));
  return stripRole(staff ?? 'ROLE_INVESTOR');
}

/** GET /users/search-user?username= */
export const ZSearchUserQuery = z.strictObject({ username: z.email().max(254) });

export const ZSearchUserResponse = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  accountType: ZAccountType,
  regionId: z.number().int().nullable(),
  regionName: z.string().nullable(),
  regionNameAr: z.string().nullable(),
  /** The staff member has set up an authenticator (a code is configured). */
  securityCodeConfigured: z.boolean(),
  /** The caller may reset this account's code now (false for investors, who have none). */
  canReset: z.boolean(),
});
export type TSearchUserResponse = z.infer<typeof ZSearchUserResponse>;

export const ZResetOtpParams = z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) });
/** PUT .../reset-otp/{id}: the account type the support saw on the card, checked against the account. */
export const ZResetOtpRequest = z.strictObject({ accountType: ZAccountType });
export type TResetOtpRequest = z.infer<typeof ZResetOtpRequest>;
export const ZResetOtpResponse = z.object({ messageKey: z.literal('otpReset.success'), message: z.string() });
export type TResetOtpResponse = z.infer<typeof ZResetOtpResponse>;

/** GET /regional-supports/{id} and /regional-supports/current */
export const ZRegionalSupportParams = z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const ZRegionalSupport = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  regionId: z.number().int(),
  active: z.boolean(),
  canResetOtp: z.boolean(),
});
export type TRegionalSupport = z.infer<typeof ZRegionalSupport>;

/** GET /reset-otp-history?page=&size= (page from 0; totals in the headers below). */
export const OTP_RESET_HISTORY_MAX_SIZE = 100;
export const ZResetOtpHistoryQuery = z.strictObject({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(OTP_RESET_HISTORY_MAX_SIZE).default(10),
});
export const OTP_RESET_HISTORY_HEADERS = {
  totalElements: 'resetotphistorytotalelements',
  pageCount: 'resetotphistorypagecount',
} as const;

const ZPerson = z.object({ username: z.string(), firstName: z.string(), lastName: z.string() });
export const ZResetOtpHistoryItem = z.object({
  id: z.number().int(),
  /** ISO date-time of the reset. */
  resetAt: z.string(),
  account: ZPerson.extend({ id: z.number().int().nullable() }),
  accountType: ZAccountType,
  regionId: z.number().int().nullable(),
  regionName: z.string().nullable(),
  regionNameAr: z.string().nullable(),
  resetBy: ZPerson,
});
export type TResetOtpHistoryItem = z.infer<typeof ZResetOtpHistoryItem>;
export const ZResetOtpHistoryResponse = z.array(ZResetOtpHistoryItem);
