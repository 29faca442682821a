import { type TPvSignatures, ZPvSignatures } from '@cri/shared/schemas/signatures';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { postMultipart } from '../../../lib/xhr-upload.ts';
import { pvSignaturesKey } from './get-pv-signatures.ts';

/**
 * POST /projects/add-pv-commission (multipart, projectId first): the scan of the PV signed on paper
 * (manual mode, behind the server's UPLOAD_PV_MANUALLY flag).
 */
export async function uploadManualPv(projectId: number, file: File, onProgress: (f: number) => void): Promise<TPvSignatures> {
  const form = () => {
    const data = new FormData();
    data.append('projectId', String(projectId));
    data.append('file', file, file.name);
    return data;
  };
  return ZPvSignatures.parse(await postMultipart('/projects/add-pv-commission', form, onProgress));
}

export function useUploadManualPv(projectId: number) {
  const client = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return uploadManualPv(projectId, file, setProgress);
    },
    onSuccess: (data) => client.setQueryData(pvSignaturesKey(projectId), data),
    onSettled: () => {
      setProgress(null);
      return client.invalidateQueries({ queryKey: pvSignaturesKey(projectId) });
    },
  });
  return { ...mutation, progress };
}
