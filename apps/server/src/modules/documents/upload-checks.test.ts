import { readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { UPLOAD_MAX_BYTES } from '@cri/shared/limits';
import type { TProvidedDocumentList } from '@cri/shared/schemas/documents';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAGING_PREFIX } from '../../core/uploads/receive-file.ts';
import { EICAR } from '../../core/uploads/virus-scanner.ts';
import { providedDocuments } from '../../db/schema.ts';
import { type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { API } from '../framing-forms/test-helpers.ts';
import { BOUNDARY, createProject, PDF_HEAD, pdfOfSize, storedFiles, upload } from './test-helpers.ts';

describe('provided documents: size, type, virus and interrupted uploads', () => {
  let t: TestApp;
  let investor: LoggedIn;
  let projectId: number;
  let documentTypeId: number;

  beforeAll(async () => {
    t = await createTestApp();
    investor = await loginAs(t, 'investisseur@demo.cri.ma');
    projectId = await createProject(t, investor);
    const res = await t.app.inject({
      method: 'GET',
      url: `${API}/projects/${projectId}/provided-documents`,
      headers: investor.headers,
    });
    documentTypeId = res.json<TProvidedDocumentList>().documents[0]?.documentTypeId ?? 0;
  });
  afterAll(() => t.close());

  const rows = async () =>
    (await t.database.db.select({ n: count() }).from(providedDocuments).where(eq(providedDocuments.projectId, projectId)))[0]?.n;
  const remove = async (id: number) => {
    const res = await t.app.inject({ method: 'DELETE', url: `${API}/provided-document/${id}`, headers: investor.headers });
    expect(res.statusCode, res.body).toBe(204);
  };
  const fields = () => ({ projectId, documentTypeId });
  // DATA_DIR is shared with the other test files, whose uploads pass through staging for a few
  // milliseconds: staging must become empty, not be empty at one instant.
  const expectStagingEmpty = async () => {
    for (let i = 0; i < 100 && (await storedFiles(t, STAGING_PREFIX)).length > 0; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(await storedFiles(t, STAGING_PREFIX)).toEqual([]);
  };
  const newFilesWithEicar = async (before: string[]) => {
    const added = (await storedFiles(t, 'provided-documents')).filter((f) => !before.includes(f));
    const contents = await Promise.all(
      added.map((f) => readFile(join(t.app.deps.env.DATA_DIR, 'files', 'provided-documents', f))),
    );
    return contents.filter((c) => c.includes(EICAR));
  };

  it('accepts exactly 70 MB and refuses one byte more with 413 and the PDF size message', async () => {
    const ok = await upload(t, investor, { fields: fields(), content: pdfOfSize(UPLOAD_MAX_BYTES) });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json<{ uploadedFile: { size: number } }>().uploadedFile.size).toBe(UPLOAD_MAX_BYTES);
    await remove(ok.json<{ id: number }>().id);

    const before = await rows();
    const tooBig = await upload(t, investor, { fields: fields(), content: pdfOfSize(UPLOAD_MAX_BYTES + 1) });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ errorCode: 'PAYLOAD_TOO_LARGE', messageKey: 'providedDocument.sizeLimit.pdf' });
    const picture = await upload(t, investor, {
      fields: fields(),
      contentType: 'image/jpeg',
      fileName: 'a.jpg',
      content: pdfOfSize(UPLOAD_MAX_BYTES + 1),
    });
    expect(picture.json()).toMatchObject({ messageKey: 'providedDocument.sizeLimit.picture' });
    expect(await rows()).toBe(before);
    await expectStagingEmpty();
  }, 60_000);

  it('refuses an EICAR file named .pdf as infected: no row, no file', async () => {
    const before = { rows: await rows(), stored: await storedFiles(t, 'provided-documents') };
    const res = await upload(t, investor, { fields: fields(), fileName: 'facture.pdf', content: [EICAR] });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errorCode: 'FILE_INFECTED', messageKey: 'providedDocument.infected' });
    expect(res.json<{ message: string }>().message).toMatch(/désinfecter/);
    // Inside a real PDF, split across chunks, too.
    const half = Math.floor(EICAR.length / 2);
    const inside = await upload(t, investor, {
      fields: fields(),
      content: [PDF_HEAD, Buffer.alloc(10_000, 0x20), EICAR.subarray(0, half), EICAR.subarray(half), Buffer.from('\n%%EOF\n')],
    });
    expect(inside.json()).toMatchObject({ errorCode: 'FILE_INFECTED' });
    expect(await rows()).toBe(before.rows);
    expect(await newFilesWithEicar(before.stored)).toEqual([]);
    await expectStagingEmpty();
  });

  it('refuses a renamed executable by its content (422)', async () => {
    const exe = Buffer.concat([
      Buffer.from('MZ'),
      Buffer.alloc(0x3a),
      Buffer.from([0x80, 0, 0, 0]),
      Buffer.alloc(64),
      Buffer.from('PE\0\0'),
      Buffer.alloc(512),
    ]);
    const res = await upload(t, investor, { fields: fields(), fileName: 'statuts.pdf', content: [exe] });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errorCode: 'UNSUPPORTED_FILE_TYPE' });
    await expectStagingEmpty();
  });

  it('refuses a document type the project does not ask for, and a file sent before the fields', async () => {
    const res = await upload(t, investor, { fields: { projectId, documentTypeId: 999_999 }, content: [PDF_HEAD] });
    expect(res.statusCode).toBe(422);
    const noFields = await upload(t, investor, { fields: {}, content: [PDF_HEAD] });
    expect(noFields.statusCode).toBe(422);
  });

  it('leaves no file and no row when the upload is cut half-way', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const before = await rows();
    await new Promise<void>((resolve) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `${API}/provided-document`,
        headers: {
          ...investor.headers,
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'content-length': String(20 * 1024 * 1024),
        },
      });
      req.on('error', () => resolve());
      req.on('response', () => resolve());
      req.write(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="projectId"\r\n\r\n${projectId}\r\n`);
      req.write(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="documentTypeId"\r\n\r\n${documentTypeId}\r\n`);
      req.write(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      );
      req.write(PDF_HEAD);
      req.write(Buffer.alloc(5 * 1024 * 1024, 0x20), () => {
        // Wait until the server has started writing to staging, then cut the connection.
        const poll = setInterval(async () => {
          if ((await storedFiles(t, STAGING_PREFIX)).length > 0) {
            clearInterval(poll);
            req.destroy();
            resolve();
          }
        }, 10);
      });
    });
    // The server notices the cut and cleans up.
    await expectStagingEmpty();
    expect(await rows()).toBe(before);
  });
});
