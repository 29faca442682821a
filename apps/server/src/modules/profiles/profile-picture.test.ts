import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { createLocalDiskStorage } from '../../storage/local-disk-storage.ts';
import { type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const API = '/backend/api';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
  Buffer.alloc(200, 1),
]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let t: TestApp;
let root: string;
let member: LoggedIn;
let memberUserId: number;

/** A multipart body as a browser sends it: fields first or last, one file. */
function multipart(parts: { userId?: string; file?: { name: string; type: string; content: Buffer } }) {
  const boundary = '----cri-test-boundary';
  const chunks: Buffer[] = [];
  if (parts.file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${parts.file.name}"\r\nContent-Type: ${parts.file.type}\r\n\r\n`,
      ),
      parts.file.content,
      Buffer.from('\r\n'),
    );
  }
  if (parts.userId !== undefined) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="userId"\r\n\r\n${parts.userId}\r\n`));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (login: LoggedIn, parts: Parameters<typeof multipart>[0]) => {
  const { payload, headers } = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: `${API}/profile/add-profile-image`,
    payload,
    headers: { ...headers, ...login.headers },
  });
};
const storedFiles = async () => readdir(join(root, 'avatars')).catch(() => []);

beforeAll(async () => {
  t = await createTestApp();
  root = await mkdtemp(join(tmpdir(), 'cri-files-'));
  t.app.storage = createLocalDiskStorage(root);
  member = await loginAs(t, 'membre.casa@demo.cri.ma');
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'membre.casa@demo.cri.ma'));
  memberUserId = row?.id ?? 0;
}, 60_000);
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

describe('profile picture', () => {
  it('accepts a PNG, serves it with its type, then replaces it with a JPG and removes the old file', async () => {
    const png = await upload(member, { userId: String(memberUserId), file: { name: 'me.png', type: 'image/png', content: PNG } });
    expect(png.statusCode).toBe(200);
    expect(png.json()).toEqual({ userId: memberUserId, hasPicture: true });
    const served = await t.app.inject({ method: 'GET', url: `${API}/profile/picture/${memberUserId}`, headers: member.headers });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    // A JPG sent as "anything" with the userId after the file: the content decides.
    const jpg = await upload(member, {
      file: { name: 'me.jpeg', type: 'application/octet-stream', content: JPG },
      userId: String(memberUserId),
    });
    expect(jpg.statusCode).toBe(200);
    expect(await storedFiles()).toHaveLength(1);
    const again = await t.app.inject({ method: 'GET', url: `${API}/profile/picture/${memberUserId}`, headers: member.headers });
    expect(again.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses a PDF renamed .png by its content, with a translated error', async () => {
    const res = await upload(member, { userId: String(memberUserId), file: { name: 'cv.png', type: 'image/png', content: PDF } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errorCode: 'UNSUPPORTED_FILE_TYPE', fieldErrors: [{ field: 'file' }] });
    expect(res.json<{ message: string }>().message).toContain('JPG');
    expect(await storedFiles()).toHaveLength(1);
    // A large refused file does not keep the request waiting either.
    const bigPdf = Buffer.concat([PDF, Buffer.alloc(3 * 1024 * 1024, 32)]);
    const big = await upload(member, {
      userId: String(memberUserId),
      file: { name: 'scan.jpg', type: 'image/jpeg', content: bigPdf },
    });
    expect(big.statusCode).toBe(422);
  });

  it('accepts a picture of several megabytes, under the 5 MB limit', async () => {
    const large = Buffer.concat([PNG, Buffer.alloc(4 * 1024 * 1024)]);
    const res = await upload(member, {
      userId: String(memberUserId),
      file: { name: 'large.png', type: 'image/png', content: large },
    });
    expect(res.statusCode).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: `${API}/profile/picture/${memberUserId}`, headers: member.headers });
    expect(served.rawPayload.length).toBe(large.length);
    expect(await storedFiles()).toHaveLength(1);
  });

  it('refuses a file over 5 MB with 413 and keeps nothing of it', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await upload(member, {
      userId: String(memberUserId),
      file: { name: 'big.png', type: 'image/png', content: big },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: 413, errorCode: 'PAYLOAD_TOO_LARGE' });
    expect(await storedFiles()).toHaveLength(1);
  });

  it("refuses another user's id, a missing file, and roles that have no picture", async () => {
    const other = await upload(member, {
      userId: String(memberUserId + 1),
      file: { name: 'x.png', type: 'image/png', content: PNG },
    });
    expect(other.statusCode).toBe(403);
    const none = await upload(member, { userId: String(memberUserId) });
    expect(none.statusCode).toBe(422);
    const investor = await loginAs(t, 'investisseur@demo.cri.ma');
    expect((await upload(investor, { userId: '1', file: { name: 'x.png', type: 'image/png', content: PNG } })).statusCode).toBe(
      403,
    );
    expect(await storedFiles()).toHaveLength(1);
  });

  it('shows the picture to staff of the same region only', async () => {
    const url = `${API}/profile/picture/${memberUserId}`;
    const casa = await loginAs(t, 'conseiller.casa@demo.cri.ma');
    expect((await t.app.inject({ method: 'GET', url, headers: casa.headers })).statusCode).toBe(200);
    const rabat = await loginAs(t, 'conseiller.rabat@demo.cri.ma');
    expect((await t.app.inject({ method: 'GET', url, headers: rabat.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it("says in the account's claims whether there is a picture, so the web asks only then (issue 13)", async () => {
    const claimsOf = (accessToken: string) =>
      JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
        sub: string;
        hasPicture?: boolean;
      };
    const advisor = await loginAs(t, 'conseiller.rabat@demo.cri.ma');
    const before = claimsOf(advisor.accessToken);
    expect(before.hasPicture).toBe(false);
    // Without a picture the route answers 404: the reason the web must not ask.
    const url = `${API}/profile/picture/${before.sub}`;
    expect((await t.app.inject({ method: 'GET', url, headers: advisor.headers })).statusCode).toBe(404);
    expect(
      (await upload(advisor, { userId: before.sub, file: { name: 'me.png', type: 'image/png', content: PNG } })).statusCode,
    ).toBe(200);
    // Every token issued from then on (refresh, update-token, sign-in) says there is one.
    const fresh = await t.app.inject({ method: 'GET', url: `${API}/users/update-token`, headers: advisor.headers });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(claimsOf(fresh.json<{ accessToken: string }>().accessToken).hasPicture).toBe(true);
    // And so does the next sign-in.
    const again = await loginAs(t, 'conseiller.rabat@demo.cri.ma', { fresh: true });
    expect(claimsOf(again.accessToken).hasPicture).toBe(true);
  });
});
