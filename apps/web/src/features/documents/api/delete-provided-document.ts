import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { providedDocumentsKey } from './get-provided-documents.ts';

/** DELETE /provided-document/{id}: within 60 minutes of the upload (409 after). */
export async function deleteProvidedDocument(id: number): Promise<void> {
  await apiFetch<unknown>(`/provided-document/${id}`, { method: 'DELETE', blocking: true });
}

export function useDeleteProvidedDocument(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProvidedDocument,
    onSettled: () => queryClient.invalidateQueries({ queryKey: providedDocumentsKey(projectId) }),
  });
}
