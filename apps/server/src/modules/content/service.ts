import type { ContentKind } from '@cri/shared/enums/content';
import type {
  TContentTexts,
  TManagedContent,
  TManagedContentDetail,
  TNewFaqEntry,
  TPublishedContent,
  TPublishedContentQuery,
} from '@cri/shared/schemas/content';
import type { RequestContext, ServiceContext } from '../../core/service-context.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './repository.ts';

/** Managed content (issue 21, decision 074): public reads of the published version, the manager's edits. */

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

export async function listPublished(ctx: ServiceContext, query: TPublishedContentQuery): Promise<TPublishedContent[]> {
  const rows = await repo.listPublished(ctx.db, query);
  return rows.map((row) => ({ ...row, publishedAt: iso(row.publishedAt) ?? '' }));
}

export async function listManaged(ctx: RequestContext, kind: ContentKind | undefined): Promise<TManagedContent[]> {
  const rows = await repo.listManaged(ctx.db, kind);
  return rows.map((row) => ({ ...row, publishedAt: iso(row.publishedAt) }));
}

export async function getManaged(ctx: ServiceContext, id: number): Promise<TManagedContentDetail> {
  const entry = await repo.findEntry(ctx.db, id);
  if (!entry) throw new AppError('NOT_FOUND');
  const versions = await repo.listVersions(ctx.db, id);
  return {
    id: entry.id,
    slug: entry.slug,
    kind: entry.kind,
    audience: entry.audience,
    category: entry.category ?? null,
    position: entry.position,
    versions: versions.map((v) => ({ ...v, createdAt: iso(v.createdAt) ?? '', publishedAt: iso(v.publishedAt) })),
  };
}

const callerId = (ctx: RequestContext): number | null => (Number.isInteger(Number(ctx.user.sub)) ? Number(ctx.user.sub) : null);

/** PUT /content-manager/entries/{id}/draft: the edited texts become (or replace) the entry's draft. */
export async function saveDraft(ctx: RequestContext, id: number, texts: TContentTexts): Promise<TManagedContentDetail> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.findEntry(tx, id, true))) throw new AppError('NOT_FOUND');
    await repo.saveDraft(tx, id, texts, callerId(ctx), now);
  });
  return getManaged(ctx, id);
}

/** POST /content-manager/entries/{id}/publish: the draft becomes the published version, the former one is archived. */
export async function publish(ctx: RequestContext, id: number): Promise<TManagedContentDetail> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.findEntry(tx, id, true))) throw new AppError('NOT_FOUND');
    const version = await repo.publishDraft(tx, id, callerId(ctx), now);
    if (version === null) throw new AppError('CONFLICT', { messageKey: 'content.errors.noDraft' });
  });
  return getManaged(ctx, id);
}

/** POST /content-manager/entries: a new FAQ question, saved as a draft until published. */
export async function createFaqEntry(ctx: RequestContext, input: TNewFaqEntry): Promise<TManagedContentDetail> {
  const now = ctx.now();
  const { audience, category, ...texts } = input;
  const id = await ctx.db.transaction(async (tx) => {
    const position = await repo.nextPosition(tx, 'FAQ', category);
    const slug = `faq-${audience.toLowerCase()}-${category.toLowerCase()}-${now.getTime().toString(36)}-${position}`;
    const entryId = await repo.insertEntry(tx, { kind: 'FAQ', slug, audience, category, position });
    await repo.saveDraft(tx, entryId, texts, callerId(ctx), now);
    return entryId;
  });
  return getManaged(ctx, id);
}
