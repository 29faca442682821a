import { type TProfileImageResponse, ZProfileImageResponse } from '@cri/shared/schemas/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
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

/** On success the new picture is fetched again everywhere it shows (profile page and top bar). */
export function useUploadProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfileImage,
    onSuccess: async ({ userId }) => {
      await queryClient.invalidateQueries({ queryKey: profilePictureKey(userId) });
      await queryClient.invalidateQueries({ queryKey: ['profiles'] });
    },
  });
}
