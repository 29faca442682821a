import { Alert, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/ui/page-loader.tsx';

/**
 * The loader while the record comes, a failure notice if it does not, else the page. `failedTitle`: the
 * level-1 heading to show on failure, for a page whose own heading needs the record.
 */
export function LoadState({
  loading,
  failed,
  failedTitle,
  children,
}: {
  loading: boolean;
  failed: boolean;
  failedTitle?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (failed)
    return (
      <>
        {failedTitle ? <Title order={1}>{failedTitle}</Title> : null}
        <Alert color="red" role="alert">
          {t('piafe.loadFailed')}
        </Alert>
      </>
    );
  if (loading) return <PageLoader />;
  return <>{children}</>;
}
