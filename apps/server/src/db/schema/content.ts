import type { ContentAudience, ContentKind, ContentVersionStatus, FaqCategory } from '@cri/shared/enums/content';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Managed content (issue 21, decision 074): an FAQ entry, an incentive text, an appeal-law text or a help
 * text per role. Its texts live in versions; the public pages read the published one.
 */
export const contentEntries = pgTable(
  'content_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<ContentKind>().notNull(),
    /** Stable name the pages ask for (incentive and help texts); FAQ entries get one too. */
    slug: text('slug').notNull().unique(),
    audience: text('audience').$type<ContentAudience>().notNull().default('PUBLIC'),
    category: text('category').$type<FaqCategory>(),
    position: integer('position').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('content_entries_kind_idx').on(t.kind, t.audience, t.position)],
);

/** One version of an entry's texts: at most one draft and one published per entry, the others archived. */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => contentEntries.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    status: text('status').$type<ContentVersionStatus>().notNull(),
    titleFr: text('title_fr').notNull(),
    titleAr: text('title_ar').notNull(),
    bodyFr: text('body_fr').notNull(),
    bodyAr: text('body_ar').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: at('published_at'),
    publishedById: integer('published_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('content_versions_entry_version_uq').on(t.entryId, t.version),
    uniqueIndex('content_versions_one_draft_uq').on(t.entryId).where(sql`${t.status} = 'DRAFT'`),
    uniqueIndex('content_versions_one_published_uq').on(t.entryId).where(sql`${t.status} = 'PUBLISHED'`),
  ],
);
