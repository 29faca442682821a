import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { API_BASE } from '../../../lib/auth/refresh-session.ts';
import { getAccessToken } from '../../../lib/auth/session.ts';

export const profilePictureKey = (userId: string | number) => ['profiles', 'picture', String(userId)] as const;
/** Set by an upload in this tab: the picture exists even though the session's claims do not say so yet. */
export const pictureUploadedKey = (userId: string | number) => ['profiles', 'picture-uploaded', String(userId)] as const;

/**
 * Whether the signed-in user has a picture: their claims say so (rebuilt at each token issue), or they
 * uploaded one in this tab since. Never a request.
 */
export function useHasPicture(userId: string, claimed: boolean | undefined): boolean {
  const uploaded = useQuery({
    queryKey: pictureUploadedKey(userId),
    queryFn: () => false,
    enabled: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return claimed === true || uploaded.data === true;
}

/**
 * GET /profile/picture/{userId} as an object URL, or null when the user has no picture (404) or it
 * cannot be read: the caller then shows the avatar by title. A plain fetch, since the api client reads
 * JSON bodies; a refused token simply falls back to the default avatar.
 */
export async function getProfilePicture(userId: string | number): Promise<string | null> {
  const token = getAccessToken();
  const res = await fetch(`${API_BASE}/profile/picture/${userId}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  }).catch(() => null);
  if (!res?.ok) return null;
  return URL.createObjectURL(await res.blob());
}

/** The picture of a user; `enabled` false for roles that cannot have one (no request at all). */
export function useProfilePicture(userId: string | number | null, enabled = true) {
  const query = useQuery({
    queryKey: profilePictureKey(userId ?? ''),
    queryFn: () => getProfilePicture(userId ?? ''),
    enabled: enabled && userId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 30 * 60 * 1000,
  });
  const url = query.data ?? null;
  // Each fetched picture is an object URL: release it once replaced.
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}
