import { REFRESH_TOKEN_HEADER } from '@cri/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { refreshSession } from '../../../lib/auth/refresh-session.ts';
import { getRefreshToken } from '../../../lib/auth/session.ts';

const postLogout = () => {
  const refreshToken = getRefreshToken();
  return apiFetch<void>('/users/logout', {
    method: 'POST',
    headers: refreshToken ? { [REFRESH_TOKEN_HEADER]: refreshToken } : {},
    blocking: true,
  });
};

/**
 * POST /users/logout. The generic 401 handling is off for this call (it would send the user to log in
 * again just to log out), so an expired access token gets one refresh here: the server can then revoke
 * the session instead of leaving its refresh token alive until it expires.
 */
export async function logout(): Promise<void> {
  try {
    await postLogout();
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401 && (await refreshSession()))) throw error;
    await postLogout();
  }
}

export const useLogout = () => useMutation({ mutationFn: logout });
