import type { TResetPasswordRequest } from '@cri/shared/schemas/passwords';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /users/reset-password: sets the password of the link's account (who then signs in again). */
export async function resetPassword(body: TResetPasswordRequest): Promise<void> {
  await apiFetch<unknown>('/users/reset-password', { method: 'POST', body, auth: false, blocking: true });
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
