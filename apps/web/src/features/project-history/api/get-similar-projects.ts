import { type TSimilarProject, ZSimilarProjects } from '@cri/shared/schemas/project-history';
import { PROJECT_PAGE_COUNT_HEADER, PROJECT_TOTAL_ELEMENTS_HEADER } from '@cri/shared/schemas/project-lists';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetchWithHeaders } from '../../../lib/api-client.ts';

export interface SimilarPage {
  rows: TSimilarProject[];
  pageCount: number;
  total: number;
}

/** GET /projects/{projectId}/similar-projects-history?page&size (page from 0, counts in the headers). */
export async function getSimilarProjects(id: number, page: number, size: number): Promise<SimilarPage> {
  const { data, headers } = await apiFetchWithHeaders<unknown>(`/projects/${id}/similar-projects-history`, {
    query: { page, size },
  });
  return {
    rows: ZSimilarProjects.parse(data),
    pageCount: Number(headers.get(PROJECT_PAGE_COUNT_HEADER) ?? 0),
    total: Number(headers.get(PROJECT_TOTAL_ELEMENTS_HEADER) ?? 0),
  };
}

export function useSimilarProjects(id: number | null, page: number, size: number) {
  return useQuery({
    queryKey: ['projects', 'similar', id, page, size],
    queryFn: () => getSimilarProjects(id ?? 0, page, size),
    enabled: id !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
