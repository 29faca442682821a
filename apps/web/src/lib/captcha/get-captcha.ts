import { type TCaptchaResponse, ZCaptchaResponse } from '@cri/shared/schemas/auth';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch } from '../api-client.ts';

/** GET /captcha: a new single-use captcha (spec 1 §5). Public, so no bearer token is sent. */
export async function fetchCaptcha(signal?: AbortSignal): Promise<TCaptchaResponse> {
  return ZCaptchaResponse.parse(await apiFetch<unknown>('/captcha', { auth: false, signal }));
}

export const captchaQueryKey = ['auth', 'captcha'] as const;

export interface CaptchaState {
  captcha: TCaptchaResponse | undefined;
  isLoading: boolean;
  isError: boolean;
  /** Asks the server for a new image; every form calls it after a failed submit (the old one is spent). */
  refresh: () => void;
}

export function useCaptcha(): CaptchaState {
  const query = useQuery({
    queryKey: captchaQueryKey,
    queryFn: ({ signal }) => fetchCaptcha(signal),
    // A captcha changes only on request: a background refetch would swap the image under a typed answer.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: 1,
  });
  const { refetch } = query;
  const refresh = useCallback(() => {
    void refetch();
  }, [refetch]);
  return { captcha: query.data, isLoading: query.isFetching, isError: query.isError, refresh };
}
