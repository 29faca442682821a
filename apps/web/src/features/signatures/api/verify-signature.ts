import { type TVerifySignatureResponse, ZVerifySignatureResponse } from '@cri/shared/schemas/signatures';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { postMultipart } from '../../../lib/xhr-upload.ts';

/** POST /esign/verify-request-to-sign-document (multipart `file`): the report of the PDF's signatures. */
export async function verifySignature(file: File, onProgress: (f: number) => void): Promise<TVerifySignatureResponse> {
  const form = () => {
    const data = new FormData();
    data.append('file', file, file.name);
    return data;
  };
  return ZVerifySignatureResponse.parse(await postMultipart('/esign/verify-request-to-sign-document', form, onProgress));
}

export function useVerifySignature() {
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return verifySignature(file, setProgress);
    },
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
