import { type TResendActivationRequest, type TSignUpResponse, ZSignUpResponse } from '@cri/shared/schemas/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /users/resend-activation: a new link (the same answer whether or not the account exists). */
export async function resendActivation(body: TResendActivationRequest): Promise<TSignUpResponse> {
  return ZSignUpResponse.parse(
    await apiFetch<unknown>('/users/resend-activation', { method: 'POST', body, auth: false, blocking: true }),
  );
}

export const useResendActivation = () => useMutation({ mutationFn: resendActivation });
