import {
  type TMilestone,
  type TMilestoneNew,
  type TMilestoneUpdate,
  type TMonitoringAction,
  type TMonitoringActionNew,
  type TMonitoringListQuery,
  type TMonitoringProject,
  type TMonitoringProjectUpdate,
  type TProcedureMilestoneNew,
  ZInvestorMonitoring,
  ZMilestone,
  ZMonitoringAction,
  ZMonitoringDashboard,
  ZMonitoringProject,
  ZMonitoringProjectDetails,
  ZMonitoringProjectList,
  ZProcedureMilestone,
  ZProcedureMilestoneList,
} from '@cri/shared/schemas/monitoring';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** Monitoring after the decision (issue 18): the calls of spec 3 §7 "Monitoring" the pages use. */

export function useMonitoringDashboard() {
  return useQuery({
    queryKey: ['monitoring', 'dashboard'] as const,
    queryFn: async () => ZMonitoringDashboard.parse(await apiFetch<unknown>('/monitoring-projects/dashboard')),
    retry: false,
  });
}

export function useMonitoringProjects(q: Partial<TMonitoringListQuery>) {
  return useQuery({
    queryKey: ['monitoring', 'list', q] as const,
    queryFn: async () =>
      ZMonitoringProjectList.parse(
        await apiFetch<unknown>('/monitoring-projects/monitoring-manager', {
          query: { page: q.page ?? 0, size: q.size ?? 10, search: q.search || undefined, filter: q.filter ?? 'ALL' },
        }),
      ),
    retry: false,
    // The rows shown stay while another page, size, search or filter loads (as the land and PIAFE lists): the table
    // is not unmounted and mounted again for every page (decision 109).
    placeholderData: keepPreviousData,
  });
}

export function useMonitoringProject(id: number | null) {
  return useQuery({
    queryKey: ['monitoring', 'project', id] as const,
    queryFn: async (): Promise<TMonitoringProject> =>
      ZMonitoringProject.parse(await apiFetch<unknown>(`/monitoring-projects/${id}`)),
    enabled: id !== null,
    retry: false,
  });
}

export function useMonitoringDetails(id: number | null) {
  return useQuery({
    queryKey: ['monitoring', 'details', id] as const,
    queryFn: async () => ZMonitoringProjectDetails.parse(await apiFetch<unknown>(`/monitoring-projects/${id}/details`)),
    enabled: id !== null,
    retry: false,
  });
}

export function useMilestone(id: number | null) {
  return useQuery({
    queryKey: ['monitoring', 'milestone', id] as const,
    queryFn: async (): Promise<TMilestone> =>
      ZMilestone.parse(await apiFetch<unknown>(`/monitoring-project-procedure-milestones/${id}`)),
    enabled: id !== null,
    retry: false,
  });
}

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['monitoring'] });
}

export function useUpdateProject(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (body: TMonitoringProjectUpdate) =>
      ZMonitoringProject.parse(await apiFetch<unknown>(`/monitoring-projects/${id}`, { method: 'PUT', body })),
    onSuccess: refresh,
  });
}

export function useValidateProject(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async () =>
      ZMonitoringProject.parse(await apiFetch<unknown>(`/monitoring-projects/validate/${id}`, { method: 'POST' })),
    onSuccess: refresh,
  });
}

const formWith = (fields: Record<string, string>, file: File | null) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  if (file) data.append('file', file);
  return data;
};

export function useCreateMilestone(monitoringProjectId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: { procedureId: number; milestone: TMilestoneNew; file: File | null }): Promise<TMilestone> =>
      ZMilestone.parse(
        await apiFetch<unknown>(`/monitoring-project-procedure-milestones/${monitoringProjectId}/create`, {
          method: 'POST',
          query: { monitoringProjectProcedureId: input.procedureId },
          body: formWith({ milestone: JSON.stringify(input.milestone) }, input.file),
        }),
      ),
    onSuccess: refresh,
  });
}

/** The update sends one file per request (decision 067): the minutes first, then the attachment. */
export function useUpdateMilestone(monitoringProjectId: number, milestoneId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: {
      milestone: TMilestoneUpdate;
      attachment?: File | null;
      commissionPv?: File | null;
    }): Promise<TMilestone> => {
      const put = async (milestone: TMilestoneUpdate, fileKind: string, file: File | null) =>
        ZMilestone.parse(
          await apiFetch<unknown>(`/monitoring-project-procedure-milestones/${monitoringProjectId}/update/${milestoneId}`, {
            method: 'PUT',
            body: formWith({ milestone: JSON.stringify(milestone), fileKind }, file),
          }),
        );
      if (input.commissionPv && input.attachment) {
        await put({ action: 'EDIT' }, 'attachedDocument', input.attachment);
        return put(input.milestone, 'commissionPv', input.commissionPv);
      }
      if (input.commissionPv) return put(input.milestone, 'commissionPv', input.commissionPv);
      return put(input.milestone, 'attachedDocument', input.attachment ?? null);
    },
    onSuccess: refresh,
  });
}

export function useCreateAction(monitoringProjectId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: { action: TMonitoringActionNew; file: File | null }): Promise<TMonitoringAction> =>
      ZMonitoringAction.parse(
        await apiFetch<unknown>(`/monitoring-follow-up-actions/${monitoringProjectId}/new`, {
          method: 'POST',
          body: formWith({ action: JSON.stringify(input.action) }, input.file),
        }),
      ),
    onSuccess: refresh,
  });
}

export function useAddDocument() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: { actionId: number; file: File }) =>
      ZMonitoringAction.parse(
        await apiFetch<unknown>('/monitoring-follow-up-actions/add-document', {
          method: 'POST',
          body: formWith({ document: JSON.stringify({ actionId: input.actionId }) }, input.file),
        }),
      ),
    onSuccess: refresh,
  });
}

export function useDeleteDocument() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiFetch<unknown>(`/monitoring-follow-up-actions/document-delete/${id}`, { method: 'DELETE' });
    },
    onSuccess: refresh,
  });
}

export function useProcedureMilestones() {
  return useQuery({
    queryKey: ['monitoring', 'definitions'] as const,
    queryFn: async () => ZProcedureMilestoneList.parse(await apiFetch<unknown>('/procedure-milestones')),
    retry: false,
  });
}

export function useCreateDefinition() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (body: TProcedureMilestoneNew) =>
      ZProcedureMilestone.parse(await apiFetch<unknown>('/procedure-milestones', { method: 'POST', body })),
    onSuccess: refresh,
  });
}

export function useDeleteDefinition() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiFetch<unknown>(`/procedure-milestones/${id}`, { method: 'DELETE' });
    },
    onSuccess: refresh,
  });
}

/** A file of a milestone or of a follow-up action, downloaded with the session's token. */
export const milestoneFileUrl = (id: number, kind: 'attachedDocument' | 'commissionPv') =>
  `/monitoring-project-procedure-milestones/${id}/file?kind=${kind}`;
export const documentFileUrl = (id: number) => `/monitoring-follow-up-actions/document/${id}`;

/** The investor's read-only view of the milestones of his file (GET /projects/{id}/monitoring). */
export function useInvestorMonitoring(projectId: number, opts: { enabled: boolean }) {
  return useQuery({
    queryKey: ['monitoring', 'investor', projectId] as const,
    queryFn: async () => ZInvestorMonitoring.parse(await apiFetch<unknown>(`/projects/${projectId}/monitoring`)),
    enabled: opts.enabled,
    retry: false,
  });
}
