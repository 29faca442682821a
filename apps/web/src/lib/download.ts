import { API_BASE } from './auth/refresh-session.ts';
import { getAccessToken } from './auth/session.ts';

/** A file of the API (GET, with the bearer token: a plain link would carry none) as a Blob. */
export async function fetchFile(path: string): Promise<Blob> {
  const token = getAccessToken();
  const res = await fetch(`${API_BASE}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new Error(`download ${res.status}`);
  return res.blob();
}

/** Saves a Blob under a file name (the browser's download). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}

/** Downloads a file of the API and saves it under its name. */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  saveBlob(await fetchFile(path), fileName);
}
