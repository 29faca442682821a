import { isSecurityCodeRole, type Role } from '../enums/roles.ts';
import { NEW_FEATURES_REFERENCE_DATE, NEW_FEATURES_WINDOW_DAYS } from '../limits.ts';
import { paths } from '../paths.ts';

export interface RedirectUser {
  roles: readonly string[];
  /** YYYY-MM-DD; the password is expired when this date is before today. */
  passwordExpirationDate: string | null;
  /** True until the staff member has configured the authenticator. */
  firstConnection: boolean;
}

export interface RedirectInput {
  user: RedirectUser;
  /** Today as YYYY-MM-DD (the caller's clock). */
  today: string;
  /** The previous connection date from the `lastconnectiondate` header (YYYY-MM-DD), if any. */
  lastConnectionDate: string | null;
  redirectUri?: string | null;
  /** After a valid security code: the same role redirects, without the expiry and new-features steps. */
  afterSecurityCode?: boolean;
}

export interface RedirectTarget {
  path: string;
  /** Land members leave the SPA for their dashboard with a full page load (spec 1 §4.1 step 7). */
  fullPageLoad: boolean;
}

/** Roles allowed on /new-features (spec 1 §2.1): step 9 only sends these there. */
const NEW_FEATURES_ROLES: readonly Role[] = ['ROLE_ADVISOR', 'ROLE_INVESTOR', 'ROLE_CRUI_MEMBER', 'ROLE_MONITORING_MANAGER'];

const addDays = (isoDate: string, days: number): string => {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** Only same-site paths are honoured: an absolute or protocol-relative URL would be an open redirect. */
export const safeRedirectUri = (uri: string | null | undefined): string | null =>
  uri?.startsWith('/') && !uri.startsWith('//') && !uri.startsWith('/\\') ? uri : null;

const withRedirect = (path: string, redirectUri: string | null): string =>
  redirectUri ? `${path}?redirectUri=${encodeURIComponent(redirectUri)}` : path;

/** The post-login redirect of spec 1 §4.1: eleven steps, first match wins. */
export function postLoginRedirect(input: RedirectInput): RedirectTarget {
  const { user, today, lastConnectionDate, afterSecurityCode = false } = input;
  const redirectUri = safeRedirectUri(input.redirectUri);
  const has = (role: Role) => user.roles.includes(role);
  const go = (path: string): RedirectTarget => ({ path: redirectUri ?? path, fullPageLoad: false });

  if (!afterSecurityCode && user.passwordExpirationDate && user.passwordExpirationDate < today) {
    return { path: paths.expiredPassword, fullPageLoad: false };
  }
  if (!afterSecurityCode && isSecurityCodeRole(user.roles)) {
    const path = user.firstConnection ? paths.configureAuthenticator : withRedirect(paths.fillSecurityCode, redirectUri);
    return { path, fullPageLoad: false };
  }
  if (has('ROLE_NATIONAL_SUPPORT')) return go(paths.nationalSupport);
  if (has('ROLE_REGIONAL_SUPPORT')) return go(paths.regionalSupport);
  if (has('ROLE_NATIONAL_CONTENT_MANAGER')) return go(paths.nationalContentManager);
  if (has('ROLE_ADVISOR_PIAFE')) return go(paths.piafeProjects);
  if (has('ROLE_FONCIER_MEMBER')) return { path: paths.foncierDashboard, fullPageLoad: true };
  if (has('ROLE_REGIONAL_CONSULTATION')) return go(paths.recourses);
  if (
    !afterSecurityCode &&
    NEW_FEATURES_ROLES.some(has) &&
    (!lastConnectionDate ||
      lastConnectionDate < NEW_FEATURES_REFERENCE_DATE ||
      today <= addDays(NEW_FEATURES_REFERENCE_DATE, NEW_FEATURES_WINDOW_DAYS))
  ) {
    return go(paths.newFeatures);
  }
  if (has('ROLE_MONITORING_MANAGER')) return go(paths.monitoringDashboard);
  return go(paths.dashboard);
}
