import {
  type TSaveFramingFormRequest,
  type TSaveFramingFormResponse,
  ZSaveFramingFormResponse,
} from '@cri/shared/schemas/framing-forms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /framing-forms/create-first-step: the questionnaire with its captcha (429 past the daily maximum). */
export async function createFirstStep(body: TSaveFramingFormRequest): Promise<TSaveFramingFormResponse> {
  return ZSaveFramingFormResponse.parse(
    await apiFetch<unknown>('/framing-forms/create-first-step', { method: 'POST', body, blocking: true }),
  );
}

export function useCreateFirstStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFirstStep,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['framing-forms'] }),
  });
}
