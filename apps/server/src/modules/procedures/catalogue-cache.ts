import { type JsonCache, jsonCacheGroup } from '../../lib/json-cache.ts';

/** The catalogue answers of every app of this process (tests build several): a back-office write clears them. */
const group = jsonCacheGroup();

export function catalogueCache(): JsonCache {
  return group.create();
}

/**
 * After a back-office change of a procedure or a document type (issue 17): the next catalogue request reads the
 * database again. Browsers may keep their copy for the route's max-age (5 minutes); other instances keep theirs
 * until they restart or change something themselves (decision 060).
 */
export function clearProcedureCatalogue(): void {
  group.clear();
}
