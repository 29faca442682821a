import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STAGING_PREFIX } from '../../core/uploads/receive-file.ts';
import { docxWith, pdfWith, pngWith } from '../../core/uploads/sample-files.ts';
import { type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { BOUNDARY, multipartBody } from '../documents/test-helpers.ts';

const API = '/backend/api';
const PREFIX = 'back-office-document-types';
const LATER = new Date(Date.now() + 3_600_000);

const documentType = (n: number, extra: Record<string, unknown> = {}) => ({
  code: `TEMPLATE_TYPE_${n}`,
  nameFr: `Type à modèle ${n}`,
  nameAr: `نوع بنموذج ${n}`,
  descriptionFr: 'Description',
  descriptionAr: 'وصف',
  mimeType: 'application/pdf',
  templateTitleFr: 'Modèle à remplir',
  templateTitleAr: 'نموذج للملء',
  ...extra,
});

/**
 * Issue 17, decision 087: the content manager uploads a document type's template (PDF or DOCX, by content) with
 * the spec's multipart calls; its title is required with a file (`templateTitleRequired`); the investor's
 * download link then serves the uploaded file instead of the one rendered from code (decision 008).
 */
describe('back-office: document-type template upload', () => {
  let t: TestApp;
  let content: LoggedIn;
  beforeAll(async () => {
    t = await createTestApp();
    content = await loginAs(t, 'contenu.national@demo.cri.ma');
  });
  afterAll(async () => t.close());

  const send = (
    method: 'POST' | 'PUT',
    url: string,
    body: Record<string, unknown>,
    file?: { name: string; type: string; content: Buffer },
  ) =>
    t.app.inject({
      method,
      url: `${API}${url}`,
      headers: { ...content.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: file
        ? multipartBody({
            fields: { documentType: JSON.stringify(body) },
            fileName: file.name,
            contentType: file.type,
            content: [file.content],
          })
        : `--${BOUNDARY}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\n${JSON.stringify(body)}\r\n--${BOUNDARY}--\r\n`,
    });
  const files = async () => ({
    stored: (await t.app.storage.listOlderThan(PREFIX, LATER)).length,
    staged: (await t.app.storage.listOlderThan(STAGING_PREFIX, LATER)).length,
  });

  it('creates a type with its PDF template, which the public download then serves; a DOCX replaces it', async () => {
    const pdf = pdfWith(Buffer.from('modèle déposé'));
    const created = await send('POST', '/document-types/new', documentType(1), {
      name: 'modele.pdf',
      type: 'application/pdf',
      content: pdf,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    expect(created.json()).toMatchObject({ hasTemplateFile: true, templateTitleFr: 'Modèle à remplir' });
    const detail = await t.app.inject({ method: 'GET', url: `${API}/document-types/${id}` });
    expect(detail.json()).toMatchObject({ templateFile: `/backend/api/document-types/${id}/template` });
    const served = await t.app.inject({ method: 'GET', url: `${API}/document-types/${id}/template` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe('attachment; filename="modele-template-type-1.pdf"');
    expect(Buffer.compare(served.rawPayload, pdf)).toBe(0);

    const before = await files();
    const docx = docxWith(Buffer.from('version Word'));
    const replaced = await send('PUT', `/document-types/update/${id}`, documentType(1), {
      name: 'modele.docx',
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      content: docx,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const word = await t.app.inject({ method: 'GET', url: `${API}/document-types/${id}/template` });
    expect(word.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(word.headers['content-disposition']).toContain('.docx');
    // The PDF is gone, the DOCX kept.
    expect((await files()).stored).toBe(before.stored);
    // An update without a file keeps the template.
    const kept = await send('PUT', `/document-types/update/${id}`, documentType(1, { nameFr: 'Renommé' }));
    expect(kept.json()).toMatchObject({ nameFr: 'Renommé', hasTemplateFile: true });
  });

  it('the uploaded template wins over the one rendered from code', async () => {
    // Document type 18 has a template rendered from code (decision 008).
    const rendered = await t.app.inject({ method: 'GET', url: `${API}/document-types/18/template` });
    expect(rendered.statusCode).toBe(200);
    const record = await t.app.inject({ method: 'GET', url: `${API}/back-office/document-types/18`, headers: content.headers });
    const pdf = pdfWith(Buffer.from('remplace le modèle rendu'));
    const res = await send('PUT', '/document-types/update/18', record.json(), {
      name: 'nouveau.pdf',
      type: 'application/pdf',
      content: pdf,
    });
    expect(res.statusCode, res.body).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: `${API}/document-types/18/template` });
    expect(Buffer.compare(served.rawPayload, pdf)).toBe(0);
  });

  it('requires the template title with a file, refuses a picture (9994), and writes nothing either way', async () => {
    // The previous test's staged upload is removed just after its answer: wait for it, then count.
    await vi.waitFor(async () => expect((await files()).staged).toBe(0));
    const before = await files();
    const pdf = { name: 'modele.pdf', type: 'application/pdf', content: pdfWith(Buffer.from('x')) };
    const untitled = await send(
      'POST',
      '/document-types/new',
      documentType(2, { templateTitleFr: '', templateTitleAr: null }),
      pdf,
    );
    expect(untitled.statusCode).toBe(422);
    expect(untitled.json()).toMatchObject({
      fieldErrors: [
        { field: 'templateTitleFr', messageKey: 'backOffice.errors.templateTitleRequired' },
        { field: 'templateTitleAr', messageKey: 'backOffice.errors.templateTitleRequired' },
      ],
    });
    // Without a file the title may be left out.
    const noFile = await send('POST', '/document-types/new', documentType(3, { templateTitleFr: '', templateTitleAr: null }));
    expect(noFile.statusCode, noFile.body).toBe(201);
    expect(noFile.json()).toMatchObject({ hasTemplateFile: false });
    const picture = await send('POST', '/document-types/new', documentType(4), {
      name: 'modele.png',
      type: 'image/png',
      content: pngWith(Buffer.from('p')),
    });
    expect(picture.statusCode).toBe(422);
    expect(picture.json()).toMatchObject({
      code: 9994,
      fieldErrors: [{ field: 'templateFile', messageKey: 'backOffice.errors.unsupported.templateFile' }],
    });
    const taken = await send('POST', '/document-types/new', documentType(5, { code: 'TEMPLATE_TYPE_3' }), pdf);
    expect(taken.statusCode).toBe(409);
    const list = await t.app.inject({
      method: 'GET',
      url: `${API}/back-office/document-types?search=TEMPLATE_TYPE_`,
      headers: content.headers,
    });
    expect(
      list
        .json<{ items: { code: string }[] }>()
        .items.map((i) => i.code)
        .sort(),
    ).toEqual(['TEMPLATE_TYPE_1', 'TEMPLATE_TYPE_3']);
    await vi.waitFor(async () => expect(await files()).toEqual(before));
  });
});
