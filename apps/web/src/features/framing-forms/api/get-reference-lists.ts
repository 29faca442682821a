import { type TProcedureSummary, ZProcedureSummary } from '@cri/shared/schemas/procedures';
import { ZChoicesResponse, ZRegion, ZSector, ZVocation } from '@cri/shared/schemas/reference-data';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * The public reference lists the questionnaire picks from (GET /choices, /sectors, /vocations, /regions,
 * /procedures/active). Same query keys as the other features, so a list is fetched once per visit.
 */
const HOUR = 60 * 60 * 1000;
const publicList =
  <T>(path: string, schema: z.ZodType<T>) =>
  async () =>
    schema.parse(await apiFetch<unknown>(path, { auth: false }));

export const useChoiceLists = () =>
  useQuery({ queryKey: ['reference-data', 'choices'], queryFn: publicList('/choices', ZChoicesResponse), staleTime: HOUR });
export const useSectors = () =>
  useQuery({ queryKey: ['reference-data', 'sectors'], queryFn: publicList('/sectors', z.array(ZSector)), staleTime: HOUR });
export const useVocations = () =>
  useQuery({ queryKey: ['reference-data', 'vocations'], queryFn: publicList('/vocations', z.array(ZVocation)), staleTime: HOUR });
export const useDeployedRegions = () =>
  useQuery({ queryKey: ['reference-data', 'regions'], queryFn: publicList('/regions', z.array(ZRegion)), staleTime: HOUR });
export const useActiveProcedures = () =>
  useQuery<TProcedureSummary[]>({
    queryKey: ['procedures', 'active'],
    queryFn: publicList('/procedures/active', z.array(ZProcedureSummary)),
    staleTime: HOUR,
  });
