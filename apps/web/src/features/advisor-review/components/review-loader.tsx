import type { TReviewState } from '@cri/shared/schemas/advisor-review';
import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useReviewState } from '../api/get-review-state.ts';

/** Loads the review state of a file, showing the loader, or a not-found / failure alert. */
export function ReviewLoader({ id, children }: { id: number | null; children: (state: TReviewState) => ReactNode }) {
  const { t } = useTranslation();
  const query = useReviewState(id);
  if (id !== null && query.isPending) return <PageLoader />;
  if (id === null || !query.data) {
    const notFound = id === null || (query.error instanceof ApiError && query.error.status === 404);
    return (
      <Alert color={notFound ? 'gray' : 'red'} variant="light" role="alert">
        {t(notFound ? 'advisorReview.errors.notFound' : 'advisorReview.errors.loadFailed')}
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}
