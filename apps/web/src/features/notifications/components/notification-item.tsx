import type { TNotification } from '@cri/shared/schemas/notifications';
import { Box, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { localized } from '../../../lib/i18n/localized.ts';

const timeOf = (d: Date) => `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
/** DD/MM/YYYY HH:mm in the user's time zone. */
const when = (iso: string) => `${formatDate(new Date(iso))} ${timeOf(new Date(iso))}`;

/** The text of a notification in the reader's language: its i18n keys, or its literal text. */
function useNotificationText(n: TNotification) {
  const { t, i18n } = useTranslation();
  const title = n.titleKey ? t(n.titleKey, n.params) : (localized(n, i18n.language, 'title') ?? '');
  const body = n.bodyKey ? t(n.bodyKey, n.params) : (localized(n, i18n.language, 'body') ?? null);
  return { title, body };
}

export function NotificationItem({ notification, onOpen }: { notification: TNotification; onOpen: (n: TNotification) => void }) {
  const { t } = useTranslation();
  const { title, body } = useNotificationText(notification);
  const unread = notification.readAt === null;
  return (
    <UnstyledButton
      onClick={() => onOpen(notification)}
      p="xs"
      w="100%"
      style={{ borderRadius: 'var(--mantine-radius-sm)', background: unread ? 'var(--mantine-color-green-0)' : undefined }}
    >
      <Box>
        <Text size="sm" fw={unread ? 700 : 500} dir="auto">
          {title}
          {unread ? <VisuallyHidden> ({t('notifications.unread')})</VisuallyHidden> : null}
        </Text>
        {body ? (
          <Text size="xs" c="dimmed" dir="auto">
            {body}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed">
          <span dir="ltr">{when(notification.createdAt)}</span>
        </Text>
      </Box>
    </UnstyledButton>
  );
}
