import { LEGAL_PERSON_TYPE_IDS } from '@cri/shared/enums/reference-data';
import type { TProvidedDocumentList } from '@cri/shared/schemas/documents';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentTypes, providedDocuments } from '../../db/schema.ts';
import { demoUser, type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { API, CASA, RABAT } from '../framing-forms/test-helpers.ts';
import { createProject, PDF_HEAD, upload } from './test-helpers.ts';

describe('provided documents: list, upload, download, replace, delete', () => {
  let t: TestApp;
  let clock = new Date('2026-11-23T09:00:00Z');
  let investor: LoggedIn;
  let other: LoggedIn;
  let advisor: LoggedIn;
  let rabatAdvisor: LoggedIn;
  let projectId: number;
  let documentTypeId: number;
  const pdf = Buffer.concat([PDF_HEAD, Buffer.from('contenu du mémoire ✓\n%%EOF\n')]);

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    investor = await loginAs(t, 'investisseur@demo.cri.ma');
    other = await loginAs(t, 'investisseur.expiration@demo.cri.ma');
    advisor = await loginAs(t, demoUser('ROLE_ADVISOR', CASA));
    rabatAdvisor = await loginAs(t, demoUser('ROLE_ADVISOR', RABAT));
    projectId = await createProject(t, investor);
  });
  afterAll(() => t.close());

  const list = (who: LoggedIn) =>
    t.app.inject({ method: 'GET', url: `${API}/projects/${projectId}/provided-documents`, headers: who.headers });

  it('lists one entry per document type the procedures ask for, nothing uploaded yet', async () => {
    const res = await list(investor);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<TProvidedDocumentList>();
    expect(body.documents.length).toBeGreaterThan(0);
    const first = body.documents[0];
    if (!first) throw new Error('no document');
    documentTypeId = first.documentTypeId;
    expect(first).toMatchObject({ id: null, uploadedFile: null, canUpload: true, canModify: false });
    expect(first.acceptedMimeTypes).toEqual(expect.arrayContaining(['application/pdf', 'image/jpeg', 'image/png']));
    expect(new Set(body.documents.map((d) => d.documentTypeId)).size).toBe(body.documents.length);
    // The questionnaire is a company's: the association's and the auto-entrepreneur's papers are not asked.
    const asked = await t.database.db
      .select({ id: documentTypes.id, family: documentTypes.relevantInvestorTypeId })
      .from(documentTypes)
      .where(
        inArray(
          documentTypes.id,
          body.documents.map((d) => d.documentTypeId),
        ),
      );
    expect(asked.every((d) => d.family === null || d.family === LEGAL_PERSON_TYPE_IDS.LEGAL_PERSON)).toBe(true);
    expect(asked.some((d) => d.family === LEGAL_PERSON_TYPE_IDS.LEGAL_PERSON)).toBe(true);
  });

  it('refuses anonymous callers (401) and answers 404 for another investor’s project', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: `${API}/projects/${projectId}/provided-documents` });
    expect(anonymous.statusCode).toBe(401);
    expect((await list(other)).statusCode).toBe(404);
    const res = await upload(t, other, { fields: { projectId, documentTypeId }, content: [pdf] });
    expect(res.statusCode, res.body).toBe(404);
    const noToken = await upload(t, null, { fields: { projectId, documentTypeId }, content: [pdf] });
    expect(noToken.statusCode).toBe(401);
  });

  let documentId: number;
  let downloadPath: string;

  it('uploads a PDF and gives it back, byte for byte, through the tokened link', async () => {
    const res = await upload(t, investor, { fields: { projectId, documentTypeId }, fileName: 'mémoire.pdf', content: [pdf] });
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json<{ id: number; canModify: boolean; uploadedFile: { downloadPath: string; originalName: string } }>();
    expect(saved.canModify).toBe(true);
    expect(saved.uploadedFile.originalName).toBe('mémoire.pdf');
    documentId = saved.id;
    downloadPath = saved.uploadedFile.downloadPath;
    expect(downloadPath).toMatch(new RegExp(`^${API}/provided-document/${documentId}/file\\?token=`));
    // A plain link: no bearer header.
    const file = await t.app.inject({ method: 'GET', url: downloadPath });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="memoire\.pdf"; filename\*=UTF-8''m%C3%A9moire\.pdf$/,
    );
    // A second upload without the id of the first is refused: replacing names the document.
    const again = await upload(t, investor, { fields: { projectId, documentTypeId }, content: [pdf] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 'PROVIDED_DOCUMENT_EXISTS' });
  });

  it('serves the region’s advisor, and answers 404 to another region’s advisor', async () => {
    const entries = (await list(advisor)).json<TProvidedDocumentList>().documents;
    const mine = entries.find((d) => d.id === documentId);
    expect(mine?.canUpload).toBe(false);
    const path = mine?.uploadedFile?.downloadPath ?? '';
    expect((await t.app.inject({ method: 'GET', url: path })).rawPayload.equals(pdf)).toBe(true);
    expect((await list(rabatAdvisor)).statusCode).toBe(404);
    // Rabat's advisor with its own bearer token and no link token: still 404.
    const direct = await t.app.inject({
      method: 'GET',
      url: `${API}/provided-document/${documentId}/file`,
      headers: rabatAdvisor.headers,
    });
    expect(direct.statusCode).toBe(404);
  });

  it('refuses a bad, foreign or missing token', async () => {
    const url = `${API}/provided-document/${documentId}/file`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `${url}?token=garbage` })).statusCode).toBe(401);
    const token = new URL(downloadPath, 'http://x').searchParams.get('token') ?? '';
    const [exp, userId, mac] = token.split('.');
    // Someone else's user id, or a later expiry, with the investor's signature.
    expect((await t.app.inject({ method: 'GET', url: `${url}?token=${exp}.${Number(userId) + 1}.${mac}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `${url}?token=${Number(exp) + 3600}.${userId}.${mac}` })).statusCode).toBe(
      401,
    );
    // The token of this document on another document.
    expect(
      (await t.app.inject({ method: 'GET', url: `${API}/provided-document/${documentId + 999}/file?token=${token}` })).statusCode,
    ).toBe(401);
  });

  it('replaces the upload within the hour, keeping one current document', async () => {
    clock = new Date(clock.getTime() + 10 * 60_000);
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
      Buffer.from('IHDR'),
      Buffer.alloc(64, 1),
    ]);
    const res = await upload(t, investor, {
      fields: { projectId, documentTypeId, providedDocumentId: documentId },
      fileName: 'scan.png',
      contentType: 'image/png',
      content: [png],
    });
    expect(res.statusCode, res.body).toBe(200);
    const replaced = res.json<{ id: number; uploadedFile: { mimeType: string; downloadPath: string } }>();
    expect(replaced.id).not.toBe(documentId);
    expect(replaced.uploadedFile.mimeType).toBe('image/png');
    // The old link no longer serves anything: in a draft a replaced upload is gone, not deprecated (spec 2 §4).
    expect((await t.app.inject({ method: 'GET', url: downloadPath })).statusCode).toBe(404);
    const [old] = await t.database.db.select().from(providedDocuments).where(eq(providedDocuments.id, documentId));
    expect(old?.deprecatedAt).toBeNull();
    const file = await t.app.inject({ method: 'GET', url: replaced.uploadedFile.downloadPath });
    expect(file.rawPayload.equals(png)).toBe(true);
    documentId = replaced.id;
    downloadPath = replaced.uploadedFile.downloadPath;
  });

  it('expires download links after 30 minutes', async () => {
    clock = new Date(clock.getTime() + 31 * 60_000);
    const res = await t.app.inject({ method: 'GET', url: downloadPath });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ errorCode: 'TOKEN_INVALID', messageKey: 'providedDocument.linkExpired' });
  });

  it('refuses to delete or replace after 60 minutes, with a translated message, and deletes within them', async () => {
    investor = await loginAs(t, 'investisseur@demo.cri.ma'); // the clock moved past the access token
    // The replacement was uploaded 31 minutes ago: still deletable; upload again, then wait an hour.
    const del = await t.app.inject({
      method: 'DELETE',
      url: `${API}/provided-document/${documentId}`,
      headers: investor.headers,
    });
    expect(del.statusCode, del.body).toBe(204);
    expect(
      (await list(investor)).json<TProvidedDocumentList>().documents.find((d) => d.documentTypeId === documentTypeId)?.id,
    ).toBeNull();

    const res = await upload(t, investor, { fields: { projectId, documentTypeId }, content: [pdf] });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ id: number }>().id;
    clock = new Date(clock.getTime() + 61 * 60_000);
    investor = await loginAs(t, 'investisseur@demo.cri.ma');
    const late = await t.app.inject({ method: 'DELETE', url: `${API}/provided-document/${id}`, headers: investor.headers });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      errorCode: 'DOCUMENT_MODIFICATION_CLOSED',
      messageKey: 'providedDocument.modificationClosed',
    });
    expect(late.json<{ message: string }>().message).toMatch(/60 minutes/);
    const lateReplace = await upload(t, investor, {
      fields: { projectId, documentTypeId, providedDocumentId: id },
      content: [pdf],
    });
    expect(lateReplace.statusCode).toBe(409);
    const entry = (await list(investor)).json<TProvidedDocumentList>().documents.find((d) => d.id === id);
    expect(entry).toMatchObject({ canModify: false, canUpload: false });
  });

  it('refuses deletion by another investor with 404', async () => {
    const entry = (await list(investor)).json<TProvidedDocumentList>().documents.find((d) => d.id !== null);
    other = await loginAs(t, 'investisseur.expiration@demo.cri.ma');
    const res = await t.app.inject({ method: 'DELETE', url: `${API}/provided-document/${entry?.id}`, headers: other.headers });
    expect(res.statusCode).toBe(404);
  });
});
