import type { TDocumentTypeDetail } from '@cri/shared/schemas/procedures';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentTypes, procedures } from '../../db/schema.ts';
import { DOCUMENT_TYPES } from '../../seed/reference/document-types.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DOCUMENT_TEMPLATES } from './templates/definitions.ts';

const API = '/backend/api';
const PROJECT_MEMO = 18;
/** Requested by the derogation procedure (9), which the test archives. */
const DEROGATION_REQUEST = 26;

describe('document type page and templates', () => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url: `${API}${url}` });
  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db.update(procedures).set({ archived: true }).where(eq(procedures.id, 9));
  });
  afterAll(() => t.close());

  it('describes a document type to anonymous callers, with the procedures asking for it', async () => {
    const res = await get(`/document-types/${PROJECT_MEMO}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json<TDocumentTypeDetail>();
    expect(detail).toMatchObject({
      id: PROJECT_MEMO,
      code: 'PROJECT_MEMO',
      nameFr: 'Note de présentation du projet',
      nameAr: 'مذكرة تقديم المشروع',
      templateTitleFr: 'Modèle de note de présentation',
      templateFile: `${API}/document-types/${PROJECT_MEMO}/template`,
    });
    expect(detail.procedures.length).toBeGreaterThan(0);
    const [first] = await t.database.db
      .select({ nameFr: procedures.nameFr })
      .from(procedures)
      .where(eq(procedures.id, detail.procedures[0]?.id ?? 0));
    expect(detail.procedures[0]?.nameFr).toBe(first?.nameFr);
  });

  it('leaves archived procedures out of the list', async () => {
    const detail = (await get(`/document-types/${DEROGATION_REQUEST}`)).json<TDocumentTypeDetail>();
    expect(detail.procedures.map((p) => p.id)).not.toContain(9);
  });

  it('answers 404 and 422 with the error shape', async () => {
    const missing = await get('/document-types/9999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ errorCode: 'NOT_FOUND', messageKey: 'errors.NOT_FOUND' });
    expect((await get('/document-types/abc')).statusCode).toBe(422);
    // A document type without a template has no file to download.
    expect((await get('/document-types/1/template')).statusCode).toBe(404);
  });

  it('serves the blank template as a PDF attachment, the same bytes each time', async () => {
    const res = await get(`/document-types/${PROJECT_MEMO}/template`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="modele-project-memo.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getTitle()).toBe('Note de présentation du projet d’investissement');
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    expect((await get(`/document-types/${PROJECT_MEMO}/template`)).rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('has a template definition for exactly the seeded types that announce a template file', async () => {
    const announced = DOCUMENT_TYPES.filter((d) => d.templateFile).map((d) => d.code);
    expect(announced.sort()).toEqual(Object.keys(DOCUMENT_TEMPLATES).sort());
    const rows = await t.database.db
      .select({ code: documentTypes.code, templateTitleFr: documentTypes.templateTitleFr })
      .from(documentTypes);
    for (const code of announced) expect(rows.find((r) => r.code === code)?.templateTitleFr).toBeTruthy();
  });

  it('renders every template without error', async () => {
    for (const [code] of Object.entries(DOCUMENT_TEMPLATES)) {
      const id = DOCUMENT_TYPES.find((d) => d.code === code)?.id;
      const res = await get(`/document-types/${id}/template`);
      expect(res.statusCode, code).toBe(200);
    }
  });
});
