import { z } from 'zod';
import {
  CONTENT_AUDIENCES,
  CONTENT_BODY_MAX,
  CONTENT_KINDS,
  CONTENT_TITLE_MAX,
  CONTENT_VERSION_STATUSES,
  FAQ_CATEGORIES,
} from '../enums/content.ts';

/**
 * Managed content (issue 21, decision 074): one schema per operation, used by the editing form and the
 * routes. Texts are structured plain text (paragraphs separated by a blank line, "- " starts a list item),
 * never HTML: markup is refused with a translated message, and the pages render text only.
 */

const ZId = z.coerce.number().int().positive().max(2_147_483_647);
/** A tag opening (`<b`, `</p`, `<!--`, `<?`): the texts hold no markup. */
export const MARKUP = /<\s*[a-zA-Z!/?]/;
const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { message: 'errors.field.required' })
    .max(max, { message: 'errors.field.tooLong' })
    .refine((value) => !MARKUP.test(value), { message: 'content.errors.markup' });

/** The four texts of a version: title and body, French and Arabic. */
export const ZContentTexts = z.object({
  titleFr: text(CONTENT_TITLE_MAX),
  titleAr: text(CONTENT_TITLE_MAX),
  bodyFr: text(CONTENT_BODY_MAX),
  bodyAr: text(CONTENT_BODY_MAX),
});
export type TContentTexts = z.output<typeof ZContentTexts>;

/** POST /content-manager/entries: a new FAQ entry (its first version is a draft). */
export const ZNewFaqEntry = ZContentTexts.extend({
  audience: z.enum(CONTENT_AUDIENCES, { message: 'errors.field.required' }),
  category: z.enum(FAQ_CATEGORIES, { message: 'errors.field.required' }),
});
export type TNewFaqEntry = z.output<typeof ZNewFaqEntry>;

export const ZContentEntryParams = z.object({ id: ZId });

/** GET /content/published: the published version of the entries of one kind (and audience or slug). */
export const ZPublishedContentQuery = z.object({
  kind: z.enum(CONTENT_KINDS),
  audience: z.enum(CONTENT_AUDIENCES).optional(),
  slug: z.string().trim().min(1).max(80).optional(),
});
export type TPublishedContentQuery = z.output<typeof ZPublishedContentQuery>;

const ZEntryFields = z.object({
  id: z.number().int(),
  slug: z.string(),
  kind: z.enum(CONTENT_KINDS),
  audience: z.enum(CONTENT_AUDIENCES),
  category: z.enum(FAQ_CATEGORIES).nullable(),
  position: z.number().int(),
});

export const ZPublishedContent = ZEntryFields.extend({
  version: z.number().int(),
  titleFr: z.string(),
  titleAr: z.string(),
  bodyFr: z.string(),
  bodyAr: z.string(),
  publishedAt: z.string(),
});
export type TPublishedContent = z.infer<typeof ZPublishedContent>;

export const ZManagedContentQuery = z.object({ kind: z.enum(CONTENT_KINDS).optional() });

/** A row of the content manager's list: the entry, its published version and its pending draft. */
export const ZManagedContent = ZEntryFields.extend({
  titleFr: z.string(),
  titleAr: z.string(),
  publishedVersion: z.number().int().nullable(),
  publishedAt: z.string().nullable(),
  draftVersion: z.number().int().nullable(),
});
export type TManagedContent = z.infer<typeof ZManagedContent>;

export const ZContentVersion = z.object({
  id: z.number().int(),
  version: z.number().int(),
  status: z.enum(CONTENT_VERSION_STATUSES),
  titleFr: z.string(),
  titleAr: z.string(),
  bodyFr: z.string(),
  bodyAr: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  publishedAt: z.string().nullable(),
  publishedBy: z.string().nullable(),
});
export type TContentVersion = z.infer<typeof ZContentVersion>;

/** GET /content-manager/entries/{id}: the entry and its versions, newest first (the history). */
export const ZManagedContentDetail = ZEntryFields.extend({ versions: z.array(ZContentVersion) });
export type TManagedContentDetail = z.infer<typeof ZManagedContentDetail>;

/** A structured text as blocks: paragraphs and lists (what the pages and the preview render). */
export type ContentBlock = { type: 'paragraph'; text: string } | { type: 'list'; items: string[] };

export function contentBlocks(body: string): ContentBlock[] {
  const blocks: ContentBlock[] = [];
  for (const chunk of body.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    if (lines.length === 0) continue;
    if (lines.every((line) => line.startsWith('- ')))
      blocks.push({ type: 'list', items: lines.map((line) => line.slice(2).trim()) });
    else blocks.push({ type: 'paragraph', text: lines.join(' ') });
  }
  return blocks;
}

/** GET /notifications/latestDecision?projectId (spec 1 §3, §7; decision 077). */
export const ZLatestDecisionQuery = z.object({ projectId: ZId });
export const LATEST_DECISION_KINDS = ['COMMISSION', 'GRACIOUS_RECOURSE', 'MINISTERIAL_RECOURSE'] as const;
export const ZLatestDecision = z.object({
  projectId: z.number().int(),
  /** Null while no decision was taken on the file. */
  decision: z
    .object({
      kind: z.enum(LATEST_DECISION_KINDS),
      choice: z.string(),
      at: z.string(),
      commentsForInvestor: z.string().nullable(),
    })
    .nullable(),
});
export type TLatestDecision = z.infer<typeof ZLatestDecision>;
