import { ZChoicesResponse, ZCommune, ZSector } from '@cri/shared/schemas/reference-data';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * The public reference lists the project form picks from (GET /choices, /communes, /sectors). Same query
 * keys as the other features, so a list is fetched once per visit.
 */
const HOUR = 60 * 60 * 1000;
const publicList =
  <T>(path: string, schema: z.ZodType<T>) =>
  async () =>
    schema.parse(await apiFetch<unknown>(path, { auth: false }));

export const useChoiceLists = () =>
  useQuery({ queryKey: ['reference-data', 'choices'], queryFn: publicList('/choices', ZChoicesResponse), staleTime: HOUR });
export const useCommunes = () =>
  useQuery({ queryKey: ['reference-data', 'communes'], queryFn: publicList('/communes', z.array(ZCommune)), staleTime: HOUR });
export const useSectors = () =>
  useQuery({ queryKey: ['reference-data', 'sectors'], queryFn: publicList('/sectors', z.array(ZSector)), staleTime: HOUR });
