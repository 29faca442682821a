import { LOGIN_HEADERS, type TLoginRequest, type TTokenResponse, ZTokenResponse } from '@cri/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiFetchWithHeaders } from '../../../lib/api-client.ts';

export interface LoginResult {
  /** null when the answer carries no usable token (spec 1 §8: 'No token in login response body'). */
  tokens: TTokenResponse | null;
  /** YYYY-MM-DD of the previous sign-in, null on the first one. */
  lastConnectionDate: string | null;
  /** Failed sign-ins since the previous successful one. */
  failedAttempts: number;
}

/** POST /login (spec 1 §7). A 401 here means wrong credentials, never an expired session. */
export async function login(body: TLoginRequest): Promise<LoginResult> {
  const { data, headers } = await apiFetchWithHeaders<unknown>('/login', { method: 'POST', body, auth: false, blocking: true });
  const parsed = ZTokenResponse.safeParse(data);
  const failed = Number.parseInt(headers.get(LOGIN_HEADERS.failedAuthentication) ?? '', 10);
  return {
    tokens: parsed.success ? parsed.data : null,
    lastConnectionDate: headers.get(LOGIN_HEADERS.lastConnectionDate) || null,
    failedAttempts: Number.isFinite(failed) && failed > 0 ? failed : 0,
  };
}

export const useLogin = () => useMutation({ mutationFn: login });
