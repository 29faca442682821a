import {
  PROJECT_PAGE_COUNT_HEADER,
  type ProjectListCategory,
  type TProjectListRow,
  ZProjectListRow,
} from '@cri/shared/schemas/project-lists';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetchWithHeaders } from '../../../lib/api-client.ts';

const ZRows = z.array(ZProjectListRow);

export interface ProjectPage {
  rows: TProjectListRow[];
  pageCount: number;
}

/** GET /projects?projectCategory&page&size: one page (from 0) and the page count of `projectpagecount`. */
export async function getProjectPage(category: ProjectListCategory, page: number, size: number): Promise<ProjectPage> {
  const { data, headers } = await apiFetchWithHeaders<unknown>('/projects', {
    query: { projectCategory: category, page, size },
  });
  return { rows: ZRows.parse(data), pageCount: Number(headers.get(PROJECT_PAGE_COUNT_HEADER) ?? 0) };
}

export const projectListKey = ['projects', 'list'] as const;

export function useProjectPage(category: ProjectListCategory, page: number, size: number, { enabled = true } = {}) {
  return useQuery({
    queryKey: [...projectListKey, category, page, size],
    queryFn: () => getProjectPage(category, page, size),
    placeholderData: keepPreviousData,
    enabled,
  });
}
