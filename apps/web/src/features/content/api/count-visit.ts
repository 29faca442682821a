import { apiFetch } from '../../../lib/api-client.ts';

const KEY = 'visitCounted';

/**
 * Counts this browser's visit once per day (POST /visits; decision 077): the server keeps only a salted
 * hash per day, no cookie is set. The day already counted is remembered for the tab's session only.
 */
export function countVisit(today: string = new Date().toISOString().slice(0, 10)): void {
  try {
    if (sessionStorage.getItem(KEY) === today) return;
    sessionStorage.setItem(KEY, today);
  } catch {
    // Storage refused (private mode): count anyway, the server ignores a second visit of the day.
  }
  void apiFetch<unknown>('/visits', { method: 'POST' }).catch(() => undefined);
}
