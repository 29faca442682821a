import { type TSignUpRequest, type TSignUpResponse, ZSignUpResponse } from '@cri/shared/schemas/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /users/sign-up (spec 1 §7): a disabled account, its activation link sent by e-mail. */
export async function signUp(body: TSignUpRequest): Promise<TSignUpResponse> {
  return ZSignUpResponse.parse(await apiFetch<unknown>('/users/sign-up', { method: 'POST', body, auth: false, blocking: true }));
}

export const useSignUp = () => useMutation({ mutationFn: signUp });
