import type { Role } from '@cri/shared/enums/roles';

/**
 * Who may open each landing page, from spec/inventory/routes.json. Where the post-login redirect
 * (spec 1 §4.1) sends a role to a page that routes.json does not list it on, the role is added: a user
 * must never land on a page that refuses them. /dashboard is the default target (step 11), so it also
 * admits national consultation, the wali representative and act signatories.
 */
export const DASHBOARD_ROLES: readonly Role[] = [
  'ROLE_INVESTOR',
  'ROLE_ADVISOR',
  'ROLE_CRUI_MEMBER',
  'ROLE_REGIONAL_CONSULTATION',
  'ROLE_NATIONAL_COMMISSION',
  'ROLE_NATIONAL_CONSULTATION',
  'ROLE_WALI_REPRESENTATIVE',
  'ROLE_ACT_SIGNATORY',
];

/**
 * Roles whose dashboard has nothing of its own yet (recourses, acts): the page says the space is not open
 * (issue 13). Take a role out of this list when its dashboard is built.
 */
export const DASHBOARD_NOT_OPEN_ROLES: readonly Role[] = [
  'ROLE_NATIONAL_COMMISSION',
  'ROLE_WALI_REPRESENTATIVE',
  'ROLE_ACT_SIGNATORY',
];

/** The roles routes.json lists on /dashboard: their logo leads there, everyone else's to / (spec 1 §2.2). */
export const DASHBOARD_LOGO_ROLES: readonly Role[] = DASHBOARD_ROLES.slice(0, 5);

export const NEW_FEATURES_ROLES: readonly Role[] = [
  'ROLE_ADVISOR',
  'ROLE_INVESTOR',
  'ROLE_CRUI_MEMBER',
  'ROLE_MONITORING_MANAGER',
];
