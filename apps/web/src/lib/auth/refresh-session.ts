import { getRefreshToken, setSession } from './session.ts';

/** Base path of every API call (spec 1 §7). */
export const API_BASE = '/backend/api';

let inFlight: Promise<boolean> | null = null;

/**
 * Single-flight token refresh (spec 1 §4.2): every call that meets a 401 while a refresh is running
 * waits for that same refresh, so a burst of expired calls spends the rotating refresh token once.
 * Resolves true when the session holds fresh tokens. It calls fetch directly, not apiFetch, so that a
 * failed refresh can never start another refresh.
 */
export function refreshSession(): Promise<boolean> {
  inFlight ??= runRefresh().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/**
 * Tabs share the stored tokens, and a refresh token is single use (a reused one revokes the whole
 * session), so tabs take turns through a Web Lock: a tab that waited finds the tokens another tab just
 * stored and uses them instead of spending the old refresh token again.
 */
async function runRefresh(): Promise<boolean> {
  const before = getRefreshToken();
  if (!before) return false;
  if (typeof navigator === 'undefined' || !('locks' in navigator)) return callRefresh(before);
  return navigator.locks.request('cri-refresh-token', async () => {
    const current = getRefreshToken();
    if (current !== before) return current !== null;
    return callRefresh(current);
  });
}

async function callRefresh(refreshToken: string): Promise<boolean> {
  try {
    const res = await fetch(`${API_BASE}/refresh-token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ refreshToken }),
    });
    // Spec 1 §4.2: a 304 on refresh is tolerated; the stored tokens are still the current ones.
    if (res.status === 304) return true;
    if (!res.ok) return false;
    // The schema (and zod) is fetched with the first refresh, not with a visitor's first page.
    const { ZTokenResponse } = await import('@cri/shared/schemas/auth');
    const parsed = ZTokenResponse.safeParse(await res.json());
    if (!parsed.success) return false;
    setSession(parsed.data);
    return true;
  } catch {
    return false;
  }
}
