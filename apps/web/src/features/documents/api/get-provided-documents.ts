import { type TProvidedDocumentList, ZProvidedDocumentList } from '@cri/shared/schemas/documents';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export const providedDocumentsKey = (projectId: number | null) => ['documents', 'project', projectId] as const;

/** GET /projects/{id}/provided-documents: one entry per required document type, with its upload. */
export async function getProvidedDocuments(projectId: number): Promise<TProvidedDocumentList> {
  return ZProvidedDocumentList.parse(await apiFetch<unknown>(`/projects/${projectId}/provided-documents`));
}

export function useProvidedDocuments(projectId: number | null) {
  return useQuery({
    queryKey: providedDocumentsKey(projectId),
    queryFn: () => getProvidedDocuments(projectId ?? 0),
    enabled: projectId !== null,
    retry: false,
    // Download links carry a token valid 30 minutes: keep them fresh while the page stays open.
    refetchInterval: 10 * 60_000,
  });
}
