import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { byKey } from '../../db/prepared-statements.ts';
import { authSessions, users } from '../../db/schema/accounts.ts';

/**
 * Whether the session (refresh-token family) an access token names is still open: not revoked and its
 * account enabled. Asked on every authenticated request, so answers are kept in memory for a few seconds
 * (decision 026): most requests make no query. A revocation made by this process is seen at once (it
 * writes its own answer here); one made by another instance within SESSION_CACHE_MS.
 */
export const SESSION_CACHE_MS = 5_000;
const MAX_ENTRIES = 10_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Entry {
  live: boolean;
  until: number;
}
const entries = new Map<string, Entry>();
/** One query per session at a time, however many requests of that session arrive together. */
const pending = new Map<string, Promise<boolean>>();

function remember(sessionId: string, entry: Entry, now: number): void {
  const known = entries.get(sessionId);
  // A revocation noted here wins over an answer read before it committed.
  if (entry.live && known && !known.live && known.until > now) return;
  entries.delete(sessionId);
  entries.set(sessionId, entry);
  // Oldest first out: the map stays bounded whatever the number of sessions.
  while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
}

async function queryLive(db: DbOrTx, sessionId: string, userId: number): Promise<boolean> {
  const [row] = await byKey(
    db
      .select({ id: authSessions.id })
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(
        and(
          eq(authSessions.id, sessionId),
          eq(authSessions.userId, userId),
          isNull(authSessions.revokedAt),
          eq(users.enabled, true),
        ),
      ),
  );
  return row !== undefined;
}

/**
 * The answer kept for a session, synchronously: true or false while fresh, undefined when the database must be
 * asked (then `isSessionLive`). Same freshness rule as `isSessionLive`.
 */
export function peekSessionLive(sessionId: string, now: Date): boolean | undefined {
  const hit = entries.get(sessionId);
  return hit && hit.until > now.getTime() ? hit.live : undefined;
}

export async function isSessionLive(db: DbOrTx, { sessionId, userId, now }: { sessionId: string; userId: number; now: Date }) {
  if (!UUID.test(sessionId)) return false;
  const at = now.getTime();
  const hit = entries.get(sessionId);
  if (hit && hit.until > at) return hit.live;
  const inFlight = pending.get(sessionId);
  if (inFlight) return inFlight;
  const query = queryLive(db, sessionId, userId)
    .then((live) => {
      remember(sessionId, { live, until: at + SESSION_CACHE_MS }, at);
      return entries.get(sessionId)?.live ?? live;
    })
    .finally(() => pending.delete(sessionId));
  pending.set(sessionId, query);
  return query;
}

/** Called by every revocation: this process refuses the sessions' access tokens from now on. */
export function noteRevoked(sessionIds: readonly string[], now: Date): void {
  const at = now.getTime();
  for (const id of sessionIds) remember(id, { live: false, until: at + SESSION_CACHE_MS }, at);
}
