import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';

/** The page's file could not be read: not found (or not the caller's), or another failure. */
export function LoadFailure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const notFound = error === null || (error instanceof ApiError && error.status === 404);
  return (
    <Alert color={notFound ? 'gray' : 'red'} variant="light" role="alert">
      {t(notFound ? 'projects.detail.notFound' : 'projects.detail.loadFailed')}
    </Alert>
  );
}
