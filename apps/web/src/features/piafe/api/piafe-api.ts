import {
  PIAFE_PROJECTS_HEADERS,
  type TPiafeExchange,
  type TPiafeExchangeCreate,
  type TPiafeHolder,
  type TPiafeHolderBody,
  type TPiafeProject,
  type TPiafeProjectBody,
  type TPiafeProjectRow,
  type TPiafeProjectSheet,
  type TPiafeQualificationBody,
  type TPiafeStatistics,
  type TPiafeTracking,
  type TPiafeTrackingCreate,
  type TPiafeTrackingUpdate,
  type TPiafeVisitBody,
  ZPiafeExchange,
  ZPiafeHolder,
  ZPiafeHolderSearchResponse,
  ZPiafeProject,
  ZPiafeProjectSheet,
  ZPiafeProjectsResponse,
  ZPiafeStatistics,
  ZPiafeTracking,
} from '@cri/shared/schemas/piafe';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiFetchWithHeaders } from '../../../lib/api-client.ts';

/** The calls of the PIAFE area (spec 3 §7 "Piafe"). */
const KEY = ['piafe'] as const;

export interface ProjectSearch {
  dataToSearch?: string | undefined;
  startExchangeDate?: string | undefined;
  endExchangeDate?: string | undefined;
  page: number;
  size: number;
}

export interface ProjectPage {
  rows: TPiafeProjectRow[];
  total: number;
  pageCount: number;
}

/** GET /piafe/projects: one page of the list, its totals in the headers. */
export async function fetchProjects(q: ProjectSearch, signal?: AbortSignal): Promise<ProjectPage> {
  const { data, headers } = await apiFetchWithHeaders<unknown>('/piafe/projects', {
    query: {
      dataToSearch: q.dataToSearch || undefined,
      startExchangeDate: q.startExchangeDate || undefined,
      endExchangeDate: q.endExchangeDate || undefined,
      page: q.page,
      size: q.size,
    },
    signal,
  });
  const rows = ZPiafeProjectsResponse.parse(data);
  return {
    rows,
    total: Number(headers.get(PIAFE_PROJECTS_HEADERS.totalElements) ?? rows.length),
    pageCount: Number(headers.get(PIAFE_PROJECTS_HEADERS.pageCount) ?? 1),
  };
}

export const useProjects = (q: ProjectSearch) =>
  useQuery({
    queryKey: [...KEY, 'projects', q],
    queryFn: ({ signal }) => fetchProjects(q, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useProjectSheet = (id: number | null) =>
  useQuery({
    queryKey: [...KEY, 'project', id],
    queryFn: async ({ signal }): Promise<TPiafeProjectSheet> =>
      ZPiafeProjectSheet.parse(await apiFetch<unknown>(`/piafe/projects/${id}`, { signal })),
    enabled: id !== null,
  });

export const useExchange = (id: number | null) =>
  useQuery({
    queryKey: [...KEY, 'exchange', id],
    queryFn: async ({ signal }): Promise<TPiafeExchange> =>
      ZPiafeExchange.parse(await apiFetch<unknown>(`/piafe/exchange/${id}`, { signal })),
    enabled: id !== null,
  });

export const useHolder = (id: number | null) =>
  useQuery({
    queryKey: [...KEY, 'holder', id],
    queryFn: async ({ signal }): Promise<TPiafeHolder> =>
      ZPiafeHolder.parse(await apiFetch<unknown>(`/piafe/project-holder/${id}`, { signal })),
    enabled: id !== null,
  });

/** GET /piafe/project-holder?identityType&identityNumber: the holder of a full identity number, or null. */
export async function searchHolder(identityType: string, identityNumber: string): Promise<TPiafeHolder | null> {
  const body = await apiFetch<unknown>('/piafe/project-holder', { query: { identityType, identityNumber }, blocking: true });
  return ZPiafeHolderSearchResponse.parse(body).holder;
}

export const useStatistics = (range: { startExchangeDate?: string | undefined; endExchangeDate?: string | undefined }) =>
  useQuery({
    queryKey: [...KEY, 'statistics', range],
    queryFn: async ({ signal }): Promise<TPiafeStatistics> =>
      ZPiafeStatistics.parse(
        await apiFetch<unknown>('/piafe/statistics/indicators', {
          query: { startExchangeDate: range.startExchangeDate || undefined, endExchangeDate: range.endExchangeDate || undefined },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    retry: false,
  });

/** Every write refreshes what the area shows. */
function useWrite<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }) });
}

const send = (method: 'POST' | 'PUT', path: string, body: unknown) => apiFetch<unknown>(path, { method, body, blocking: true });

export const useCreateExchange = () =>
  useWrite(async (body: TPiafeExchangeCreate) => ZPiafeExchange.parse(await send('POST', '/piafe/exchange', body)));
export const useSaveExchangeHolder = () =>
  useWrite(async ({ id, body }: { id: number; body: TPiafeHolderBody }) =>
    ZPiafeHolder.parse(await send('PUT', `/piafe/exchange/${id}/project-holder`, body)),
  );
export const useSaveExchangeProject = () =>
  useWrite(
    async ({ id, body }: { id: number; body: TPiafeProjectBody }): Promise<TPiafeProject> =>
      ZPiafeProject.parse(await send('PUT', `/piafe/exchange/${id}`, body)),
  );
export const useSaveVisit = () =>
  useWrite(async ({ id, body }: { id: number; body: TPiafeVisitBody }) =>
    ZPiafeExchange.parse(await send('PUT', `/piafe/exchange/${id}/visit`, body)),
  );
export const useSaveQualification = () =>
  useWrite(async ({ id, body }: { id: number; body: TPiafeQualificationBody }) =>
    ZPiafeExchange.parse(await send('PUT', `/piafe/exchange/${id}/qualification`, body)),
  );
export const useAddVisit = () =>
  useWrite(async ({ id, body }: { id: number; body: TPiafeQualificationBody }) =>
    ZPiafeExchange.parse(await send('PUT', `/piafe/exchange/${id}/add-visit`, body)),
  );
export const useUpdateHolder = () =>
  useWrite(async ({ id, body }: { id: number; body: TPiafeHolderBody }) =>
    ZPiafeHolder.parse(await send('PUT', `/piafe/project-holder/${id}`, body)),
  );
export const useUpdateProject = () =>
  useWrite(async ({ id, body }: { id: number; body: TPiafeProjectBody }) =>
    ZPiafeProject.parse(await send('PUT', `/piafe/projects/${id}`, body)),
  );
export const useCreateTracking = () =>
  useWrite(
    async (body: TPiafeTrackingCreate): Promise<TPiafeTracking> =>
      ZPiafeTracking.parse(await send('POST', '/piafe/tracking', body)),
  );
export const useUpdateTracking = () =>
  useWrite(async ({ id, body }: { id: number; body: TPiafeTrackingUpdate }) =>
    ZPiafeTracking.parse(await send('PUT', `/piafe/tracking/${id}`, body)),
  );
