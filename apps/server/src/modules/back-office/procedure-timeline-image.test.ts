import { TIMELINE_IMAGE_MAX_BYTES } from '@cri/shared/back-office/resources';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STAGING_PREFIX } from '../../core/uploads/receive-file.ts';
import { pdfWith, pngWith } from '../../core/uploads/sample-files.ts';
import { type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { BOUNDARY } from '../documents/test-helpers.ts';
import { SAMPLES } from './test-samples.ts';

const API = '/backend/api';
const PREFIX = 'back-office-procedures';
const LATER = new Date(Date.now() + 3_600_000);

/** A WebP picture by its header (RIFF … WEBP VP8), as file-type recognises it. */
const webpWith = (payload: Buffer): Buffer => {
  const body = Buffer.concat([Buffer.from('WEBPVP8 '), Buffer.alloc(4), payload]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(body.length);
  return Buffer.concat([Buffer.from('RIFF'), size, body]);
};

const procedure = (n: number, extra: Record<string, unknown> = {}) => ({
  ...SAMPLES.procedures?.create?.(9000 + n),
  timelineImageAltFr: 'Dépôt, commission puis décision en 30 jours',
  timelineImageAltAr: 'الإيداع ثم اللجنة ثم القرار في 30 يوما',
  ...extra,
});

type Part = { name: string; value: string } | { name: string; file: string; type: string; content: Buffer };
const multipart = (parts: Part[]): Buffer =>
  Buffer.concat([
    ...parts.flatMap((p) =>
      'file' in p
        ? [
            Buffer.from(
              `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.file}"\r\nContent-Type: ${p.type}\r\n\r\n`,
            ),
            p.content,
            Buffer.from('\r\n'),
          ]
        : [Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`)],
    ),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);

/**
 * Issue 17, decision 098: the content manager uploads a procedure's timeline image (PNG, JPEG or WebP by content,
 * 5 MB at most, described in both languages) with the spec's multipart calls, replaces or removes it; the public
 * procedure page names it by a versioned address served with a long cache.
 */
describe('back-office: procedure timeline image', () => {
  let t: TestApp;
  let content: LoggedIn;
  beforeAll(async () => {
    t = await createTestApp();
    content = await loginAs(t, 'contenu.national@demo.cri.ma');
  });
  afterAll(async () => t.close());

  const send = (method: 'POST' | 'PUT', url: string, body: Record<string, unknown>, extra: Part[] = []) =>
    t.app.inject({
      method,
      url: `${API}${url}`,
      headers: { ...content.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipart([{ name: 'procedure', value: JSON.stringify(body) }, ...extra]),
    });
  const image = (content: Buffer, type = 'image/png', file = 'chronologie.png'): Part => ({
    name: 'timelineImage',
    file,
    type,
    content,
  });
  const files = async () => ({
    stored: (await t.app.storage.listOlderThan(PREFIX, LATER)).length,
    staged: (await t.app.storage.listOlderThan(STAGING_PREFIX, LATER)).length,
  });
  const publicDetail = async (id: number) =>
    (await t.app.inject({ method: 'GET', url: `${API}/procedures/${id}` })).json<{
      timelineImage: { path: string; altFr: string; altAr: string } | null;
    }>();

  it('creates a procedure with its image, shown on the public page by a cached address; replaced, then removed', async () => {
    const png = pngWith(Buffer.from('chronologie v1'));
    const created = await send('POST', '/procedures/new', procedure(1), [image(png)]);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    expect(created.json()).toMatchObject({ hasTimelineImage: true });

    const first = (await publicDetail(id)).timelineImage;
    expect(first).toMatchObject({
      altFr: 'Dépôt, commission puis décision en 30 jours',
      altAr: 'الإيداع ثم اللجنة ثم القرار في 30 يوما',
    });
    expect(first?.path).toMatch(new RegExp(`^/backend/api/procedures/${id}/timeline-image\\?v=[0-9a-f]{16}$`));
    const served = await t.app.inject({ method: 'GET', url: first?.path as string });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(served.rawPayload, png)).toBe(0);
    // A browser holding it revalidates with its ETag: 304, nothing sent again.
    const again = await t.app.inject({
      method: 'GET',
      url: first?.path as string,
      headers: { 'if-none-match': String(served.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    // The staff's copy, with the record's read permission.
    const staff = await t.app.inject({
      method: 'GET',
      url: `${API}/back-office/procedures/${id}/timeline-image`,
      headers: content.headers,
    });
    expect(staff.statusCode).toBe(200);

    // Replaced by a WebP: a new address; the old one still answers (today's image) but is not cached for good.
    const before = await files();
    const webp = webpWith(Buffer.from('chronologie v2'));
    const replaced = await send('PUT', `/procedures/update/${id}`, procedure(1), [image(webp, 'image/webp', 'v2.webp')]);
    expect(replaced.statusCode, replaced.body).toBe(200);
    const second = (await publicDetail(id)).timelineImage;
    expect(second?.path).not.toBe(first?.path);
    const now = await t.app.inject({ method: 'GET', url: second?.path as string });
    expect(now.headers['content-type']).toBe('image/webp');
    expect(Buffer.compare(now.rawPayload, webp)).toBe(0);
    const stale = await t.app.inject({ method: 'GET', url: first?.path as string });
    expect(stale.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect((await files()).stored).toBe(before.stored);

    // Removed: the page shows none, the address answers 404, the file is gone, the audit says so.
    const removed = await send('PUT', `/procedures/update/${id}`, procedure(1), [{ name: 'removeFile', value: 'true' }]);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ hasTimelineImage: false });
    expect((await publicDetail(id)).timelineImage).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: second?.path as string })).statusCode).toBe(404);
    expect((await files()).stored).toBe(before.stored - 1);
    const history = await t.app.inject({
      method: 'GET',
      url: `${API}/back-office/procedures/${id}/history`,
      headers: content.headers,
    });
    expect(history.json<{ items: { action: string; before: unknown; after: unknown }[] }>().items[0]).toMatchObject({
      action: 'update',
      before: { hasTimelineImage: true },
      after: { hasTimelineImage: false },
    });
  });

  it('deletes a procedure with its image: the stored file goes with the record', async () => {
    const before = await files();
    const created = await send('POST', '/procedures/new', procedure(3), [image(pngWith(Buffer.from('à supprimer')))]);
    expect(created.statusCode, created.body).toBe(201);
    expect((await files()).stored).toBe(before.stored + 1);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `${API}/back-office/procedures/${created.json<{ id: number }>().id}`,
      headers: content.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ outcome: 'deleted' });
    expect((await files()).stored).toBe(before.stored);
  });

  it('refuses a file that is no picture (9994), one over 5 MB, or an image without its description, writing nothing', async () => {
    // A previous test's staged upload may still be on its way out: wait for it, then count.
    await vi.waitFor(async () => expect((await files()).staged).toBe(0));
    const before = await files();
    const pdf = await send('POST', '/procedures/new', procedure(2), [
      image(pdfWith(Buffer.from('pas une image')), 'application/pdf', 'x.pdf'),
    ]);
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json()).toMatchObject({
      code: 9994,
      fieldErrors: [{ field: 'timelineImage', messageKey: 'backOffice.errors.unsupported.timelineImage' }],
    });
    const big = await send('POST', '/procedures/new', procedure(3), [
      image(pngWith(Buffer.alloc(TIMELINE_IMAGE_MAX_BYTES + 1024, 1))),
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({
      fieldErrors: [{ field: 'timelineImage', messageKey: 'backOffice.errors.tooLarge.timelineImage' }],
    });
    const undescribed = await send('POST', '/procedures/new', procedure(4, { timelineImageAltAr: '' }), [
      image(pngWith(Buffer.from('p'))),
    ]);
    expect(undescribed.statusCode).toBe(422);
    expect(undescribed.json()).toMatchObject({
      fieldErrors: [{ field: 'timelineImageAltAr', messageKey: 'backOffice.errors.timelineAltRequired' }],
    });
    const list = await t.app.inject({
      method: 'GET',
      url: `${API}/back-office/procedures?search=BO_TEST_900`,
      headers: content.headers,
    });
    // Only the first test's procedure: none of the refused ones was written.
    expect(list.json<{ items: { code: string }[] }>().items.map((i) => i.code)).toEqual(['BO_TEST_9001']);
    expect(await files()).toEqual(before);

    // Once stored, clearing a description without removing the image is refused too.
    const created = await send('POST', '/procedures/new', procedure(5), [image(pngWith(Buffer.from('q')))]);
    const id = created.json<{ id: number }>().id;
    const cleared = await send('PUT', `/procedures/update/${id}`, procedure(5, { timelineImageAltFr: '' }));
    expect(cleared.statusCode).toBe(422);
    expect(cleared.json()).toMatchObject({
      fieldErrors: [{ field: 'timelineImageAltFr', messageKey: 'backOffice.errors.timelineAltRequired' }],
    });
    // Another role may not upload one.
    const support = await loginAs(t, 'support.national@demo.cri.ma');
    const refused = await t.app.inject({
      method: 'PUT',
      url: `${API}/procedures/update/${id}`,
      headers: { ...support.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipart([{ name: 'procedure', value: JSON.stringify(procedure(5)) }]),
    });
    expect(refused.statusCode).toBe(403);
  });
});
