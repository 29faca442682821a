import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.ts';

/** A refused change shows the server's translated message (weekend, past day, file not validated...). */
export function notifyFailure(t: TFunction, error: unknown): void {
  const key = error instanceof ApiError ? error.messageKey : 'scheduling.common.loadError';
  showToast({ color: 'red', message: t(key) });
}

export function notifySuccess(message: string): void {
  showToast({ color: 'green', message });
}
