import type { ChoiceListName } from '@cri/shared/enums/reference-data';
import { type TChoiceItem, type TCommune, ZChoicesResponse, ZCommune, ZProvince } from '@cri/shared/schemas/reference-data';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

/** Reference data changes with a deployment, not during a visit. */
const HOUR = 60 * 60 * 1000;

/** GET /choices: every list the investor forms use, in display order. */
export function useChoiceLists() {
  return useQuery({
    queryKey: ['reference-data', 'choices'],
    queryFn: async () => ZChoicesResponse.parse(await apiFetch<unknown>('/choices', { auth: false })),
    staleTime: HOUR,
  });
}

export const choiceItems = (lists: z.infer<typeof ZChoicesResponse> | undefined, name: ChoiceListName): TChoiceItem[] =>
  lists?.[name] ?? [];

/** GET /communes: all communes (with province and region), for the commune selects. */
export function useCommunes() {
  return useQuery({
    queryKey: ['reference-data', 'communes'],
    queryFn: async () => z.array(ZCommune).parse(await apiFetch<unknown>('/communes', { auth: false })),
    staleTime: HOUR,
  });
}

/** GET /provinces?all=true: to name the province derived from a commune. */
export function useProvinces() {
  return useQuery({
    queryKey: ['reference-data', 'provinces', 'all'],
    queryFn: async () => z.array(ZProvince).parse(await apiFetch<unknown>('/provinces', { auth: false, query: { all: true } })),
    staleTime: HOUR,
  });
}

export const labelOf = (item: { labelFr: string; labelAr: string } | undefined, language: string): string =>
  item ? (language === 'ar' ? item.labelAr : item.labelFr) : '';

export const communeName = (commune: Pick<TCommune, 'nameFr' | 'nameAr'> | undefined, language: string): string =>
  commune ? (language === 'ar' ? commune.nameAr : commune.nameFr) : '';
