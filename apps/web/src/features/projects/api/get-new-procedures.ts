import { type TNewProcedures, ZNewProcedures } from '@cri/shared/schemas/project-submission';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /projects/{id}/new-procedures: the active procedures not yet on the project. */
export async function getNewProcedures(id: number): Promise<TNewProcedures> {
  return ZNewProcedures.parse(await apiFetch<unknown>(`/projects/${id}/new-procedures`));
}

export function useNewProcedures(id: number | null) {
  return useQuery({
    queryKey: ['projects', 'new-procedures', id],
    queryFn: () => getNewProcedures(id ?? 0),
    enabled: id !== null,
    retry: false,
  });
}
