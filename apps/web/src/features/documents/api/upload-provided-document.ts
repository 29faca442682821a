import { ZApiError } from '@cri/shared/errors';
import { type TProvidedDocument, ZProvidedDocument } from '@cri/shared/schemas/documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { API_BASE, refreshSession } from '../../../lib/auth/refresh-session.ts';
import { getAccessToken } from '../../../lib/auth/session.ts';
import { providedDocumentsKey } from './get-provided-documents.ts';

export interface UploadInput {
  projectId: number;
  documentTypeId: number;
  /** Set to replace the current upload (spec 2 §7: add or update chosen by whether an id exists). */
  providedDocumentId: number | null;
  file: File;
}

/**
 * POST /provided-document (multipart, fields before the file). Through XMLHttpRequest rather than fetch:
 * only it reports upload progress in every browser, and a 70 MB upload needs a progress bar.
 */
function send(input: UploadInput, onProgress: (fraction: number) => void): Promise<{ status: number; body: unknown }> {
  const form = new FormData();
  form.append('projectId', String(input.projectId));
  form.append('documentTypeId', String(input.documentTypeId));
  if (input.providedDocumentId !== null) form.append('providedDocumentId', String(input.providedDocumentId));
  form.append('file', input.file, input.file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/provided-document`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = xhr.responseText;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new ApiError({ status: 0, errorCode: 'NETWORK_ERROR', messageKey: 'errors.INTERNAL' }));
    xhr.send(form);
  });
}

export async function uploadProvidedDocument(
  input: UploadInput,
  onProgress: (fraction: number) => void,
): Promise<TProvidedDocument> {
  let answer = await send(input, onProgress);
  // An access token that expired during a long upload: refresh once and send again.
  if (answer.status === 401 && (await refreshSession())) answer = await send(input, onProgress);
  if (answer.status >= 200 && answer.status < 300) return ZProvidedDocument.parse(answer.body);
  const parsed = ZApiError.safeParse(answer.body);
  throw parsed.success
    ? new ApiError({ ...parsed.data, body: answer.body })
    : new ApiError({ status: answer.status, errorCode: 'INTERNAL', messageKey: 'errors.INTERNAL', body: answer.body });
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
