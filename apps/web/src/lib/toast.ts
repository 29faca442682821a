import { notifications } from '@mantine/notifications';
import i18next from 'i18next';
import { ApiError } from './api-client.ts';

/**
 * A short message at the top of the page. Every toast goes through here so its close button has an
 * accessible name in the current language (axe "button-name").
 */
export function showToast(toast: { color: 'red' | 'green' | 'orange'; title?: string; message: string }): void {
  notifications.show({
    ...toast,
    closeButtonProps: { 'aria-label': i18next.t('common.closeNotification') },
  });
}

/** A refused change: the server's translated message, or `fallbackKey` when the request never got an answer. */
export function toastFailure(error: unknown, fallbackKey: string): void {
  showToast({ color: 'red', message: i18next.t(error instanceof ApiError ? error.messageKey : fallbackKey) });
}

export function toastSuccess(message: string): void {
  showToast({ color: 'green', message });
}
