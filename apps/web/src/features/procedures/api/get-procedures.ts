import {
  type TProcedureDetail,
  type TProcedureSummary,
  type TRegionDocumentPriceOverride,
  ZProcedureDetail,
  ZProcedureSummary,
  ZRegionDocumentPriceOverride,
} from '@cri/shared/schemas/procedures';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

// The catalogue is public reference data: sent without the token, kept for the visit.
export const STALE = 60 * 60 * 1000;

export async function getActiveProcedures(): Promise<TProcedureSummary[]> {
  return z.array(ZProcedureSummary).parse(await apiFetch<unknown>('/procedures/active', { auth: false }));
}

export async function getProcedure(id: number): Promise<TProcedureDetail> {
  return ZProcedureDetail.parse(await apiFetch<unknown>(`/procedures/${id}`, { auth: false }));
}

export async function getPriceOverrides(regionId: number): Promise<TRegionDocumentPriceOverride[]> {
  return z
    .array(ZRegionDocumentPriceOverride)
    .parse(await apiFetch<unknown>(`/region-document-price-overrides?regionId=${regionId}`, { auth: false }));
}

export function useActiveProcedures() {
  return useQuery({ queryKey: ['procedures', 'active'], queryFn: getActiveProcedures, staleTime: STALE });
}

export function useProcedure(id: number | null) {
  return useQuery({
    queryKey: ['procedures', 'detail', id],
    queryFn: () => getProcedure(id ?? 0),
    staleTime: STALE,
    enabled: id !== null,
    retry: false,
  });
}

export function usePriceOverrides(regionId: number | null) {
  return useQuery({
    queryKey: ['procedures', 'price-overrides', regionId],
    queryFn: () => getPriceOverrides(regionId ?? 0),
    staleTime: STALE,
    enabled: regionId !== null,
  });
}
