import type { ProjectListCategory } from '@cri/shared/schemas/project-lists';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchProjectPage, type ProjectPageOptions, projectListKey } from './get-projects.ts';

/**
 * GET /projects/region-projects?projectCategory&page&size&isDashboard&regionId: the consultation roles'
 * read-only lists (a regional user always gets their region; national: regionId, 0 = all).
 */
export function useRegionProjectPage(
  category: ProjectListCategory,
  page: number,
  size: number,
  regionId: number,
  { enabled = true, isDashboard = false }: ProjectPageOptions = {},
) {
  return useQuery({
    queryKey: [...projectListKey, 'region', regionId, category, page, size, isDashboard],
    queryFn: () =>
      fetchProjectPage('/projects/region-projects', {
        projectCategory: category,
        page,
        size,
        regionId,
        ...(isDashboard ? { isDashboard: true } : {}),
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
