import type { DbOrTx } from '../../db/client.ts';
import { notifications } from '../../db/schema/notifications.ts';

/**
 * What a module tells a user. Give either i18n keys (`titleKey`, `bodyKey`, with `params`; preferred,
 * the web translates them in the reader's language) or literal text in both languages.
 */
export interface NotifyInput {
  userId: number;
  titleKey?: string;
  bodyKey?: string;
  params?: Record<string, string | number>;
  title?: { fr: string; ar: string };
  body?: { fr: string; ar: string };
  /** A web path of the portal (`/projects/12`); anything else is dropped. */
  link?: string;
  projectId?: number;
}

/**
 * Creates a notification for a user. Pass the caller's transaction so the notification is saved with
 * the change that causes it (or not at all). Returns the new notification's id.
 */
export async function notify(db: DbOrTx, input: NotifyInput): Promise<number> {
  if (!input.titleKey && !input.title) throw new Error('notify: a titleKey or a title is required');
  const link = input.link && /^\/(?!\/)/.test(input.link) ? input.link : null;
  const [row] = await db
    .insert(notifications)
    .values({
      userId: input.userId,
      titleKey: input.titleKey ?? null,
      bodyKey: input.bodyKey ?? null,
      params: input.params ?? {},
      titleFr: input.title?.fr ?? null,
      titleAr: input.title?.ar ?? null,
      bodyFr: input.body?.fr ?? null,
      bodyAr: input.body?.ar ?? null,
      link,
      projectId: input.projectId ?? null,
    })
    .returning({ id: notifications.id });
  if (!row) throw new Error('notify: insert returned nothing');
  return row.id;
}
