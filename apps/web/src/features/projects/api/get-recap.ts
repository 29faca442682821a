import { type TProjectRecap, ZProjectRecap } from '@cri/shared/schemas/project-submission';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /projects/{id}/recap: the three steps summed up and what each still lacks. */
export async function getRecap(id: number): Promise<TProjectRecap> {
  return ZProjectRecap.parse(await apiFetch<unknown>(`/projects/${id}/recap`));
}

export function useRecap(id: number | null) {
  return useQuery({ queryKey: ['projects', 'recap', id], queryFn: () => getRecap(id ?? 0), enabled: id !== null, retry: false });
}
