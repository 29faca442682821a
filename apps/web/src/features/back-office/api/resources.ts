import { type TAuditPage, ZAuditPage } from '@cri/shared/back-office/audit';
import {
  REMOVE_FILE_PART,
  type ResourceDecl,
  resourceApiPath,
  type TBackOfficePage,
  type TBackOfficeRecord,
  type TDeleteOutcome,
  type UploadDecl,
  uploadDownloadPath,
  ZBackOfficePage,
  ZBackOfficeRecord,
  ZDeleteOutcome,
} from '@cri/shared/back-office/resource';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiFetch } from '../../../lib/api-client.ts';
import { API_BASE } from '../../../lib/auth/refresh-session.ts';
import { getAccessToken } from '../../../lib/auth/session.ts';

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

/**
 * The spec's multipart call of a resource that carries a file (decision 087): the record as JSON text in its
 * part, the file (if one is chosen) in its field; `POST` the first create path, `PUT` the first update path.
 */
export function useSaveRecordWithFile(decl: ResourceDecl, id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      body,
      file,
      removeFile = false,
    }: {
      body: Record<string, unknown>;
      file: File | null;
      /** Take the stored file off (a removable upload, no new file chosen). */
      removeFile?: boolean;
    }): Promise<TBackOfficeRecord> => {
      const upload = decl.upload as UploadDecl;
      const form = new FormData();
      // The record first: the server checks it before it reads a byte of the file.
      form.append(upload.parts[0] as string, JSON.stringify(body));
      if (removeFile) form.append(REMOVE_FILE_PART, 'true');
      if (file) form.append(upload.field, file);
      const path = id === null ? (upload.create[0] as string) : (upload.update[0] as string).replace(':id', String(id));
      return ZBackOfficeRecord.parse(
        await apiFetch<unknown>(path, { method: id === null ? 'POST' : 'PUT', body: form, blocking: true }),
      );
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['back-office', decl.name] }),
  });
}

/**
 * A record's stored file (decision 087) as an object URL, to preview a picture; null when there is none. A plain
 * fetch with the session's token: the api client reads JSON bodies.
 */
export function useRecordFileUrl(decl: ResourceDecl, id: number, enabled: boolean, version: unknown) {
  const query = useQuery({
    queryKey: ['back-office', decl.name, 'file', id, version],
    queryFn: async (): Promise<string | null> => {
      const token = getAccessToken();
      const res = await fetch(`${API_BASE}${uploadDownloadPath(decl, id)}`, {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      }).catch(() => null);
      if (!res?.ok) return null;
      return URL.createObjectURL(await res.blob());
    },
    enabled: enabled && decl.upload !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const url = query.data ?? null;
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
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
