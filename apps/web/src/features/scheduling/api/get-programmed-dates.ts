import { ZProgrammedDates } from '@cri/shared/schemas/scheduling';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { schedulingKey } from './get-projects-to-program.ts';

/** GET /projects/calendar/dates-of-programmed-projects[?regionId]: the session days that have files. */
export async function getProgrammedDates(regionId: number | null): Promise<string[]> {
  return ZProgrammedDates.parse(
    await apiFetch<unknown>('/projects/calendar/dates-of-programmed-projects', { query: { regionId } }),
  );
}

export function useProgrammedDates(regionId: number | null) {
  return useQuery({ queryKey: [...schedulingKey, 'dates', regionId], queryFn: () => getProgrammedDates(regionId) });
}
