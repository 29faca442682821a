import { z } from 'zod';

/**
 * A notification of the current user. The text is either an i18n key (`titleKey`/`bodyKey` with
 * `params`, translated where shown) or literal French and Arabic text.
 */
export const ZNotification = z.object({
  id: z.number().int(),
  titleKey: z.string().nullable(),
  bodyKey: z.string().nullable(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  titleFr: z.string().nullable(),
  titleAr: z.string().nullable(),
  bodyFr: z.string().nullable(),
  bodyAr: z.string().nullable(),
  link: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const NOTIFICATIONS_LIST_SIZE = 50;

/** GET /notifications/current-user: the latest 50 and the unread count. */
export const ZCurrentUserNotifications = z.object({ items: z.array(ZNotification), unreadCount: z.number().int() });
export type TCurrentUserNotifications = z.infer<typeof ZCurrentUserNotifications>;

export const ZNotificationIdParams = z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) });
