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
  /**
   * The bytes of each answer once produced: sent as they are, synchronously. (Sending the string made Node
   * measure and encode its UTF-8 on every request, Arabic names included: a tenth of a cached read's CPU.)
   */
  private readonly bodies = new Map<string, Buffer>();

  constructor(private readonly maxEntries = 500) {}

  get(key: string, schema: z.ZodType, produce: () => Promise<unknown>): Promise<string> {
    const hit = this.entries.get(key);
    if (hit) return hit;
    const json = produce().then((value) => JSON.stringify(schema.parse(value)));
    this.entries.set(key, json);
    json.then(
      (text) => {
        // Not when cleared (or replaced) meanwhile: the bytes of an answer read before a change stay out.
        if (this.entries.get(key) === json) this.bodies.set(key, Buffer.from(text));
      },
      () => this.entries.delete(key),
    );
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) {
        this.entries.delete(oldest);
        this.bodies.delete(oldest);
      }
    }
    return json;
  }

  /** The bytes of an answer already produced, if any. */
  body(key: string): Buffer | undefined {
    return this.bodies.get(key);
  }

  clear(): void {
    this.entries.clear();
    this.bodies.clear();
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Answers from the cache: synchronously with the stored bytes when the answer is already produced (no promise,
 * no encoding), else once produced. For a route handler: it returns undefined once the reply is sent.
 */
export function sendCached(
  reply: FastifyReply,
  cache: JsonCache,
  key: string,
  schema: z.ZodType,
  produce: () => Promise<unknown>,
): Promise<void> | undefined {
  const body = cache.body(key);
  if (body) {
    void reply.type(JSON_TYPE).send(body);
    return undefined;
  }
  return sendJson(reply, cache.get(key, schema, produce));
}

/** Sends an already-serialised JSON body (Fastify sends a string with a JSON content type unchanged). */
export async function sendJson(reply: FastifyReply, json: Promise<string>): Promise<void> {
  const body = await json;
  // Sent here; the handler resolves with nothing, which Fastify accepts once the reply is sent.
  await reply.type(JSON_TYPE).send(body);
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
