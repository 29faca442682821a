import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/**
 * Serialised answers of read-only routes whose data changes only when reference data is reloaded
 * (at start, or through a back-office write that calls `clear()`). The JSON is produced once, checked
 * against the route's response schema, and sent as is: no database round trip and no re-serialisation per
 * request. Failed productions (e.g. 404) are not kept. Bounded: past `maxEntries` the oldest entry goes.
 */
export class JsonCache {
  private readonly entries = new Map<string, Promise<string>>();

  constructor(private readonly maxEntries = 500) {}

  get(key: string, schema: z.ZodType, produce: () => Promise<unknown>): Promise<string> {
    const hit = this.entries.get(key);
    if (hit) return hit;
    const json = produce().then((value) => JSON.stringify(schema.parse(value)));
    this.entries.set(key, json);
    json.catch(() => this.entries.delete(key));
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return json;
  }

  clear(): void {
    this.entries.clear();
  }
}

/** Sends an already-serialised JSON body (Fastify sends a string with a JSON content type unchanged). */
export async function sendJson(reply: FastifyReply, json: Promise<string>): Promise<void> {
  const body = await json;
  // Sent here; the handler resolves with nothing, which Fastify accepts once the reply is sent.
  await reply.type('application/json; charset=utf-8').send(body);
}

/**
 * The caches of one kind of answer across every app of this process (tests build several): `create` gives an app
 * its cache, `clear` empties them all after a back-office write, so the next request reads the database again.
 */
export function jsonCacheGroup(): { create: () => JsonCache; clear: () => void } {
  const caches = new Set<JsonCache>();
  return {
    create: () => {
      const cache = new JsonCache();
      caches.add(cache);
      return cache;
    },
    clear: () => {
      for (const cache of caches) cache.clear();
    },
  };
}
