import type { ProjectListCategory, TProjectListRow } from '@cri/shared/schemas/project-lists';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetchWithHeaders } from '../../../lib/api-client.ts';

export interface ProjectPage {
  rows: TProjectListRow[];
  pageCount: number;
  /** From `projecttotalelements`. */
  total: number;
}

export interface ProjectPageOptions {
  /** A dashboard widget (the server's short first page). */
  isDashboard?: boolean;
  enabled?: boolean;
}

/** A page of a list call: the rows, and the page count and total of the exposed headers. */
export async function fetchProjectPage(
  path: string,
  query: Record<string, string | number | boolean | undefined>,
): Promise<ProjectPage> {
  // The schema (and zod) is fetched beside the data, not with the dashboard's first render (decision 105).
  const [schemas, { data, headers }] = await Promise.all([
    import('@cri/shared/schemas/project-lists'),
    apiFetchWithHeaders<unknown>(path, { query }),
  ]);
  return {
    rows: schemas.ZProjectListRow.array().parse(data),
    pageCount: Number(headers.get(schemas.PROJECT_PAGE_COUNT_HEADER) ?? 0),
    total: Number(headers.get(schemas.PROJECT_TOTAL_ELEMENTS_HEADER) ?? 0),
  };
}

/** GET /projects?projectCategory&page&size(&isDashboard): one page (from 0). */
export function getProjectPage(
  category: ProjectListCategory,
  page: number,
  size: number,
  isDashboard = false,
): Promise<ProjectPage> {
  return fetchProjectPage('/projects', { projectCategory: category, page, size, ...(isDashboard ? { isDashboard: true } : {}) });
}

export const projectListKey = ['projects', 'list'] as const;

export function useProjectPage(
  category: ProjectListCategory,
  page: number,
  size: number,
  { enabled = true, isDashboard = false }: ProjectPageOptions = {},
) {
  return useQuery({
    queryKey: [...projectListKey, category, page, size, isDashboard],
    queryFn: () => getProjectPage(category, page, size, isDashboard),
    placeholderData: keepPreviousData,
    enabled,
  });
}
