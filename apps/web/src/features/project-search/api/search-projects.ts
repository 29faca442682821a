import {
  type TProjectSearchRequest,
  type TProjectSearchResponse,
  ZProjectSearchResponse,
} from '@cri/shared/schemas/project-search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /projects/search: one page (from 0) of the files meeting every criterion, with the total. */
export async function searchProjects(request: TProjectSearchRequest): Promise<TProjectSearchResponse> {
  return ZProjectSearchResponse.parse(await apiFetch<unknown>('/projects/search', { method: 'POST', body: request }));
}

export function useProjectSearch(request: TProjectSearchRequest | null) {
  return useQuery({
    queryKey: ['projects', 'search', request],
    queryFn: () => searchProjects(request ?? {}),
    placeholderData: keepPreviousData,
    enabled: request !== null,
  });
}
