import { type TTokenResponse, ZTokenResponse } from '@cri/shared/schemas/auth';
import type { TChangePasswordRequest } from '@cri/shared/schemas/passwords';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /users/change-password: answers the tokens of a new session (the others are closed). */
export async function changePassword(body: TChangePasswordRequest): Promise<TTokenResponse> {
  return ZTokenResponse.parse(await apiFetch<unknown>('/users/change-password', { method: 'POST', body, blocking: true }));
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
