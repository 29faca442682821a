import { USER_GUIDE_DOWNLOAD_PATH, USER_GUIDE_FILE_NAME } from '@cri/shared/schemas/user-guide';
import { API_BASE, refreshSession } from '../../lib/auth/refresh-session.ts';
import { getAccessToken } from '../../lib/auth/session.ts';

/**
 * `GET /user-guide/download?token` (spec 1 §7): the link carries the access token, so it works as a plain
 * link too (docs/decisions/017-user-guide.md).
 */
export const userGuideUrl = (token: string | null): string =>
  `${API_BASE}${USER_GUIDE_DOWNLOAD_PATH}?token=${encodeURIComponent(token ?? '')}`;

/**
 * Downloads the guide with the current access token; an expired one is refreshed once (single flight,
 * like every API call) and the download retried. Resolves false when the guide could not be had.
 */
export async function downloadUserGuide(): Promise<boolean> {
  const get = () => fetch(userGuideUrl(getAccessToken()), { headers: { Accept: 'application/pdf' } });
  let res = await get().catch(() => null);
  if (res?.status === 401 && (await refreshSession())) res = await get().catch(() => null);
  if (!res?.ok) return false;
  const url = URL.createObjectURL(await res.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = USER_GUIDE_FILE_NAME;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has handed the blob to the download.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
  return true;
}
