import { notifications } from '@mantine/notifications';
import i18next from 'i18next';

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
