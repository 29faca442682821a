import { inflateSync } from 'node:zlib';
import { ZApiError } from '@cri/shared/errors';
import { USER_GUIDE_FILE_NAME } from '@cri/shared/schemas/user-guide';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, loginAs, signInWithPassword } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { GUIDE_TITLE } from './guide-content.ts';

const URL = '/backend/api/user-guide/download';

/** WinAnsi bytes that differ from Latin-1 and that the guide uses. */
const WIN_ANSI: Record<string, string> = { '\x92': '’', '\x95': '•', '\x85': '…', '\x96': '–' };

/** The text drawn on the pages: every Flate content stream inflated, its `<hex> Tj` strings decoded (WinAnsi). */
function drawnText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      content = m[1] ?? '';
    }
    for (const t of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
      texts.push(
        Buffer.from(t[1] ?? '', 'hex')
          .toString('latin1')
          .replace(/[\x85\x92\x95\x96]/g, (c) => WIN_ANSI[c] ?? c),
      );
  }
  return texts.join('\n');
}

describe('GET /user-guide/download?token', () => {
  let t: TestApp;
  let clock = new Date();
  let advisor: LoggedIn;
  let member: LoggedIn;
  let investor: LoggedIn;
  let piafe: LoggedIn;
  const download = (query: Record<string, string> = {}, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: URL, query, headers });

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    advisor = await loginAs(t, 'conseiller.casa@demo.cri.ma');
    member = await loginAs(t, 'membre.rabat@demo.cri.ma');
    investor = await loginAs(t, 'investisseur@demo.cri.ma');
    piafe = await loginAs(t, 'conseiller.piafe@demo.cri.ma');
  });
  afterAll(() => t.close());

  it('gives an advisor the guide as a PDF attachment, with the token of the link', async () => {
    const res = await download({ token: advisor.accessToken });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${USER_GUIDE_FILE_NAME}"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(res.rawPayload);
    expect(doc.getTitle()).toBe(GUIDE_TITLE);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(2);
    // A real guide of both roles' screens, in French.
    const text = drawnText(res.rawPayload);
    for (const expected of [
      '2. Espace du conseiller',
      '3. Espace du membre de la CRUI',
      'Rendez-vous',
      'Vérification d’un dossier',
      'code de sécurité',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/lorem/i);
  });

  it('gives it to a CRUI member of another region too, and accepts the bearer header instead of the token', async () => {
    const res = await download({}, member.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.equals((await download({ token: advisor.accessToken })).rawPayload)).toBe(true);
  });

  it('answers 401 without a valid token: none, tampered, a refresh token, expired', async () => {
    const none = await download();
    expect(none.statusCode).toBe(401);
    expect(ZApiError.parse(none.json())).toMatchObject({ errorCode: 'UNAUTHENTICATED' });
    const [head, payload, signature] = advisor.accessToken.split('.');
    const forged = `${head}.${payload}.${signature?.slice(0, -4)}AAAA`;
    expect((await download({ token: forged })).json()).toMatchObject({ status: 401, errorCode: 'TOKEN_INVALID' });
    expect((await download({ token: advisor.refreshToken })).statusCode).toBe(401);
    expect((await download({ token: 'pas-un-jeton' })).statusCode).toBe(401);
    // A valid token wins over nothing, but a bad token is not rescued by a good bearer header.
    expect((await download({ token: forged }, member.headers)).statusCode).toBe(401);
    const later = new Date(clock.getTime() + 16 * 60_000);
    const saved = clock;
    clock = later;
    try {
      expect((await download({ token: advisor.accessToken })).json()).toMatchObject({ status: 401, errorCode: 'TOKEN_INVALID' });
    } finally {
      clock = saved;
    }
    expect(none.body).not.toMatch(/at .+\.(ts|js):\d+/);
  });

  it('answers 401 to a staff token that has not passed the security code', async () => {
    const preCode = await signInWithPassword(t, 'conseillere.casa@demo.cri.ma');
    const res = await download({ token: preCode.accessToken });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ errorCode: 'SECURITY_CODE_REQUIRED' });
  });

  it('refuses the roles the menu does not offer it to (403): investor, PIAFE advisor', async () => {
    for (const who of [investor, piafe]) {
      const res = await download({ token: who.accessToken });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ errorCode: 'FORBIDDEN' });
      expect(res.headers['content-type']).not.toBe('application/pdf');
    }
  });

  it('refuses unknown query parameters with 422', async () => {
    const res = await download({ token: advisor.accessToken, lang: 'ar' });
    expect(res.statusCode).toBe(422);
  });
});
