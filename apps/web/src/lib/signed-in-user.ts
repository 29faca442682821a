import { postLoginRedirect } from '@cri/shared/rules/post-login-redirect';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import { useSession } from './auth/session.ts';
import { toIsoDate } from './format.ts';

/**
 * The user the shell and the guard treat as signed in. A staff member who has typed the password but
 * not yet the security code is not signed in anywhere else than on the security-code screens (spec 1 §2.6).
 */
export function useSignedInUser(): TAccessClaims | null {
  const { user, isAuthenticated } = useSession();
  return isAuthenticated ? user : null;
}

/**
 * The landing page of a signed-in user's role: the role steps of the post-login redirect (spec 1 §4.1),
 * without the one-off expired-password and new-features detours.
 */
export function landingPathFor(user: TAccessClaims): string {
  return postLoginRedirect({ user, today: toIsoDate(new Date()), lastConnectionDate: null, afterSecurityCode: true }).path;
}
