import { type TProgramSlot, ZProgramSlot } from '@cri/shared/schemas/scheduling';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { schedulingKey } from './get-projects-to-program.ts';

/**
 * GET /projects/{id}/program-slot[?date]: where programming the file would put it (the given day, or the
 * region's next commission day with a free slot), with the competent commission.
 */
export async function getProgramSlot(id: number, date: string | null): Promise<TProgramSlot> {
  return ZProgramSlot.parse(await apiFetch<unknown>(`/projects/${id}/program-slot`, { query: { date } }));
}

/** `date` undefined: not asked (the dialog is closed or the typed date is not valid yet); null: the proposal. */
export function useProgramSlot(id: number | null, date: string | null | undefined) {
  return useQuery({
    queryKey: [...schedulingKey, 'program-slot', id, date ?? 'next'],
    queryFn: () => getProgramSlot(id ?? 0, date ?? null),
    enabled: id !== null && date !== undefined,
    retry: false,
    staleTime: 0,
  });
}
