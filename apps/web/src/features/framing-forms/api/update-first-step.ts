import {
  type TSaveFramingFormRequest,
  type TSaveFramingFormResponse,
  ZSaveFramingFormResponse,
} from '@cri/shared/schemas/framing-forms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** PUT /framing-forms/update-first-step/{id}: the investor's own questionnaire, with a captcha. */
export async function updateFirstStep(id: number, body: TSaveFramingFormRequest): Promise<TSaveFramingFormResponse> {
  return ZSaveFramingFormResponse.parse(
    await apiFetch<unknown>(`/framing-forms/update-first-step/${id}`, { method: 'PUT', body, blocking: true }),
  );
}

export function useUpdateFirstStep(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveFramingFormRequest) => updateFirstStep(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['framing-forms'] }),
  });
}
