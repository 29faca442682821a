import type { TProvidedDocumentList } from '@cri/shared/schemas/documents';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jpegWith, pdfWith, pngWith } from '../core/uploads/sample-files.ts';
import { EICAR } from '../core/uploads/virus-scanner.ts';
import { users } from '../db/schema/accounts.ts';
import { BOUNDARY, createProject, multipartBody } from '../modules/documents/test-helpers.ts';
import { API_PREFIX } from '../plugins/auth.ts';
import { type LoggedIn, loginAs } from './login.ts';
import { apiRoutes, isMultipart } from './route-collector.ts';
import { createTestApp, type TestApp } from './test-app.ts';

vi.mock('fastify', async (original) =>
  (await import('./route-collector.ts')).collectingFastify(await original<typeof import('fastify')>()),
);

/**
 * Every upload route of the app (a route whose schema consumes multipart/form-data) is in this table, and
 * each goes through the same checks (core/uploads/receive-file.ts: virus scan, real type by content, a
 * claimed type that lies, size): a test sends each one EICAR inside every type it accepts and a spoofed
 * file, and fails when a multipart route is missing here. Adding an upload route: use readUpload (core/uploads), and add
 * its line with how to reach its file part as an allowed caller.
 */
interface FileToSend {
  fileName: string;
  contentType: string;
  content: Buffer;
}
interface Callers {
  investor: LoggedIn;
  member: LoggedIn;
  memberUserId: number;
  projectId: number;
  documentTypeId: number;
}
type UploadRoute =
  | {
      accepts: ('pdf' | 'png' | 'jpg')[];
      send: (t: TestApp, c: Callers, file: FileToSend) => Promise<LightMyRequestResponse>;
      /** Undoes an accepted upload, when keeping it would refuse the next one (one document per type). */
      undo?: (t: TestApp, c: Callers, accepted: LightMyRequestResponse) => Promise<unknown>;
    }
  | { checkedIn: string };

const post = (t: TestApp, url: string, headers: object, fields: Record<string, string | number>, file: FileToSend) =>
  t.app.inject({
    method: 'POST',
    url: `${API_PREFIX}${url}`,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: multipartBody({ fields, ...file, content: [file.content] }),
  });

/** Regional support of Casablanca-Settat, signed in once for the back-office member calls. */
let casaSupport: LoggedIn | undefined;
let memberCount = 0;
const postMember = async (t: TestApp, file: FileToSend) => {
  casaSupport ??= await loginAs(t, 'support.casa@demo.cri.ma');
  memberCount += 1;
  const cruiMember = {
    username: `upload.member.${memberCount}@example.ma`,
    firstName: 'Membre',
    lastName: `Upload ${memberCount}`,
    regionId: 2,
    signatureMode: 'ELECTRONIC',
    active: true,
  };
  return post(t, '/crui-members/new', casaSupport.headers, { cruiMember: JSON.stringify(cruiMember) }, file);
};

/** The content manager's document type with a template (decision 087). */
let contentManager: LoggedIn | undefined;
let typeCount = 0;
const postDocumentType = async (t: TestApp, file: FileToSend) => {
  contentManager ??= await loginAs(t, 'contenu.national@demo.cri.ma');
  typeCount += 1;
  const documentType = {
    code: `UPLOAD_TYPE_${typeCount}`,
    nameFr: `Type ${typeCount}`,
    nameAr: `نوع ${typeCount}`,
    descriptionFr: 'Description',
    descriptionAr: 'وصف',
    mimeType: 'application/pdf',
    templateTitleFr: 'Modèle',
    templateTitleAr: 'نموذج',
  };
  return post(t, '/document-types/new', contentManager.headers, { documentType: JSON.stringify(documentType) }, file);
};

