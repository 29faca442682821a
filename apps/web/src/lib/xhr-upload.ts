import { ZApiError } from '@cri/shared/errors';
import { ApiError } from './api-client.ts';
import { API_BASE, refreshSession } from './auth/refresh-session.ts';
import { getAccessToken } from './auth/session.ts';

/**
 * A multipart POST through XMLHttpRequest rather than fetch: only it reports upload progress in every
 * browser, and a 70 MB upload needs a progress bar. Sends the bearer token when there is one (the
 * verification page is public) and, when an access token expired during a long upload, refreshes it once
 * and sends again. `form` builds the body anew for that second try.
 */
export async function postMultipart(
  path: string,
  form: () => FormData,
  onProgress: (fraction: number) => void,
): Promise<unknown> {
  const hadToken = getAccessToken() !== null;
  let answer = await send(path, form(), onProgress);
  if (answer.status === 401 && hadToken && (await refreshSession())) answer = await send(path, form(), onProgress);
  if (answer.status >= 200 && answer.status < 300) return answer.body;
  const parsed = ZApiError.safeParse(answer.body);
  throw parsed.success
    ? new ApiError({ ...parsed.data, body: answer.body })
    : new ApiError({ status: answer.status, errorCode: 'INTERNAL', messageKey: 'errors.INTERNAL', body: answer.body });
}

function send(path: string, form: FormData, onProgress: (fraction: number) => void): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
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
