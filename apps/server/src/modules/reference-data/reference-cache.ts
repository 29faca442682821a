import { type JsonCache, jsonCacheGroup } from '../../lib/json-cache.ts';

/** The reference-data answers of every app of this process: a back-office write of a region's settings clears them. */
const group = jsonCacheGroup();

export function referenceDataCache(): JsonCache {
  return group.create();
}

/**
 * After a back-office change of region parameters or centre information (issue 17, decision 064): the next
 * request reads the database again; other instances keep theirs until they restart (as the catalogue, decision 060).
 */
export function clearReferenceDataCache(): void {
  group.clear();
}