const UPLOAD_ROUTES: Record<string, UploadRoute> = {
  'POST /document-types/new': { accepts: ['pdf'], send: (t, _c, file) => postDocumentType(t, file) },
  'PUT /document-types/update/:id': {
    checkedIn: 'back-office/upload-routes.ts (the same reader as /document-types/new); document-type-template.test.ts',
  },
  // Back-office (decision 087): the member with its signature picture; one reader (back-office/upload-routes.ts).
  'POST /crui-members/new': { accepts: ['png', 'jpg'], send: (t, _c, file) => postMember(t, file) },
  'POST /users/crui-member/new': { checkedIn: 'back-office/upload-routes.ts (the same reader as /crui-members/new)' },
  'PUT /crui-members/update/:id': {
    checkedIn: 'back-office/upload-routes.ts (the same reader); signature-picture.test.ts replaces a picture',
  },
  'PUT /users/crui-member/update/:id': { checkedIn: 'back-office/upload-routes.ts (the same reader as /crui-members/new)' },
  // Back-office (decision 098): a procedure's timeline image, through the same reader (5 MB, PNG/JPEG/WebP).
  'POST /procedures/new': {
    checkedIn: 'back-office/upload-routes.ts (the same reader as /crui-members/new); procedure-timeline-image.test.ts',
  },
  'PUT /procedures/update/:id': {
    checkedIn: 'back-office/upload-routes.ts (the same reader); procedure-timeline-image.test.ts replaces and removes one',
  },
  'POST /provided-document': {
    accepts: ['pdf', 'png', 'jpg'],
    send: (t, c, file) =>
      post(t, '/provided-document', c.investor.headers, { projectId: c.projectId, documentTypeId: c.documentTypeId }, file),
    undo: (t, c, accepted) =>
      t.app.inject({
        method: 'DELETE',
        url: `${API_PREFIX}/provided-document/${accepted.json<{ id: number }>().id}`,
        headers: c.investor.headers,
      }),
  },
  'POST /profile/add-profile-image': {
    accepts: ['png', 'jpg'],
    send: (t, c, file) => post(t, '/profile/add-profile-image', c.member.headers, { userId: c.memberUserId }, file),
  },
  'POST /esign/verify-request-to-sign-document': {
    accepts: ['pdf'],
    send: (t, _c, file) => post(t, '/esign/verify-request-to-sign-document', {}, {}, file),
  },
  'POST /projects/add-pv-commission': {
    // Its file part is read only for a decided commission with UPLOAD_PV_MANUALLY on, set up there.
    checkedIn: 'signatures/routes.ts passes the scan to receiveFile; signatures.test.ts (manual PV upload) checks type refusal',
  },
  // Follow-up actions: their file part is read only for a decided file and its assigned advisor (or the recipient).
  'POST /follow-up-action/new': {
    checkedIn:
      'follow-up-actions/read-form.ts passes the scan to receiveFile; follow-up-actions.test.ts checks EICAR, 70 MB, non-PDF act',
  },
  'PUT /follow-up-action/:id/update': { checkedIn: 'follow-up-actions/read-form.ts (the same reader as /new)' },
  // Monitoring (issue 18): one reader (monitoring/read-form.ts, core readOptionalUpload: scan, real type, 70 MB) for the four.
  'POST /monitoring-project-procedure-milestones/:monitoringProjectId/create': {
    checkedIn: 'monitoring/read-form.ts; monitoring.test.ts sends a PDF, an .exe and an EICAR jpg',
  },
  'PUT /monitoring-project-procedure-milestones/:monitoringProjectId/update/:milestoneId': {
    checkedIn: 'monitoring/read-form.ts; monitoring.test.ts sends a PDF, an .exe and an EICAR jpg',
  },
  'POST /monitoring-follow-up-actions/:monitoringProjectId/new': {
    checkedIn: 'monitoring/read-form.ts; monitoring.test.ts sends a jpg',
  },
  'POST /monitoring-follow-up-actions/add-document': { checkedIn: 'monitoring/read-form.ts; monitoring.test.ts sends a PDF' },
  'POST /follow-up-action/:id/update': { checkedIn: 'follow-up-actions/read-form.ts (the same reader as /new)' },
  'POST /follow-up-action/:id/documents': {
    checkedIn: 'follow-up-actions/document-routes.ts uses readUpload; follow-up-actions.test.ts uploads as the recipients',
  },
  // Appeals: the signed request and the decision file are read only for an eligible file (decision 044).
  'POST /recourse/new': {
    checkedIn: 'recourses/read-form.ts passes the scan to readUpload; recourses.test.ts checks the file type refusal',
  },
  'POST /ministerial-recourse/new': { checkedIn: 'recourses/read-form.ts (the same reader as /recourse/new)' },
  'POST /projects/:id/gracious-commission': { checkedIn: 'recourses/read-form.ts (the same reader as /recourse/new)' },
  // Payments: the signed sheet is read only for its investor once the sheet awaits it (decision 057).
  'POST /payment-technical-sheet/add-signed-document': {
    checkedIn: 'payments/document-routes.ts uses readUpload; payments.test.ts checks an image and a PDF that is not the sheet',
  },
};

