import { MAX_REFRESH_RETRIES } from '@cri/shared/limits';
import { refreshSession } from './refresh-session.ts';
import { getAccessToken } from './session.ts';

export type SentRequest = { res: Response; token: string | null };

/**
 * Spec 1 §4.2: on a 401 the session is refreshed (single flight, shared by concurrent calls) and the
 * call retried, at most MAX_REFRESH_RETRIES times. `sessionLost` tells the caller that the last answer is
 * still a 401 after those attempts, so the user must sign in again.
 */
export async function retryUnauthorised(send: () => Promise<SentRequest>): Promise<{ res: Response; sessionLost: boolean }> {
  let { res, token } = await send();
  for (let attempt = 0; res.status === 401 && attempt < MAX_REFRESH_RETRIES; attempt++) {
    const body: unknown = await res
      .clone()
      .json()
      .catch(() => null);
    // A pre-security-code token is valid but limited: a refresh gives the same token, the guard handles it.
    // The error schema (and zod) is fetched with the first 401, not with a visitor's first page.
    const { ZApiError } = await import('@cri/shared/errors');
    if (ZApiError.safeParse(body).data?.errorCode === 'SECURITY_CODE_REQUIRED') return { res, sessionLost: false };
    // Another call may have refreshed while this one was in the air: retrying with the new token is enough.
    const current = getAccessToken();
    const refreshed = current !== null && current !== token ? true : await refreshSession();
    if (refreshed) ({ res, token } = await send());
  }
  return { res, sessionLost: res.status === 401 };
}
