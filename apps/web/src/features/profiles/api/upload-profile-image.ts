import { ZTokenResponse } from '@cri/shared/schemas/auth';
import { type TProfileImageResponse, ZProfileImageResponse } from '@cri/shared/schemas/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { setSession } from '../../../lib/auth/session.ts';
import { profilePictureKey } from './get-profile-picture.ts';

/** POST /profile/add-profile-image (multipart: userId, then the file). */
export async function uploadProfileImage({ userId, file }: { userId: number; file: File }): Promise<TProfileImageResponse> {
  const body = new FormData();
  body.append('userId', String(userId));
  body.append('file', file);
  return ZProfileImageResponse.parse(
    await apiFetch<unknown>('/profile/add-profile-image', { method: 'POST', body, blocking: true }),
  );
}

/**
 * GET /users/update-token: the top bar asks for the picture only when the claims say there is one
 * (`hasPicture`), so after the first upload the session takes tokens whose claims say so. A failure leaves
 * the avatar by title until the next refresh of the session: nothing is lost.
 */
async function refreshClaims(): Promise<void> {
  try {
    setSession(ZTokenResponse.parse(await apiFetch<unknown>('/users/update-token')));
  } catch {
    // The next token refresh carries the claim.
  }
}

/** On success the new picture is fetched again everywhere it shows (profile page and top bar). */
export function useUploadProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfileImage,
    onSuccess: async ({ userId }) => {
      await refreshClaims();
      await queryClient.invalidateQueries({ queryKey: profilePictureKey(userId) });
      await queryClient.invalidateQueries({ queryKey: ['profiles'] });
    },
  });
}
