import { type TAssignFramingFormRequest, ZSaveFramingFormResponse } from '@cri/shared/schemas/framing-forms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** PUT /framing-forms/{id} (staff): assigns the questionnaire to an advisor of its region. */
export async function assignFramingForm(id: number, body: TAssignFramingFormRequest) {
  return ZSaveFramingFormResponse.parse(await apiFetch<unknown>(`/framing-forms/${id}`, { method: 'PUT', body, blocking: true }));
}

export function useAssignFramingForm(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAssignFramingFormRequest) => assignFramingForm(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['framing-forms'] }),
  });
}
