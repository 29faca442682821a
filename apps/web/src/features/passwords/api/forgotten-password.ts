import {
  type TForgottenPasswordRequest,
  type TForgottenPasswordResponse,
  ZForgottenPasswordResponse,
} from '@cri/shared/schemas/passwords';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /users/forgotten-password: mails a reset link; answers the requests of the day. */
export async function forgottenPassword(body: TForgottenPasswordRequest): Promise<TForgottenPasswordResponse> {
  const data = await apiFetch<unknown>('/users/forgotten-password', { method: 'POST', body, auth: false, blocking: true });
  return ZForgottenPasswordResponse.parse(data);
}

export const useForgottenPassword = () => useMutation({ mutationFn: forgottenPassword });
