import { NOTIFICATIONS_LIST_SIZE, type TCurrentUserNotifications, type TNotification } from '@cri/shared/schemas/notifications';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { ServiceContext } from '../../core/service-context.ts';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { notFound } from '../../lib/app-error.ts';

type Row = typeof notifications.$inferSelect;

const present = (row: Row): TNotification => ({
  id: row.id,
  titleKey: row.titleKey,
  bodyKey: row.bodyKey,
  params: row.params,
  titleFr: row.titleFr,
  titleAr: row.titleAr,
  bodyFr: row.bodyFr,
  bodyAr: row.bodyAr,
  link: row.link,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

/** The latest notifications of a user and how many are unread. */
export async function currentUserNotifications(db: Db, userId: number): Promise<TCurrentUserNotifications> {
  const [rows, [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATIONS_LIST_SIZE),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt))),
  ]);
  return { items: rows.map(present), unreadCount: unread?.n ?? 0 };
}

/** Marks one of the user's notifications read; someone else's answers 404. */
export async function markRead(
  { db, now: clock }: ServiceContext,
  { userId, id }: { userId: number; id: number },
): Promise<void> {
  const now = clock();
  const [row] = await db
    .select({ id: notifications.id, readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  if (!row) throw notFound();
  if (!row.readAt) await db.update(notifications).set({ readAt: now }).where(eq(notifications.id, id));
}

export async function markAllRead({ db, now }: ServiceContext, { userId }: { userId: number }): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: now() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}
