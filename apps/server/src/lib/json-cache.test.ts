import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { JsonCache } from './json-cache.ts';

const schema = z.array(z.object({ id: z.number() }));

describe('JsonCache', () => {
  it('produces once per key and strips what the schema does not declare', async () => {
    const cache = new JsonCache();
    const produce = vi.fn(async () => [{ id: 1, secret: 'x' }]);
    expect(await cache.get('a', schema, produce)).toBe('[{"id":1}]');
    expect(await cache.get('a', schema, produce)).toBe('[{"id":1}]');
    expect(produce).toHaveBeenCalledTimes(1);
    cache.clear();
    await cache.get('a', schema, produce);
    expect(produce).toHaveBeenCalledTimes(2);
  });

  it('does not keep failures, and refuses data that breaks the schema', async () => {
    const cache = new JsonCache();
    await expect(cache.get('b', schema, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.get('b', schema, async () => [{ id: 2 }])).toBe('[{"id":2}]');
    await expect(cache.get('c', schema, async () => [{ id: 'nope' }])).rejects.toThrow();
  });

  it('stays bounded', async () => {
    const cache = new JsonCache(2);
    const produce = vi.fn(async () => []);
    for (const key of ['1', '2', '3']) await cache.get(key, schema, produce);
    await cache.get('1', schema, produce);
    expect(produce).toHaveBeenCalledTimes(4);
  });

  it('keeps the bytes of a produced answer, and forgets them when cleared', async () => {
    const cache = new JsonCache();
    expect(cache.body('d')).toBeUndefined();
    const json = await cache.get('d', schema, async () => [{ id: 3, nom: 'الرباط' }]);
    await Promise.resolve();
    expect(cache.body('d')?.toString('utf8')).toBe(json);
    expect(json).toBe('[{"id":3}]');
    const arabic = z.array(z.object({ name: z.string() }));
    await cache.get('e', arabic, async () => [{ name: 'الرباط' }]);
    await Promise.resolve();
    expect(cache.body('e')?.equals(Buffer.from('[{"name":"الرباط"}]', 'utf8'))).toBe(true);
    cache.clear();
    expect(cache.body('d')).toBeUndefined();
  });

  it('does not keep the bytes of an answer produced before a clear', async () => {
    const cache = new JsonCache();
    let release: (v: unknown) => void = () => {};
    const pending = cache.get('f', schema, () => new Promise((r) => (release = r)));
    cache.clear();
    release([{ id: 4 }]);
    await pending;
    await Promise.resolve();
    expect(cache.body('f')).toBeUndefined();
  });
});
