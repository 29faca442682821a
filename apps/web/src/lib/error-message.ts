import { retryWait } from '@cri/shared/errors';
import type { TFunction } from 'i18next';
import type { ApiError } from './api-client.ts';

/**
 * The text of a failure: the server's message key (or the page's own `key`), and for a 429 the wait its
 * Retry-After names ("Réessayez dans 10 minutes."), as the server words its own message.
 */
export function apiErrorMessage(t: TFunction, error: ApiError | null, key = error?.messageKey ?? 'errors.INTERNAL'): string {
  return withRetryWait(t, t(key), error?.status === 429 ? error.retryAfterSeconds : null);
}

/** `text`, followed by the "try again in …" sentence when a wait is known. */
export function withRetryWait(t: TFunction, text: string, retryAfterSeconds: number | null | undefined): string {
  if (retryAfterSeconds === null || retryAfterSeconds === undefined) return text;
  const wait = retryWait(retryAfterSeconds);
  return `${text} ${t(wait.key, { count: wait.count })}`;
}
