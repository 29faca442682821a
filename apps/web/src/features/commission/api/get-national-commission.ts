import {
  type TNationalCommissionFile,
  type TNationalCommissionList,
  ZNationalCommissionFile,
  ZNationalCommissionList,
} from '@cri/shared/schemas/national-commission';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /national-commission/projects: the files of national competence waiting for a decision (decision 050). */
export async function getNationalProjects(): Promise<TNationalCommissionList> {
  return ZNationalCommissionList.parse(await apiFetch<unknown>('/national-commission/projects'));
}

export const nationalProjectsKey = ['national-commission', 'projects'] as const;
export const nationalFileKey = (id: number | null) => ['national-commission', 'file', id] as const;

export function useNationalProjects() {
  return useQuery({ queryKey: nationalProjectsKey, queryFn: getNationalProjects });
}

/** GET /national-commission/projects/{id}: the file, its decision once recorded, whether it may be decided. */
export async function getNationalFile(id: number): Promise<TNationalCommissionFile> {
  return ZNationalCommissionFile.parse(await apiFetch<unknown>(`/national-commission/projects/${id}`));
}

export function useNationalFile(id: number | null) {
  return useQuery({
    queryKey: nationalFileKey(id),
    queryFn: () => getNationalFile(id ?? 0),
    enabled: id !== null,
    retry: false,
  });
}
