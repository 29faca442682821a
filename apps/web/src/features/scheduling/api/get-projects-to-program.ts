import { type TScheduledProject, ZScheduledProject } from '@cri/shared/schemas/scheduling';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

/** Every scheduling query sits under this key: programming or deprogramming refreshes them all. */
export const schedulingKey = ['scheduling'] as const;

/** GET /projects/projects-to-program[?regionId]: the validated files waiting for a commission session. */
export async function getProjectsToProgram(regionId: number | null): Promise<TScheduledProject[]> {
  const data = await apiFetch<unknown>('/projects/projects-to-program', { query: { regionId } });
  return z.array(ZScheduledProject).parse(data);
}

export function useProjectsToProgram(regionId: number | null) {
  return useQuery({ queryKey: [...schedulingKey, 'to-program', regionId], queryFn: () => getProjectsToProgram(regionId) });
}