const SAMPLE = {
  pdf: { fileName: 'piece.pdf', contentType: 'application/pdf', make: pdfWith },
  png: { fileName: 'plan.png', contentType: 'image/png', make: pngWith },
  jpg: { fileName: 'photo.jpg', contentType: 'image/jpeg', make: jpegWith },
} as const;

describe('upload routes: every multipart route scans, checks the real type and refuses a spoofed one', () => {
  let t: TestApp;
  let callers: Callers;
  beforeAll(async () => {
    t = await createTestApp();
    const investor = await loginAs(t, 'investisseur@demo.cri.ma');
    const member = await loginAs(t, 'membre.casa@demo.cri.ma');
    const projectId = await createProject(t, investor);
    const list = await t.app.inject({
      method: 'GET',
      url: `${API_PREFIX}/projects/${projectId}/provided-documents`,
      headers: investor.headers,
    });
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'membre.casa@demo.cri.ma'));
    callers = {
      investor,
      member,
      memberUserId: row?.id ?? 0,
      projectId,
      documentTypeId: list.json<TProvidedDocumentList>().documents[0]?.documentTypeId ?? 0,
    };
  });
  afterAll(() => t.close());

  it('lists every multipart route of the app, and only those', () => {
    const multipart = apiRoutes()
      .filter(isMultipart)
      .map((r) => r.key);
    expect(multipart.length).toBeGreaterThanOrEqual(3);
    expect(
      multipart.filter((k) => !(k in UPLOAD_ROUTES)),
      'upload routes missing from upload-routes.test.ts',
    ).toEqual([]);
    expect(Object.keys(UPLOAD_ROUTES).filter((k) => !multipart.includes(k))).toEqual([]);
  });

  const live = Object.entries(UPLOAD_ROUTES).flatMap(([key, route]) => ('send' in route ? [{ key, ...route }] : []));

  it.each(live)('$key: accepts a clean file, refuses EICAR inside each accepted type', async ({ accepts, send, undo }) => {
    const clean = SAMPLE[accepts[0] ?? 'pdf'];
    const ok = await send(t, callers, { ...clean, content: clean.make(Buffer.from('texte ordinaire')) });
    expect(ok.body).not.toMatch(/FILE_INFECTED|UNSUPPORTED_FILE_TYPE/);
    expect(ok.statusCode, ok.body).toBeLessThan(500);
    if (ok.statusCode < 300) await undo?.(t, callers, ok);
    for (const type of accepts) {
      const sample = SAMPLE[type];
      const res = await send(t, callers, { ...sample, content: sample.make(EICAR) });
      expect(res.statusCode, `${type}: ${res.body}`).toBe(422);
      expect(res.json(), type).toMatchObject({ errorCode: 'FILE_INFECTED' });
    }
  });

  it.each(live)(
    '$key: refuses a spoofed type (another type named and labelled as an accepted one)',
    async ({ accepts, send }) => {
      for (const type of accepts) {
        const claimed = SAMPLE[type];
        const other = type === 'png' ? SAMPLE.jpg : SAMPLE.png;
        const res = await send(t, callers, { ...claimed, content: other.make(Buffer.from('x')) });
        expect(res.statusCode, `${other.fileName} as ${claimed.fileName}: ${res.body}`).toBe(422);
        // The spec's numeric code beside ours (spec 1 §8, 3 §8: code 9994 on uploads; decision 034).
        expect(res.json()).toMatchObject({ errorCode: 'UNSUPPORTED_FILE_TYPE', code: 9994 });
      }
    },
  );
});
