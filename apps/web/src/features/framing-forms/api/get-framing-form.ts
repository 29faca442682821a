import { type TFramingForm, ZFramingForm } from '@cri/shared/schemas/framing-forms';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /framing-forms/{id}: the answers and what the user may do with them. */
export async function getFramingForm(id: number): Promise<TFramingForm> {
  return ZFramingForm.parse(await apiFetch<unknown>(`/framing-forms/${id}`));
}

export function useFramingForm(id: number | null) {
  return useQuery({
    queryKey: ['framing-forms', 'detail', id],
    queryFn: () => getFramingForm(id ?? 0),
    enabled: id !== null,
    retry: false,
  });
}
