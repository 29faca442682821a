import { type TReviewAdvisor, ZReviewAdvisor } from '@cri/shared/schemas/advisor-review';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';
import { updateAdvisor } from '../../advisor-review/api/update-advisor.ts';
import { fetchProjectPage } from '../../projects/api/get-projects.ts';

const projectsKey = ['back-office', 'projects'] as const;

/** GET /projects?page&size&reference (spec 3 §7): the caller's files (its region, or every region), the total in the header. */
export function useBackOfficeProjects(page: number, size: number, reference: string) {
  return useQuery({
    queryKey: [...projectsKey, page, size, reference],
    queryFn: () => fetchProjectPage('/projects', { page, size, reference: reference || undefined }),
    placeholderData: keepPreviousData,
  });
}

/** GET /projects/{id}/advisor-candidates: the other active advisors of the file's region. */
export function useAdvisorCandidates(projectId: number | null) {
  return useQuery({
    queryKey: [...projectsKey, 'candidates', projectId],
    queryFn: async ({ signal }): Promise<TReviewAdvisor[]> =>
      z.array(ZReviewAdvisor).parse(await apiFetch<unknown>(`/projects/${projectId}/advisor-candidates`, { signal })),
    enabled: projectId !== null,
    retry: false,
  });
}

/** PUT /projects/{id}/update-advisor from the back-office (decision 089): the list and the audit are read again. */
export function useReassignAdvisor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, advisorId }: { projectId: number; advisorId: number }) => updateAdvisor(projectId, { advisorId }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: projectsKey });
      void client.invalidateQueries({ queryKey: ['back-office', 'audit'] });
    },
  });
}
