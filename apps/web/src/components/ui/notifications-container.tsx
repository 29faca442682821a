// Mantine's toast container in its own chunk (see lazy-notifications.tsx).
export { Notifications as default } from '@mantine/notifications';
