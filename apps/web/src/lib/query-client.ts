import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/**
 * Retries only what a retry can fix (no answer, 5xx); a 4xx answer will not change by asking again.
 * Window focus does not refetch: lists here change slowly and a refetch would flash the progress bar.
 */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
