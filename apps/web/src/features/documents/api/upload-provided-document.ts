import { type TProvidedDocument, ZProvidedDocument } from '@cri/shared/schemas/documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { postMultipart } from '../../../lib/xhr-upload.ts';
import { providedDocumentsKey } from './get-provided-documents.ts';

export interface UploadInput {
  projectId: number;
  documentTypeId: number;
  /** Set to replace the current upload (spec 2 §7: add or update chosen by whether an id exists). */
  providedDocumentId: number | null;
  file: File;
}

/** POST /provided-document (multipart, fields before the file), with upload progress. */
export async function uploadProvidedDocument(
  input: UploadInput,
  onProgress: (fraction: number) => void,
): Promise<TProvidedDocument> {
  const form = () => {
    const body = new FormData();
    body.append('projectId', String(input.projectId));
    body.append('documentTypeId', String(input.documentTypeId));
    if (input.providedDocumentId !== null) body.append('providedDocumentId', String(input.providedDocumentId));
    body.append('file', input.file, input.file.name);
    return body;
  };
  return ZProvidedDocument.parse(await postMultipart('/provided-document', form, onProgress));
}

/** One tile's upload: its own progress and error, so tiles never disturb each other. */
export function useUploadProvidedDocument(projectId: number) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (input: Omit<UploadInput, 'projectId'>) => {
      setProgress(0);
      return uploadProvidedDocument({ ...input, projectId }, setProgress);
    },
    onSettled: () => {
      setProgress(null);
      return queryClient.invalidateQueries({ queryKey: providedDocumentsKey(projectId) });
    },
  });
  return { ...mutation, progress };
}
