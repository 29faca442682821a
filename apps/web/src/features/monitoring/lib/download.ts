import { API_BASE } from '../../../lib/auth/refresh-session.ts';
import { getAccessToken } from '../../../lib/auth/session.ts';

/** Downloads a monitoring file with the bearer token (a plain link would carry none) under its name. */
export async function downloadMonitoringFile(path: string, fileName: string): Promise<void> {
  const token = getAccessToken();
  const res = await fetch(`${API_BASE}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new Error(`download ${res.status}`);
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}
