import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashes', () => {
  it('are self-describing scrypt hashes with a fresh salt each time', async () => {
    const a = await hashPassword('Demo@CRI2026');
    const b = await hashPassword('Demo@CRI2026');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
  });

  it('verify the right password only', async () => {
    const stored = await hashPassword('Demo@CRI2026');
    expect(await verifyPassword('Demo@CRI2026', stored)).toEqual({ ok: true, needsRehash: false });
    expect(await verifyPassword('demo@CRI2026', stored)).toEqual({ ok: false, needsRehash: false });
    expect(await verifyPassword('', stored)).toEqual({ ok: false, needsRehash: false });
  });

  it('treat canonically equivalent Unicode spellings as one password', async () => {
    const stored = await hashPassword('Mo\u0301t@Passe1');
    expect((await verifyPassword('Mót@Passe1', stored)).ok).toBe(true);
  });

  it('never match a malformed or hostile stored value', async () => {
    const stored = await hashPassword('Demo@CRI2026');
    const [, , r, p, salt, key] = stored.split('$');
    for (const bad of [
      '',
      'plain-text',
      `bcrypt$10$${salt}$${key}$x$y`,
      `scrypt$3$${r}$${p}$${salt}$${key}`,
      `scrypt$${2 ** 24}$8$1$${salt}$${key}`,
      `scrypt$32768$8$1$${salt}$short`,
    ]) {
      expect(await verifyPassword('Demo@CRI2026', bad)).toEqual({ ok: false, needsRehash: false });
    }
  });

  it('ask for a new hash when the stored one uses older parameters', async () => {
    const stored = await hashPassword('Demo@CRI2026');
    const [, , , , salt] = stored.split('$');
    // The same password hashed with N=2^14 by an earlier version.
    const { scrypt } = await import('node:crypto');
    const key = await new Promise<Buffer>((resolve, reject) =>
      scrypt('Demo@CRI2026', Buffer.from(salt ?? '', 'base64url'), 32, { N: 2 ** 14, r: 8, p: 1 }, (e, k) =>
        e ? reject(e) : resolve(k),
      ),
    );
    const older = `scrypt$16384$8$1$${salt}$${key.toString('base64url')}`;
    expect(await verifyPassword('Demo@CRI2026', older)).toEqual({ ok: true, needsRehash: true });
  });
});
