import { type TCreateInvestorRequest, ZCreateInvestorResponse } from '@cri/shared/schemas/investors';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { fetchUpdatedTokens } from './update-token.ts';

/** POST /investors/create, then GET /users/update-token: the new tokens carry the investor id (spec 1 §4.2). */
export async function createInvestor(body: TCreateInvestorRequest) {
  const { id } = ZCreateInvestorResponse.parse(
    await apiFetch<unknown>('/investors/create', { method: 'POST', body, blocking: true }),
  );
  return { id, tokens: await fetchUpdatedTokens() };
}

export const useCreateInvestor = () => useMutation({ mutationFn: createInvestor });
