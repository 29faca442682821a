import { type TCalendarProject, ZCalendarProject } from '@cri/shared/schemas/scheduling';
import { useQueries, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';
import { schedulingKey } from './get-projects-to-program.ts';

/** GET /projects/calendar/{date}[?regionId]: the files of a day's session with their time slots. */
export async function getCalendarDay(date: string, regionId: number | null): Promise<TCalendarProject[]> {
  const data = await apiFetch<unknown>(`/projects/calendar/${date}`, { query: { regionId } });
  return z.array(ZCalendarProject).parse(data);
}

const dayQuery = (date: string, regionId: number | null) => ({
  queryKey: [...schedulingKey, 'day', date, regionId],
  queryFn: () => getCalendarDay(date, regionId),
});

export function useCalendarDay(date: string | null, regionId: number | null) {
  return useQuery({ ...dayQuery(date ?? '', regionId), enabled: date !== null });
}

/** The week view: one call per weekday (spec 2 §7), in parallel. */
export function useCalendarWeek(dates: readonly string[], regionId: number | null) {
  return useQueries({ queries: dates.map((d) => dayQuery(d, regionId)) });
}
