import type { ContentAudience, ContentKind } from '@cri/shared/enums/content';
import type { TContentTexts } from '@cri/shared/schemas/content';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { contentEntries, contentVersions } from '../../db/schema/content.ts';

type DbOrTx = Db | Tx;

/** The published version of the entries of one kind, in page order. */
export async function listPublished(db: Db, filter: { kind: ContentKind; audience?: ContentAudience; slug?: string }) {
  return db
    .select({
      id: contentEntries.id,
      slug: contentEntries.slug,
      kind: contentEntries.kind,
      audience: contentEntries.audience,
      category: contentEntries.category,
      position: contentEntries.position,
      version: contentVersions.version,
      titleFr: contentVersions.titleFr,
      titleAr: contentVersions.titleAr,
      bodyFr: contentVersions.bodyFr,
      bodyAr: contentVersions.bodyAr,
      publishedAt: contentVersions.publishedAt,
    })
    .from(contentEntries)
    .innerJoin(contentVersions, and(eq(contentVersions.entryId, contentEntries.id), eq(contentVersions.status, 'PUBLISHED')))
    .where(
      and(
        eq(contentEntries.kind, filter.kind),
        filter.audience ? eq(contentEntries.audience, filter.audience) : undefined,
        filter.slug ? eq(contentEntries.slug, filter.slug) : undefined,
      ),
    )
    .orderBy(asc(contentEntries.category), asc(contentEntries.position), asc(contentEntries.id));
}

/** The manager's list: each entry with its latest texts, published and draft version numbers. */
export async function listManaged(db: Db, kind: ContentKind | undefined) {
  const published = alias(contentVersions, 'published');
  const draft = alias(contentVersions, 'draft');
  return db
    .select({
      id: contentEntries.id,
      slug: contentEntries.slug,
      kind: contentEntries.kind,
      audience: contentEntries.audience,
      category: contentEntries.category,
      position: contentEntries.position,
      titleFr: sql<string>`coalesce(${draft.titleFr}, ${published.titleFr}, '')`,
      titleAr: sql<string>`coalesce(${draft.titleAr}, ${published.titleAr}, '')`,
      publishedVersion: published.version,
      publishedAt: published.publishedAt,
      draftVersion: draft.version,
    })
    .from(contentEntries)
    .leftJoin(published, and(eq(published.entryId, contentEntries.id), eq(published.status, 'PUBLISHED')))
    .leftJoin(draft, and(eq(draft.entryId, contentEntries.id), eq(draft.status, 'DRAFT')))
    .where(kind ? eq(contentEntries.kind, kind) : undefined)
    .orderBy(asc(contentEntries.kind), asc(contentEntries.audience), asc(contentEntries.category), asc(contentEntries.position));
}

export async function findEntry(db: DbOrTx, id: number, lock = false) {
  const query = db.select().from(contentEntries).where(eq(contentEntries.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function listVersions(db: Db, entryId: number) {
  const author = alias(users, 'author');
  const publisher = alias(users, 'publisher');
  return db
    .select({
      id: contentVersions.id,
      version: contentVersions.version,
      status: contentVersions.status,
      titleFr: contentVersions.titleFr,
      titleAr: contentVersions.titleAr,
      bodyFr: contentVersions.bodyFr,
      bodyAr: contentVersions.bodyAr,
      createdAt: contentVersions.createdAt,
      createdBy: author.username,
      publishedAt: contentVersions.publishedAt,
      publishedBy: publisher.username,
    })
    .from(contentVersions)
    .leftJoin(author, eq(author.id, contentVersions.createdById))
    .leftJoin(publisher, eq(publisher.id, contentVersions.publishedById))
    .where(eq(contentVersions.entryId, entryId))
    .orderBy(desc(contentVersions.version));
}

export async function insertEntry(
  tx: DbOrTx,
  entry: {
    kind: ContentKind;
    slug: string;
    audience: ContentAudience;
    category: typeof contentEntries.$inferInsert.category;
    position: number;
  },
) {
  const [row] = await tx.insert(contentEntries).values(entry).returning({ id: contentEntries.id });
  return row?.id ?? 0;
}

export async function nextPosition(tx: DbOrTx, kind: ContentKind, category: string | null): Promise<number> {
  const [row] = await tx
    .select({ max: sql<number>`coalesce(max(${contentEntries.position}), 0)::int` })
    .from(contentEntries)
    .where(and(eq(contentEntries.kind, kind), category ? eq(contentEntries.category, category as never) : undefined));
  return (row?.max ?? 0) + 1;
}

/** Saves the texts as the entry's draft: the existing draft is overwritten, else a new version is opened. */
export async function saveDraft(tx: DbOrTx, entryId: number, texts: TContentTexts, userId: number | null, now: Date) {
  const [draft] = await tx
    .select({ id: contentVersions.id, version: contentVersions.version })
    .from(contentVersions)
    .where(and(eq(contentVersions.entryId, entryId), eq(contentVersions.status, 'DRAFT')));
  if (draft) {
    await tx
      .update(contentVersions)
      .set({ ...texts, createdAt: now, createdById: userId })
      .where(eq(contentVersions.id, draft.id));
    return draft.version;
  }
  const [last] = await tx
    .select({ max: sql<number>`coalesce(max(${contentVersions.version}), 0)::int` })
    .from(contentVersions)
    .where(eq(contentVersions.entryId, entryId));
  const version = (last?.max ?? 0) + 1;
  await tx.insert(contentVersions).values({ entryId, version, status: 'DRAFT', ...texts, createdAt: now, createdById: userId });
  return version;
}

/** Publishes the draft: the published version is archived first (one published at a time). */
export async function publishDraft(tx: DbOrTx, entryId: number, userId: number | null, now: Date): Promise<number | null> {
  const [draft] = await tx
    .select({ id: contentVersions.id, version: contentVersions.version })
    .from(contentVersions)
    .where(and(eq(contentVersions.entryId, entryId), eq(contentVersions.status, 'DRAFT')));
  if (!draft) return null;
  await tx
    .update(contentVersions)
    .set({ status: 'ARCHIVED' })
    .where(and(eq(contentVersions.entryId, entryId), eq(contentVersions.status, 'PUBLISHED')));
  await tx
    .update(contentVersions)
    .set({ status: 'PUBLISHED', publishedAt: now, publishedById: userId })
    .where(eq(contentVersions.id, draft.id));
  return draft.version;
}
