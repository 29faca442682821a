import {
  type TCreateProjectFromFramingFormRequest,
  type TCreateProjectFromFramingFormResponse,
  ZCreateProjectFromFramingFormResponse,
} from '@cri/shared/schemas/framing-forms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /framing-forms/{id}/create-project with the chosen procedures: answers the new project's id. */
export async function createProject(
  id: number,
  body: TCreateProjectFromFramingFormRequest,
): Promise<TCreateProjectFromFramingFormResponse> {
  return ZCreateProjectFromFramingFormResponse.parse(
    await apiFetch<unknown>(`/framing-forms/${id}/create-project`, { method: 'POST', body, blocking: true }),
  );
}

export function useCreateProject(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateProjectFromFramingFormRequest) => createProject(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['framing-forms'] }),
  });
}
