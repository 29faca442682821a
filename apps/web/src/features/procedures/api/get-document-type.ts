import { type TDocumentTypeDetail, ZDocumentTypeDetail } from '@cri/shared/schemas/procedures';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { STALE } from './get-procedures.ts';

export async function getDocumentType(id: number): Promise<TDocumentTypeDetail> {
  return ZDocumentTypeDetail.parse(await apiFetch<unknown>(`/document-types/${id}`, { auth: false }));
}

export function useDocumentType(id: number | null) {
  return useQuery({
    queryKey: ['procedures', 'document-type', id],
    queryFn: () => getDocumentType(id ?? 0),
    staleTime: STALE,
    enabled: id !== null,
    retry: false,
  });
}
