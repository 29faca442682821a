import type { TPvSignatures } from '@cri/shared/schemas/signatures';
import { PDFDocument, PDFName, type PDFNumber, PDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngWith } from '../../core/uploads/sample-files.ts';
import { demoUser, type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { userIdOf } from '../commission/test-helpers.ts';
import { BOUNDARY, multipartBody } from '../documents/test-helpers.ts';
import { API, CASA } from '../framing-forms/test-helpers.ts';
import { administrationId } from '../project-sharing/test-helpers.ts';
import { call, decidedFile } from './test-helpers.ts';

/**
 * Decision 086: regional support sets how a member signs the minutes. A member in PICTURE mode has its signature
 * picture printed in its box when the PV is generated and counts as signed (it is not asked to e-sign); the
 * others sign electronically as before. PICTURE needs a stored picture.
 */
/** The sizes of the image objects of a PDF. */
async function imagesOf(bytes: Buffer): Promise<{ width: number; height: number }[]> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  return doc.context
    .enumerateIndirectObjects()
    .map(([, o]) => o)
    .filter((o): o is PDFRawStream => o instanceof PDFRawStream && o.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'))
    .map((o) => ({
      width: (o.dict.get(PDFName.of('Width')) as PDFNumber).asNumber(),
      height: (o.dict.get(PDFName.of('Height')) as PDFNumber).asNumber(),
    }));
}

describe('signature mode of a CRUI member and the minutes', () => {
  let t: TestApp;
  const clock = new Date('2026-11-25T09:00:00Z');
  let support: LoggedIn;
  let advisor: LoggedIn;
  let memberA: LoggedIn;
  let memberB: LoggedIn;
  let ids: { a: number; b: number };
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    support = await loginAs(t, 'support.casa@demo.cri.ma');
    advisor = await loginAs(t, demoUser('ROLE_ADVISOR', CASA));
    memberA = await loginAs(t, 'membre.casa@demo.cri.ma');
    memberB = await loginAs(t, 'membre.focal.casa@demo.cri.ma');
    ids = { a: await userIdOf(t, 'membre.casa@demo.cri.ma'), b: await userIdOf(t, 'membre.focal.casa@demo.cri.ma') };
  });
  afterAll(async () => t.close());

  const memberBody = async (id: number) =>
    (await call(t, support, 'GET', `/back-office/crui-members/${id}`)).json<Record<string, unknown>>();
  const update = (id: number, cruiMember: Record<string, unknown>, picture?: Buffer) =>
    t.app.inject({
      method: 'PUT',
      url: `${API}/crui-members/update/${id}`,
      headers: { ...support.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: picture
        ? multipartBody({
            fields: { cruiMember: JSON.stringify(cruiMember) },
            fileName: 'signature.png',
            contentType: 'image/png',
            content: [picture],
          })
        : `--${BOUNDARY}\r\nContent-Disposition: form-data; name="cruiMember"\r\n\r\n${JSON.stringify(cruiMember)}\r\n--${BOUNDARY}--\r\n`,
    });

  it('refuses the picture mode without a picture, and sets it with one', async () => {
    const refused = await update(ids.a, { ...(await memberBody(ids.a)), signatureMode: 'PICTURE' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      fieldErrors: [{ field: 'signatureMode', messageKey: 'backOffice.errors.pictureModeNeedsPicture' }],
    });
    expect(await memberBody(ids.a)).toMatchObject({ signatureMode: 'ELECTRONIC' });
    const set = await update(ids.b, { ...(await memberBody(ids.b)), signatureMode: 'PICTURE' }, pngWith(Buffer.from('sig')));
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ signatureMode: 'PICTURE', hasSignaturePicture: true });
  });

  it('prints the picture member’s signature on the generated PV and counts it signed; the other still e-signs', async () => {
    const file = await decidedFile(t, {
      regionId: CASA,
      administrationIds: [await administrationId(t, 'URBAN_AGENCY_1_R02'), await administrationId(t, 'DRE_R02')],
      session: '2026-11-25',
      at: clock,
      advisor,
      opinionBy: memberA,
      present: [ids.a, ids.b],
    });
    const generated = await call(t, advisor, 'POST', '/projects/add-pv-commission', { projectId: file.projectId });
    expect(generated.statusCode, generated.body).toBe(201);
    const s = generated.json<TPvSignatures>();
    expect(s).toMatchObject({ requiredCount: 2, signedCount: 1, fullySigned: false });
    expect(s.members.find((m) => m.userId === ids.b)).toMatchObject({ mustSign: true, hasPvSigned: true });
    expect(s.members.find((m) => m.userId === ids.a)).toMatchObject({ mustSign: true, hasPvSigned: false });
    const pdf = await t.app.inject({ method: 'GET', url: s.pv?.downloadUrl ?? '' });
    expect(pdf.statusCode).toBe(200);
    // The member's 4×4 picture is among the document's images (beside the header's emblem).
    const images = await imagesOf(pdf.rawPayload);
    expect(images).toContainEqual({ width: 4, height: 4 });
    const again = await call(t, memberB, 'GET', `/esign/request-sign-document?projectId=${file.projectId}&userId=${ids.b}`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 'PV_ALREADY_SIGNED' });
    const other = await call(t, memberA, 'GET', `/esign/request-sign-document?projectId=${file.projectId}&userId=${ids.a}`);
    expect(other.statusCode, other.body).toBe(200);
  });
});
