import { randomUUID } from 'node:crypto';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TProvidedDocumentList } from '@cri/shared/schemas/documents';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providedDocuments } from '../../db/schema.ts';
import { type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { API } from '../framing-forms/test-helpers.ts';
import { DOCUMENTS_PREFIX, removeUnreferencedFiles } from './orphan-files.ts';
import { createProject, PDF_HEAD, upload } from './test-helpers.ts';
import { THUMBNAIL_PREFIX } from './thumbnail.ts';

const HOUR = 3_600_000;

describe('document files left without a row by a killed process', () => {
  let t: TestApp;
  let investor: LoggedIn;
  const filesDir = () => join(t.app.deps.env.DATA_DIR, 'files');
  const age = (key: string) => utimes(join(filesDir(), key), new Date(Date.now() - 2 * HOUR), new Date(Date.now() - 2 * HOUR));
  const stray = async (prefix: string, extension: string, old = true) => {
    const key = `${prefix}/${randomUUID()}.${extension}`;
    await mkdir(join(filesDir(), prefix), { recursive: true });
    await writeFile(join(filesDir(), key), PDF_HEAD);
    if (old) await age(key);
    return key;
  };
  const uploaded = async (projectId: number, documentTypeId: number) => {
    const res = await upload(t, investor, { fields: { projectId, documentTypeId }, content: [PDF_HEAD] });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ id: number }>().id;
    const [row] = await t.database.db.select().from(providedDocuments).where(eq(providedDocuments.id, id));
    if (!row) throw new Error('no row');
    return row;
  };

  beforeAll(async () => {
    t = await createTestApp();
    investor = await loginAs(t, 'investisseur@demo.cri.ma');
  });
  afterAll(() => t.close());

  it('removes old files no live document points at, and keeps the rest', async () => {
    const projectId = await createProject(t, investor);
    const list = (
      await t.app.inject({ method: 'GET', url: `${API}/projects/${projectId}/provided-documents`, headers: investor.headers })
    ).json<TProvidedDocumentList>();
    const [first, second, third] = list.documents;
    if (!first || !second || !third) throw new Error('three document types expected');
    const kept = await uploaded(projectId, first.documentTypeId);
    const deleted = await uploaded(projectId, second.documentTypeId);
    // A version replaced after submission (deprecated, spec 2 §4) keeps its file for the version compare.
    const deprecated = await uploaded(projectId, third.documentTypeId);
    await t.database.db
      .update(providedDocuments)
      .set({ deletedAt: new Date(), deprecatedAt: new Date() })
      .where(eq(providedDocuments.id, deprecated.id));
    await age(deprecated.storageKey);
    // Killed after the row's deletion committed, before its file was removed.
    await t.database.db.update(providedDocuments).set({ deletedAt: new Date() }).where(eq(providedDocuments.id, deleted.id));
    await age(kept.storageKey);
    await age(deleted.storageKey);
    // Killed between the move out of staging and the row's commit; a thumbnail whose row never got it.
    const movedNoRow = await stray(DOCUMENTS_PREFIX, 'pdf');
    const thumbnailNoRow = await stray(THUMBNAIL_PREFIX, 'jpg');
    // A recent file may be an upload still running in another instance: left alone.
    const running = await stray(DOCUMENTS_PREFIX, 'pdf', false);

    const removed = await removeUnreferencedFiles(t.database.db, t.app.storage, new Date(Date.now() - HOUR));

    expect(removed).toEqual(expect.arrayContaining([movedNoRow, thumbnailNoRow, deleted.storageKey]));
    expect(removed).not.toContain(kept.storageKey);
    expect(removed).not.toContain(deprecated.storageKey);
    expect(removed).not.toContain(running);
    expect(await t.app.storage.read(movedNoRow)).toBeNull();
    expect(await t.app.storage.read(deleted.storageKey)).toBeNull();
    const stillThere = await t.app.storage.read(kept.storageKey);
    expect(stillThere).not.toBeNull();
    stillThere?.destroy();
    const recent = await t.app.storage.read(running);
    expect(recent).not.toBeNull();
    recent?.destroy();
    await t.app.storage.remove(running);
  });
});
