import { AppError } from '../../lib/app-error.ts';

/**
 * A per-client sliding window kept in this process's memory: enough to stop one client from feeding the
 * public verification endpoint (70 MB uploads, signature checks) in a loop. Behind several instances each
 * counts its own share, which only makes the limit looser, never stricter.
 */
export function slidingWindowLimiter(opts: { limit: number; windowMs: number; maxClients?: number }) {
  const hits = new Map<string, number[]>();
  const maxClients = opts.maxClients ?? 10_000;
  return {
    /** Counts one hit for `client`, or throws 429 with Retry-After when the window is full. */
    hit(client: string, now: number): void {
      const recent = (hits.get(client) ?? []).filter((t) => t > now - opts.windowMs);
      if (recent.length >= opts.limit) {
        const retry = Math.max(1, Math.ceil(((recent[0] ?? now) + opts.windowMs - now) / 1000));
        hits.set(client, recent);
        throw new AppError('TOO_MANY_REQUESTS', { headers: { 'retry-after': String(retry) } });
      }
      recent.push(now);
      hits.delete(client);
      hits.set(client, recent);
      // Oldest clients first out: the map stays bounded whatever the traffic.
      while (hits.size > maxClients) hits.delete(hits.keys().next().value as string);
    },
  };
}
