import { type TAuditPage, ZAuditPage } from '@cri/shared/back-office/audit';
import {
  resourceApiPath,
  type TBackOfficePage,
  type TBackOfficeRecord,
  type TDeleteOutcome,
  ZBackOfficePage,
  ZBackOfficeRecord,
  ZDeleteOutcome,
} from '@cri/shared/back-office/resource';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export type ListParams = Record<string, string | number | undefined>;

/** GET /back-office/{r}: one page, sorted, filtered and searched as asked; the total with it. */
export async function fetchResourcePage(resource: string, params: ListParams, signal?: AbortSignal): Promise<TBackOfficePage> {
  return ZBackOfficePage.parse(await apiFetch<unknown>(resourceApiPath(resource), { query: params, signal }));
}

export function useResourcePage(resource: string, params: ListParams, enabled = true) {
  return useQuery({
    queryKey: ['back-office', resource, 'list', params],
    queryFn: ({ signal }) => fetchResourcePage(resource, params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useResourceRecord(resource: string, id: number | null) {
  return useQuery({
    queryKey: ['back-office', resource, 'record', id],
    queryFn: async ({ signal }): Promise<TBackOfficeRecord> =>
      ZBackOfficeRecord.parse(await apiFetch<unknown>(`${resourceApiPath(resource)}/${id}`, { signal })),
    enabled: id !== null,
    retry: false,
  });
}

export function useRecordHistory(resource: string, id: number | null) {
  return useQuery({
    queryKey: ['back-office', resource, 'history', id],
    queryFn: async ({ signal }): Promise<TAuditPage> =>
      ZAuditPage.parse(await apiFetch<unknown>(`${resourceApiPath(resource)}/${id}/history`, { signal })),
    enabled: id !== null,
  });
}

/** POST /back-office/{r} (id null) or PUT /back-office/{r}/{id}. */
export function useSaveRecord(resource: string, id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: Record<string, unknown>): Promise<TBackOfficeRecord> =>
      ZBackOfficeRecord.parse(
        await apiFetch<unknown>(id === null ? resourceApiPath(resource) : `${resourceApiPath(resource)}/${id}`, {
          method: id === null ? 'POST' : 'PUT',
          body,
          blocking: true,
        }),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: ['back-office', resource] }),
  });
}

/** DELETE /back-office/{r}/{id}: deleted, archived (other records use it) or deactivated (accounts). */
export function useDeleteRecord(resource: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number): Promise<TDeleteOutcome> =>
      ZDeleteOutcome.parse(await apiFetch<unknown>(`${resourceApiPath(resource)}/${id}`, { method: 'DELETE', blocking: true })),
    onSuccess: () => client.invalidateQueries({ queryKey: ['back-office', resource] }),
  });
}

export function useAudit(params: ListParams) {
  return useQuery({
    queryKey: ['back-office', 'audit', params],
    queryFn: async ({ signal }): Promise<TAuditPage> =>
      ZAuditPage.parse(await apiFetch<unknown>('/audit', { query: params, signal })),
    placeholderData: keepPreviousData,
  });
}
