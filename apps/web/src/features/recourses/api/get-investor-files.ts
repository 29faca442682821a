import type { ProjectPhase } from '@cri/shared/enums/project-phases';
import { type TProjectListRow, ZProjectListRow } from '@cri/shared/schemas/project-lists';
import { type TProject, ZProject } from '@cri/shared/schemas/projects';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

/** The investor's phases from the commission's decision on: the files an appeal may concern. */
export const DECIDED_PHASES: readonly ProjectPhase[] = [
  'REVIEWED_IN_CRUI',
  'RECOURSE_REQUESTED',
  'RECOURSE_REVIEWED_CRUI',
  'MINISTERIAL_RECOURSE_REQUESTED',
  'RECOURSE_REVIEWED_MINISTERIAL_COMMITTEE',
];

/** The investor's submitted files (GET /projects?projectCategory=SUBMITED) that the commission has decided. */
export function useDecidedFiles() {
  return useQuery({
    queryKey: ['recourses', 'decided-files'] as const,
    queryFn: async (): Promise<TProjectListRow[]> => {
      const rows = z
        .array(ZProjectListRow)
        .parse(await apiFetch<unknown>('/projects', { query: { projectCategory: 'SUBMITED', page: 0, size: 100 } }));
      return rows.filter((r) => r.latestInvestorPhase !== null && DECIDED_PHASES.includes(r.latestInvestorPhase));
    },
    retry: false,
  });
}

/** GET /projects/{id}: the file's name and reference for the appeal pages' headings. */
export function useRecourseProject(projectId: number | null) {
  return useQuery({
    queryKey: ['recourses', 'project', projectId] as const,
    queryFn: async (): Promise<TProject> => ZProject.parse(await apiFetch<unknown>(`/projects/${projectId}`)),
    enabled: projectId !== null,
    retry: false,
  });
}
