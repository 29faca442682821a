import { postLoginRedirect, type RedirectTarget } from '@cri/shared/rules/post-login-redirect';
import type { TAccessClaims, TTokenResponse } from '@cri/shared/schemas/auth';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { toIsoDate } from '../format.ts';
import { decodeAccessToken, notifySessionChange, setSession } from './session.ts';

interface SignInStep {
  accessToken: string;
  redirectUri: string | null;
  lastConnectionDate?: string | null;
  afterSecurityCode?: boolean;
}

/** Where the freshly stored token leads (spec 1 §4.1); null when the token does not carry valid claims. */
export function signInTarget({ accessToken, redirectUri, lastConnectionDate = null, afterSecurityCode = false }: SignInStep) {
  const user = decodeAccessToken(accessToken);
  if (!user) return null;
  // "Today" is the user's calendar day, the same day the expiry date on screen refers to.
  return postLoginRedirect({ user, today: toIsoDate(new Date()), lastConnectionDate, redirectUri, afterSecurityCode });
}

/**
 * Where a user who has already passed the security code belongs when a security-code page is opened:
 * the same target as a valid code gives, so this redirect and the form's never disagree.
 */
export const targetAfterSecurityCode = (user: TAccessClaims, redirectUri: string | null): RedirectTarget =>
  postLoginRedirect({ user, today: toIsoDate(new Date()), lastConnectionDate: null, redirectUri, afterSecurityCode: true });

/** When the target is the page already shown nothing unmounts: subscribers are told after this delay. */
const NOTIFY_FALLBACK_MS = 1000;

/**
 * Stores the new tokens and follows the redirect target. Subscribers hear about the new session only
 * when the sign-in form unmounts, that is once the next page has been committed: told earlier, the
 * route guard of the sign-in page (public only) would see a signed-in user and redirect to / before
 * this navigation lands. Until then the next page reads the stored token directly, so it already
 * sees the user.
 */
export function useCompleteSignIn(): (input: { tokens: TTokenResponse; otpValid: boolean; target: RedirectTarget }) => void {
  const navigate = useNavigate();
  const pending = useRef(false);
  const flush = useCallback(() => {
    if (!pending.current) return;
    pending.current = false;
    notifySessionChange();
  }, []);
  useEffect(() => flush, [flush]);
  return useCallback(
    ({ tokens, otpValid, target }) => {
      setSession(tokens, { otpValid, notify: false });
      pending.current = true;
      // Land members leave the single-page app with a full page load (spec 1 §4.1 step 7).
      if (target.fullPageLoad) return window.location.assign(target.path);
      // replace: the back button must not return to a sign-in form that no longer applies.
      void navigate(target.path, { replace: true });
      setTimeout(flush, NOTIFY_FALLBACK_MS);
    },
    [navigate, flush],
  );
}

/**
 * Navigation state a screen hands to /login when it sends the user back there: the reason to show
 * (an `errors.*` key) and whether the stored session is dead and must be cleared on arrival.
 */
export const ZLoginNotice = z.object({
  messageKey: z.string().startsWith('errors.'),
  endSession: z.boolean().optional(),
});
export type LoginNotice = z.infer<typeof ZLoginNotice>;
