import { apiFetch } from '../../../lib/api-client.ts';

/** Reference data changes with a deployment, not during a visit. */
export const REFERENCE_STALE_TIME = 60 * 60 * 1000;

/**
 * A public reference list, sent without the token: a refused call on a public page must never turn into
 * a trip to the login page. Takes the schema rather than importing zod, so the home page's regions stay
 * free of it (see get-regions.ts).
 */
export const fetchReferenceList = async <T>(
  path: string,
  schema: { parse: (data: unknown) => T },
  query?: Record<string, string | number | boolean>,
): Promise<T> => schema.parse(await apiFetch<unknown>(path, { auth: false, query }));
