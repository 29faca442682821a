import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client.ts';

/** The close button of a notification needs an accessible name. */
const closeButtonProps = (t: TFunction) => ({ 'aria-label': t('commission.close') });

/** A refused change shows the server's translated message. */
export function notifyFailure(t: TFunction, error: unknown): void {
  notifications.show({
    color: 'red',
    message: t(error instanceof ApiError ? error.messageKey : 'commission.errors.loadFailed'),
    closeButtonProps: closeButtonProps(t),
  });
}

export function notifySuccess(t: TFunction, messageKey: string): void {
  notifications.show({ color: 'green', message: t(messageKey), closeButtonProps: closeButtonProps(t) });
}
