import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAGING_PREFIX } from '../../core/uploads/receive-file.ts';
import { jpegWith, pdfWith, pngWith } from '../../core/uploads/sample-files.ts';
import { type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { BOUNDARY, multipartBody } from '../documents/test-helpers.ts';
import { SAMPLES } from './test-samples.ts';

const API = '/backend/api';
const PREFIX = 'back-office-crui-members';
const LATER = new Date(Date.now() + 3_600_000);

type Member = { id: number; hasSignaturePicture: boolean; jobTitle: string | null };

/**
 * Issue 17, decision 087: the spec's multipart member calls carry the member and its signature picture; the
 * picture is checked by content (PNG or JPEG), a non-image gets the spec's 9994 on the picture field, and a
 * refused request leaves neither an account nor a file.
 */
describe('back-office: CRUI member signature picture', () => {
  let t: TestApp;
  let support: LoggedIn;
  let rabat: LoggedIn;
  beforeAll(async () => {
    t = await createTestApp();
    support = await loginAs(t, 'support.casa@demo.cri.ma');
    rabat = await loginAs(t, 'support.rabat@demo.cri.ma');
  });
  afterAll(async () => t.close());

  const send = (
    who: LoggedIn,
    method: 'POST' | 'PUT',
    url: string,
    part: string,
    member: Record<string, unknown>,
    file?: { name: string; type: string; content: Buffer },
  ) =>
    t.app.inject({
      method,
      url: `${API}${url}`,
      headers: { ...who.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: file
        ? multipartBody({
            fields: { [part]: JSON.stringify(member) },
            fileName: file.name,
            contentType: file.type,
            content: [file.content],
          })
        : `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part}"\r\n\r\n${JSON.stringify(member)}\r\n--${BOUNDARY}--\r\n`,
    });
  const stored = () => t.app.storage.listOlderThan(PREFIX, LATER);
  const staged = () => t.app.storage.listOlderThan(STAGING_PREFIX, LATER);
  const member = (n: number) => SAMPLES['crui-members']?.create?.(n) ?? {};

  it('creates a member with its picture, serves the picture, and replaces it on update', async () => {
    const png = pngWith(Buffer.from('signature'));
    const created = await send(support, 'POST', '/crui-members/new', 'cruiMember', member(951), {
      name: 'signature.png',
      type: 'image/png',
      content: png,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<Member>();
    expect(created.json<Member>().hasSignaturePicture).toBe(true);
    const picture = await t.app.inject({
      method: 'GET',
      url: `${API}/back-office/crui-members/${id}/signature-picture`,
      headers: support.headers,
    });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(picture.rawPayload, png)).toBe(0);
    const first = await stored();

    const jpeg = jpegWith(Buffer.from('nouvelle'));
    const changed = await send(
      support,
      'PUT',
      `/users/crui-member/update/${id}`,
      'user',
      { ...member(951), jobTitle: 'Directeur' },
      {
        name: 'nouvelle.jpg',
        type: 'image/jpeg',
        content: jpeg,
      },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<Member>()).toMatchObject({ jobTitle: 'Directeur', hasSignaturePicture: true });
    const after = await t.app.inject({
      method: 'GET',
      url: `${API}/back-office/crui-members/${id}/signature-picture`,
      headers: support.headers,
    });
    expect(after.headers['content-type']).toBe('image/jpeg');
    // The old picture is gone, the new one kept: as many files as before.
    expect((await stored()).length).toBe(first.length);
    // Another region's support: the member and its picture do not exist for it.
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: `${API}/back-office/crui-members/${id}/signature-picture`,
      headers: rabat.headers,
    });
    expect(elsewhere.statusCode).toBe(404);
    const otherUpdate = await send(rabat, 'PUT', `/crui-members/update/${id}`, 'cruiMember', { ...member(951), regionId: 10 });
    expect(otherUpdate.statusCode).toBe(404);
  });

  it('answers 9994 on the picture field for a file that is not a PNG or JPEG, and writes nothing', async () => {
    const before = { files: (await stored()).length, staged: (await staged()).length };
    for (const file of [
      { name: 'signature.pdf', type: 'application/pdf', content: pdfWith(Buffer.from('x')) },
      // A PDF sent as a picture: the content decides.
      { name: 'signature.png', type: 'image/png', content: pdfWith(Buffer.from('y')) },
      { name: 'signature.png', type: 'application/octet-stream', content: Buffer.from('not an image at all') },
    ]) {
      const res = await send(support, 'POST', '/users/crui-member/new', 'user', member(952), file);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({
        code: 9994,
        errorCode: 'UNSUPPORTED_FILE_TYPE',
        fieldErrors: [{ field: 'signaturePicture', messageKey: 'backOffice.errors.unsupported.signaturePicture' }],
      });
    }
    const nobody = await t.app.inject({
      method: 'GET',
      url: `${API}/back-office/crui-members?search=member.952`,
      headers: support.headers,
    });
    expect(nobody.json<{ total: number }>().total).toBe(0);
    expect((await stored()).length).toBe(before.files);
    expect((await staged()).length).toBe(before.staged);
  });

  it('refuses a bad member before storing its picture, and a taken username after, leaving no file', async () => {
    const before = { files: (await stored()).length, staged: (await staged()).length };
    const png = { name: 's.png', type: 'image/png', content: pngWith(Buffer.from('z')) };
    const missing = await send(support, 'POST', '/crui-members/new', 'cruiMember', { ...member(953), firstName: '' }, png);
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ fieldErrors: [{ field: 'firstName', messageKey: 'errors.field.required' }] });
    const taken = await send(
      support,
      'POST',
      '/crui-members/new',
      'cruiMember',
      { ...member(954), username: 'conseiller.casa@demo.cri.ma' },
      png,
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ fieldErrors: [{ field: 'username', messageKey: 'backOffice.errors.usernameExists' }] });
    expect((await stored()).length).toBe(before.files);
    expect((await staged()).length).toBe(before.staged);
    // Without a picture the member is created, with none.
    const plain = await send(support, 'POST', '/crui-members/new', 'cruiMember', member(955));
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json<Member>().hasSignaturePicture).toBe(false);
  });
});
