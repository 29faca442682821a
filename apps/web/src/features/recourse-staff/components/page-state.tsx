import { Alert, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { ApiError } from '../../../lib/api-client.ts';

/** Loading, not found (another region's file answers 404) or failed, for the pages of a file's appeal. */
export function PageState({ title, pending, error }: { title: string; pending: boolean; error: unknown }) {
  const { t } = useTranslation();
  if (pending) return <PageLoader />;
  const notFound = !error || (error instanceof ApiError && error.status === 404);
  return (
    <Stack gap="lg">
      <Title order={1}>{t(title)}</Title>
      <Alert color={notFound ? 'gray' : 'red'} variant="light" role="alert">
        {t(notFound ? 'recourseStaff.errors.notFound' : 'recourseStaff.errors.loadFailed')}
      </Alert>
    </Stack>
  );
}
