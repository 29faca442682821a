import { type TTokenResponse, ZTokenResponse } from '@cri/shared/schemas/auth';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /users/update-token: new tokens whose claims carry the investor id just created (spec 1 §7). */
export async function fetchUpdatedTokens(): Promise<TTokenResponse> {
  return ZTokenResponse.parse(await apiFetch<unknown>('/users/update-token', { blocking: true }));
}
