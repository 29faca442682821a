import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { mkdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { STAGING_PREFIX } from '../../core/uploads/receive-file.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** The app's DATA_DIR, filled before the app starts. */
const DATA_DIR = mkdtempSync(join(tmpdir(), 'cri-staging-purge-'));
const STAGING_DIR = join(DATA_DIR, 'files', STAGING_PREFIX);
const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

describe('staging files left by a crashed upload', () => {
  let t: TestApp | undefined;
  const stale = join(STAGING_DIR, `${randomUUID()}.pdf`);
  const running = join(STAGING_DIR, `${randomUUID()}.pdf`);
  afterAll(async () => {
    await t?.close();
    await rm(DATA_DIR, { recursive: true, force: true });
  });

  it('are removed at start when older than an hour; a recent one (an upload still running) stays', async () => {
    await mkdir(STAGING_DIR, { recursive: true });
    await writeFile(stale, '%PDF-1.4 cut');
    await writeFile(running, '%PDF-1.4 in progress');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(stale, twoHoursAgo, twoHoursAgo);
    t = await createTestApp({ env: { DATA_DIR } });
    expect(await exists(stale)).toBe(false);
    expect(await exists(running)).toBe(true);
  });
});
