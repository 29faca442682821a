import { type TProfileImageResponse, ZProfileImageResponse } from '@cri/shared/schemas/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { pictureUploadedKey, profilePictureKey } from './get-profile-picture.ts';

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
 * On success the new picture is fetched again everywhere it shows (profile page and top bar). The top bar
 * asks for a picture only when the claims say there is one (`hasPicture`), and the session's claims say so
 * only from its next token refresh: until then the upload itself tells it (`pictureUploadedKey`). Fresh
 * tokens are not fetched here: GET /users/update-token replaces the session, which would end it for every
 * other tab holding it.
 */
export function useUploadProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfileImage,
    onSuccess: async ({ userId }) => {
      queryClient.setQueryData(pictureUploadedKey(userId), true);
      await queryClient.invalidateQueries({ queryKey: profilePictureKey(userId) });
      await queryClient.invalidateQueries({ queryKey: ['profiles'] });
    },
  });
}
