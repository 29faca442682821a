import {
  type TLandAppointment,
  type TLandAppointmentDetail,
  type TLandAppointmentPage,
  type TLandAppointmentRequest,
  type TLandDashboard,
  type TLandMeetingsQuery,
  type TLandRequest,
  type TLandRequestPage,
  type TLandRequestQualification,
  type TLandVisualisation,
  type TParcel,
  type TParcelAuditEntry,
  type TParcelPage,
  ZLandAppointment,
  ZLandAppointmentDetail,
  ZLandAppointmentPage,
  ZLandDashboard,
  ZLandMeetings,
  ZLandRequest,
  ZLandRequestPage,
  ZLandVisualisation,
  ZParcel,
  ZParcelAudit,
  ZParcelPage,
} from '@cri/shared/schemas/land';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export const landKeys = {
  all: ['land'] as const,
  dashboard: ['land', 'dashboard'] as const,
  parcels: (query: string) => ['land', 'parcels', query] as const,
  parcel: (id: number) => ['land', 'parcel', id] as const,
  audit: (id: number) => ['land', 'audit', id] as const,
  search: (query: string) => ['land', 'search', query] as const,
  requests: (query: string) => ['land', 'requests', query] as const,
};

/** A query string of the defined values. */
export const queryString = (values: Record<string, string | number | undefined>): string =>
  new URLSearchParams(
    Object.entries(values)
      .filter((e): e is [string, string | number] => e[1] !== undefined && e[1] !== '')
      .map(([k, v]) => [k, String(v)]),
  ).toString();

/** GET /foncier/dashboard. */
export function useLandDashboard() {
  return useQuery({
    queryKey: landKeys.dashboard,
    queryFn: async (): Promise<TLandDashboard> => ZLandDashboard.parse(await apiFetch<unknown>('/foncier/dashboard')),
  });
}

/** GET /foncier/visualisation (CONSULT, decision 081). */
export function useLandVisualisation() {
  return useQuery({
    queryKey: ['land', 'visualisation'],
    queryFn: async (): Promise<TLandVisualisation> => ZLandVisualisation.parse(await apiFetch<unknown>('/foncier/visualisation')),
  });
}

/** GET /foncier/parcels?page&size&examinationState. */
export function useParcels(query: string) {
  return useQuery({
    queryKey: landKeys.parcels(query),
    queryFn: async (): Promise<TParcelPage> => ZParcelPage.parse(await apiFetch<unknown>(`/foncier/parcels?${query}`)),
    placeholderData: keepPreviousData,
  });
}

/** GET /foncier/search?… (every filter of ZLandSearchQuery); null = nothing asked yet. */
export function useLandSearch(query: string | null) {
  return useQuery({
    queryKey: landKeys.search(query ?? ''),
    queryFn: async (): Promise<TParcelPage> => ZParcelPage.parse(await apiFetch<unknown>(`/foncier/search?${query}`)),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

export function useParcel(id: number) {
  return useQuery({
    queryKey: landKeys.parcel(id),
    queryFn: async (): Promise<TParcel> => ZParcel.parse(await apiFetch<unknown>(`/foncier/parcels/${id}`)),
  });
}

/** GET /audit/parcel?parcelId (decision 068). */
export function useParcelAudit(id: number) {
  return useQuery({
    queryKey: landKeys.audit(id),
    queryFn: async (): Promise<TParcelAuditEntry[]> =>
      ZParcelAudit.parse(await apiFetch<unknown>(`/audit/parcel?parcelId=${id}`)),
  });
}

export function useSetExamination(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (state: TParcel['examinationState']): Promise<TParcel> =>
      ZParcel.parse(
        await apiFetch<unknown>(`/foncier/parcels/${id}/examination`, { method: 'PUT', body: { state }, blocking: true }),
      ),
    onSettled: () => void client.invalidateQueries({ queryKey: landKeys.all }),
  });
}

/** GET /investor-request/foncier?investorRequestCategory&page&size. */
export function useLandRequests(query: string) {
  return useQuery({
    queryKey: landKeys.requests(query),
    queryFn: async (): Promise<TLandRequestPage> =>
      ZLandRequestPage.parse(await apiFetch<unknown>(`/investor-request/foncier?${query}`)),
    placeholderData: keepPreviousData,
  });
}

export function useQualifyRequest(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: TLandRequestQualification): Promise<TLandRequest> =>
      ZLandRequest.parse(
        await apiFetch<unknown>(`/investor-request/foncier/${id}/qualification`, { method: 'PUT', body, blocking: true }),
      ),
    onSettled: () => void client.invalidateQueries({ queryKey: landKeys.all }),
  });
}

/** GET /appointments/foncier?stateCategory&page&size (RDV). */
export function useLandAppointments(query: string) {
  return useQuery({
    queryKey: ['land', 'appointments', query],
    queryFn: async (): Promise<TLandAppointmentPage> =>
      ZLandAppointmentPage.parse(await apiFetch<unknown>(`/appointments/foncier?${query}`)),
    placeholderData: keepPreviousData,
  });
}

export type LandAppointmentChange = { kind: 'schedule'; start: string } | { kind: 'cancel'; reason: string } | { kind: 'hold' };

/** PUT /appointments/foncier/{id}/schedule | cancel | hold. */
export function useChangeLandAppointment(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: LandAppointmentChange): Promise<TLandAppointment> => {
      const body =
        change.kind === 'schedule' ? { start: change.start } : change.kind === 'cancel' ? { reason: change.reason } : undefined;
      return ZLandAppointment.parse(
        await apiFetch<unknown>(`/appointments/foncier/${id}/${change.kind}`, {
          method: 'PUT',
          ...(body ? { body } : {}),
          blocking: true,
        }),
      );
    },
    onSettled: () => void client.invalidateQueries({ queryKey: landKeys.all }),
  });
}

/**
 * GET /appointments/foncier/meetings?filter&regionId: the land appointments of the appointment screen
 * (decision 080): the investor's own, a consultation role's region (national: the region picked, or all).
 */
export function useLandMeetings(query: { filter: TLandMeetingsQuery['filter']; regionId: number | null }) {
  return useQuery({
    queryKey: ['land', 'meetings', query],
    queryFn: async (): Promise<TLandAppointment[]> =>
      ZLandMeetings.parse(
        await apiFetch<unknown>(
          `/appointments/foncier/meetings?${queryString({ filter: query.filter, regionId: query.regionId ?? undefined })}`,
        ),
      ),
  });
}

/** GET /appointments/foncier/{id}: one land appointment and what the caller may do (404: not theirs). */
export function useLandMeeting(id: number | null) {
  return useQuery({
    queryKey: ['land', 'meeting', id],
    queryFn: async (): Promise<TLandAppointmentDetail> =>
      ZLandAppointmentDetail.parse(await apiFetch<unknown>(`/appointments/foncier/${id ?? 0}`)),
    enabled: id !== null,
    retry: false,
  });
}

/** POST /appointments/foncier/new: the investor asks the land team for an appointment. */
export function useBookLandAppointment() {
  return useMutation({
    mutationFn: async (body: TLandAppointmentRequest): Promise<TLandAppointment> =>
      ZLandAppointment.parse(await apiFetch<unknown>('/appointments/foncier/new', { method: 'POST', body, blocking: true })),
  });
}
