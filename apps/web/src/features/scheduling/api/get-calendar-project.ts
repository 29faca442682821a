import { type TCalendarProjectSummary, ZCalendarProjectSummary } from '@cri/shared/schemas/scheduling';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { schedulingKey } from './get-projects-to-program.ts';

/** GET /projects/calendar/projects/{id}: the file as the agenda shows it (session and slot). */
export async function getCalendarProject(id: number): Promise<TCalendarProjectSummary> {
  return ZCalendarProjectSummary.parse(await apiFetch<unknown>(`/projects/calendar/projects/${id}`));
}

export function useCalendarProject(id: number | null, opts: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...schedulingKey, 'project', id],
    queryFn: () => getCalendarProject(id ?? 0),
    enabled: id !== null && (opts.enabled ?? true),
    retry: false,
  });
}
