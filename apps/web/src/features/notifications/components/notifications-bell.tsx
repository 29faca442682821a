import type { TNotification } from '@cri/shared/schemas/notifications';
import { ActionIcon, Button, Divider, Group, Indicator, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkRead } from '../api/mark-read.ts';
import { NotificationItem } from './notification-item.tsx';

/** The bell of the top bar (spec 1 §2.3): unread count, the latest notifications, marked read on click. */
export default function NotificationsBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const query = useNotifications(true);
  const markRead = useMarkRead();
  const unread = query.data?.unreadCount ?? 0;
  const items = query.data?.items ?? [];

  const open = (n: TNotification) => {
    if (n.readAt === null) markRead.mutate(n.id);
    if (n.link) {
      setOpened(false);
      navigate(n.link);
    }
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={340} shadow="md" withinPortal trapFocus>
      <Popover.Target>
        {/* The target is the button itself: Mantine sets aria-expanded and aria-controls on it. */}
        <ActionIcon
          variant="subtle"
          size="lg"
          onClick={() => setOpened((o) => !o)}
          aria-label={unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell')}
        >
          <Indicator label={unread > 99 ? '99+' : unread} size={16} disabled={unread === 0} color="red" offset={2}>
            <IconBell size={22} aria-hidden="true" />
          </Indicator>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p="xs">
        <Group justify="space-between" px="xs" pb="xs">
          <Text fw={700}>{t('notifications.bell')}</Text>
          {unread > 0 ? (
            <Button variant="subtle" size="compact-xs" onClick={() => markRead.mutate(null)}>
              {t('notifications.markAllRead')}
            </Button>
          ) : null}
        </Group>
        <Divider />
        {query.isError ? (
          <Text size="sm" p="xs">
            {t('notifications.loadFailed')}
          </Text>
        ) : items.length === 0 ? (
          <Text size="sm" c="dimmed" p="xs">
            {t('notifications.empty')}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={360}>
            <Stack gap={2} pt="xs">
              {items.map((n) => (
                <NotificationItem key={n.id} notification={n} onOpen={open} />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
