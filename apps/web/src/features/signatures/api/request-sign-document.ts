import { type TRequestSignResponse, ZRequestSignResponse } from '@cri/shared/schemas/signatures';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /esign/request-sign-document: the provider's signing address for the caller (the browser goes there). */
export async function requestSignDocument(input: {
  projectId: number;
  userId: number;
  lang: 'fr' | 'ar';
}): Promise<TRequestSignResponse> {
  return ZRequestSignResponse.parse(await apiFetch<unknown>('/esign/request-sign-document', { query: input, blocking: true }));
}

export function useRequestSignDocument() {
  return useMutation({ mutationFn: requestSignDocument });
}
