/** The 15 roles of spec 1 §6. ROLE_PUBLIC is the role of a visitor without an account. */
export const ROLES = [
  'ROLE_PUBLIC',
  'ROLE_INVESTOR',
  'ROLE_ADVISOR',
  'ROLE_CRUI_MEMBER',
  'ROLE_NATIONAL_SUPPORT',
  'ROLE_REGIONAL_SUPPORT',
  'ROLE_NATIONAL_CONTENT_MANAGER',
  'ROLE_REGIONAL_CONSULTATION',
  'ROLE_NATIONAL_CONSULTATION',
  'ROLE_NATIONAL_COMMISSION',
  'ROLE_WALI_REPRESENTATIVE',
  'ROLE_ACT_SIGNATORY',
  'ROLE_ADVISOR_PIAFE',
  'ROLE_FONCIER_MEMBER',
  'ROLE_MONITORING_MANAGER',
] as const;
export type Role = (typeof ROLES)[number];

/** Roles held by accounts (everything but the anonymous visitor). */
export const ACCOUNT_ROLES = ROLES.filter((r) => r !== 'ROLE_PUBLIC') as Exclude<Role, 'ROLE_PUBLIC'>[];

/**
 * Roles whose accounts must pass a TOTP security code after the password (spec 1 §4.1 step 2).
 * Investors need none (spec 1 §4.2); every staff role does.
 */
export const SECURITY_CODE_ROLES: readonly Role[] = ACCOUNT_ROLES.filter((r) => r !== 'ROLE_INVESTOR');

/** Roles whose data is limited to one region (spec 1 §6: "each regional centre sees only files of its region"). */
export const REGIONAL_ROLES: readonly Role[] = [
  'ROLE_ADVISOR',
  'ROLE_CRUI_MEMBER',
  'ROLE_REGIONAL_SUPPORT',
  'ROLE_REGIONAL_CONSULTATION',
  'ROLE_WALI_REPRESENTATIVE',
  'ROLE_ACT_SIGNATORY',
  'ROLE_FONCIER_MEMBER',
  'ROLE_MONITORING_MANAGER',
];

/** Land-team habilitations (spec 1 §6). */
export const HABILITATIONS = ['CONSULT', 'SEARCH', 'RDV', 'QUALIFICATION_FORM'] as const;
export type Habilitation = (typeof HABILITATIONS)[number];

export const TITLES = ['MISTER', 'MISS'] as const;
export type Title = (typeof TITLES)[number];

export const isSecurityCodeRole = (roles: readonly string[]): boolean =>
  roles.some((r) => (SECURITY_CODE_ROLES as readonly string[]).includes(r));
