import { type TTokenResponse, ZTokenResponse } from '@cri/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export type ActivationResult = { kind: 'activated'; tokens: TTokenResponse } | { kind: 'expired' };

/**
 * POST /users/activate (spec 1 §7). The API client lets a 304 through without a body (spec 1 §4.2:
 * an expired link), so an empty answer means "expired"; other failures throw an ApiError.
 */
export async function activate(token: string): Promise<ActivationResult> {
  const data = await apiFetch<unknown>('/users/activate', { method: 'POST', body: { token }, auth: false, blocking: true });
  if (data === undefined) return { kind: 'expired' };
  return { kind: 'activated', tokens: ZTokenResponse.parse(data) };
}

export const useActivate = () => useMutation({ mutationFn: activate });
