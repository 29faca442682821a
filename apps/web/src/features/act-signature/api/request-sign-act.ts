import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

const ZWsUrl = z.object({ wsUrl: z.string() });

/** GET /esign/request-sign-act-to-delivery: the provider's signing address for the governor (the browser goes there). */
export async function requestSignAct(input: {
  projectId: number;
  followUpActionId: number;
  userId: number;
  lang: 'fr' | 'ar';
}): Promise<{ wsUrl: string }> {
  return ZWsUrl.parse(await apiFetch<unknown>('/esign/request-sign-act-to-delivery', { query: input, blocking: true }));
}

export function useRequestSignAct() {
  return useMutation({ mutationFn: requestSignAct });
}
