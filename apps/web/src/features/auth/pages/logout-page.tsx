import { paths } from '@cri/shared/paths';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { clearSession, getAccessToken } from '../../../lib/auth/session.ts';
import { showToast } from '../../../lib/toast.ts';
import { useLogout } from '../api/logout.ts';

/**
 * /logout (spec 1 §4.2): the server revokes the session, then the tokens and every cached answer are
 * dropped here whatever the server said, so a failed call never leaves a signed-in browser behind.
 */
export default function LogoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { mutate } = useLogout();
  // Development StrictMode runs effects twice: the session must be revoked once.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const finish = (to: string) => {
      clearSession();
      queryClient.clear();
      void navigate(to, { replace: true });
    };
    // Nobody signed in (a bookmark, a second tab already out): nothing to revoke.
    if (!getAccessToken()) return finish(paths.home);
    mutate(undefined, {
      onSuccess: () => finish(paths.home),
      onError: (error) => {
        // Spec 1 §4.2: an unauthorised answer leads to /login; any other failure is shown, then home.
        if (error instanceof ApiError && error.status === 401) return finish(paths.login);
        showToast({ color: 'red', message: t('auth.logout.error') });
        finish(paths.home);
      },
    });
  }, [mutate, navigate, queryClient, t]);

  return (
    <Center py="xl">
      <Stack align="center" gap="sm" role="status">
        <Loader aria-hidden />
        <Text>{t('auth.logout.inProgress')}</Text>
      </Stack>
    </Center>
  );
}
