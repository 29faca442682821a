import { JsonCache } from '../../lib/json-cache.ts';

/** The catalogue answers of every app of this process (tests build several): a back-office write clears them. */
const caches = new Set<JsonCache>();

export function catalogueCache(): JsonCache {
  const cache = new JsonCache();
  caches.add(cache);
  return cache;
}

/**
 * After a back-office change of a procedure or a document type (issue 17): the next catalogue request reads the
 * database again. Browsers may keep their copy for the route's max-age (5 minutes); other instances keep theirs
 * until they restart or change something themselves (decision 060).
 */
export function clearProcedureCatalogue(): void {
  for (const cache of caches) cache.clear();
}
