import { and, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { providedDocuments } from '../../db/schema.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { THUMBNAIL_PREFIX } from './thumbnail.ts';

/** Served documents live here once checked (staging is receive-file's STAGING_PREFIX). */
export const DOCUMENTS_PREFIX = 'provided-documents';
const CHUNK = 500;

/**
 * Removes the document files and thumbnails written before `before` that no live provided document
 * points at, and returns their keys. They are what a process killed at the wrong moment leaves: a file
 * moved out of staging whose row never committed, the old file of a replaced or deleted document, a
 * thumbnail whose row was not updated. A deprecated version's files are kept. `before` must leave out files of uploads still running in another
 * instance on the same disk (the file is moved before its row commits).
 */
export async function removeUnreferencedFiles(db: DbOrTx, storage: FileStorage, before: Date): Promise<string[]> {
  const removed: string[] = [];
  for (const prefix of [DOCUMENTS_PREFIX, THUMBNAIL_PREFIX]) {
    const keys = await storage.listOlderThan(prefix, before);
    for (let i = 0; i < keys.length; i += CHUNK) {
      const chunk = keys.slice(i, i + CHUNK);
      const rows = await db
        .select({ storageKey: providedDocuments.storageKey, thumbnailKey: providedDocuments.thumbnailKey })
        .from(providedDocuments)
        .where(
          and(
            // A deprecated version (spec 2 §4) keeps its file for the advisor's version compare.
            or(isNull(providedDocuments.deletedAt), isNotNull(providedDocuments.deprecatedAt)),
            or(inArray(providedDocuments.storageKey, chunk), inArray(providedDocuments.thumbnailKey, chunk)),
          ),
        );
      const live = new Set(rows.flatMap((r) => [r.storageKey, r.thumbnailKey]));
      for (const key of chunk) {
        if (live.has(key)) continue;
        await storage.remove(key);
        removed.push(key);
      }
    }
  }
  return removed;
}
