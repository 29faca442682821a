import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const API = '/backend/api';

/** Exports (decision 062): CSV and XLSX of a resource with the list's filters; other roles refused. */
describe('back-office exports', () => {
  let t: TestApp;
  let national: LoggedIn;
  let content: LoggedIn;
  beforeAll(async () => {
    t = await createTestApp();
    national = await loginAs(t, 'support.national@demo.cri.ma');
    content = await loginAs(t, 'contenu.national@demo.cri.ma');
  });
  afterAll(async () => t.close());

  it('exports the advisors of one region as CSV, with the translated header and the filter applied', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${API}/national-support/export`,
      query: { resource: 'advisors', format: 'csv', 'filter.regionId': '10' },
      headers: national.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="advisors-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('"Adresse e-mail (identifiant)"');
    expect(res.body).toContain('conseiller.rabat@demo.cri.ma');
    expect(res.body).not.toContain('conseiller.casa@demo.cri.ma');
  });

  it('exports the procedures as a real XLSX workbook', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${API}/national-content-manager/export`,
      query: { resource: 'procedures', format: 'xlsx', search: 'a' },
      headers: content.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    // An XLSX is a zip of XML parts (fflate is write-excel-file's own zip library).
    const parts = unzipSync(new Uint8Array(res.rawPayload));
    const sheet = strFromU8(parts['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
    const strings = strFromU8(parts['xl/sharedStrings.xml'] ?? new Uint8Array());
    expect(`${sheet}${strings}`).toContain('Code');
    expect(`${sheet}${strings}`).toMatch(/Urbanisme|Foncier|Dérogation/);
    expect((sheet.match(/<row /g) ?? []).length).toBeGreaterThan(1);
  });

  it("refuses another role's resource and another role", async () => {
    const other = await t.app.inject({
      method: 'GET',
      url: `${API}/national-content-manager/export`,
      query: { resource: 'advisors' },
      headers: content.headers,
    });
    expect(other.statusCode).toBe(422);
    const refused = await t.app.inject({
      method: 'GET',
      url: `${API}/national-support/export`,
      query: { resource: 'advisors' },
      headers: content.headers,
    });
    expect(refused.statusCode).toBe(403);
  });
});
