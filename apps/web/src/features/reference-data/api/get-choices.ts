import type { ChoiceListName } from '@cri/shared/enums/reference-data';
import { type TChoiceItem, type TChoicesResponse, ZChoicesResponse } from '@cri/shared/schemas/reference-data';
import { useQuery } from '@tanstack/react-query';
import { fetchReferenceList, REFERENCE_STALE_TIME } from './reference-query.ts';

/** GET /choices: every choice list the forms use (legal forms, titles…), each in display order. */
export function useChoiceLists() {
  return useQuery({
    queryKey: ['reference-data', 'choices'],
    queryFn: () => fetchReferenceList('/choices', ZChoicesResponse),
    staleTime: REFERENCE_STALE_TIME,
  });
}

/** One list of GET /choices, empty while the lists load. */
export const choiceItems = (lists: TChoicesResponse | undefined, name: ChoiceListName): TChoiceItem[] => lists?.[name] ?? [];
