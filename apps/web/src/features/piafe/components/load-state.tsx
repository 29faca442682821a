import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/ui/page-loader.tsx';

/** The loader while the record comes, a failure notice if it does not, else the page. */
export function LoadState({ loading, failed, children }: { loading: boolean; failed: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  if (failed)
    return (
      <Alert color="red" role="alert">
        {t('piafe.loadFailed')}
      </Alert>
    );
  if (loading) return <PageLoader />;
  return <>{children}</>;
}
