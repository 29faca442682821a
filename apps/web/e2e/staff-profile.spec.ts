import { deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolation } from './helpers.ts';
import { resumeSession } from './sessions.ts';

/** membre.rabat is used by no other spec: its phone and picture may change here. */
const MEMBER = 'membre.rabat@demo.cri.ma';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
};
/** A small solid-colour PNG, built here so the test needs no fixture file. */
function makePng(size: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3).map((_, i) => [r, g, b][i % 3] ?? 0)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

test('a CRUI member changes their avatar and their phone', async ({ page }) => {
  await resumeSession(page, MEMBER, '/profile-detail');
  // /profile-detail is registered with the role dispatcher by the shell; until then there is nothing to test.
  await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();

  await expect(page.getByText('Membre CRUI', { exact: true })).toBeVisible();
  await expect(page.getByText(MEMBER)).toBeVisible();
  // The bell of the top bar: no notification is invented for a fresh account.
  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByText('Aucune notification pour le moment.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expectNoSeriousViolation(page);

  // Avatar: a file that is not an image is refused on the page already, then a PNG is accepted.
  await page.getByRole('button', { name: 'Changer la photo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Changer ma photo de profil' });
  const input = dialog.locator('input[type="file"]');
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(dialog.getByRole('alert')).toHaveText('Seules les images JPG et PNG sont acceptées.');
  await input.setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: makePng(32, [20, 120, 60]) });
  await expect(dialog.getByRole('img', { name: 'Aperçu de la nouvelle photo' })).toBeVisible();
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/backend/api/profile/add-profile-image'));
  await dialog.getByRole('button', { name: 'Enregistrer la photo' }).click();
  expect((await uploaded).status()).toBe(200);
  await expect(page.getByText('Votre photo de profil a été mise à jour.')).toBeVisible();
  // The top bar and the profile now show the uploaded picture (fetched as a blob), not the avatar by title.
  await expect(page.locator('header img[src^="blob:"]')).toHaveCount(1);
  await expect(page.getByRole('img', { name: 'Photo de profil' })).toHaveAttribute('src', /^blob:/);

  // Phone: a wrong number shows the message once touched and keeps the button disabled.
  await page.getByRole('button', { name: 'Modifier mon profil' }).click();
  const form = page.getByRole('dialog', { name: 'Modifier mon profil' });
  const mobile = form.getByRole('textbox', { name: /Téléphone mobile/ });
  await mobile.fill('12345');
  await mobile.blur();
  await expect(form.getByText('Le numéro doit comporter 10 chiffres et commencer par 0.')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
  await mobile.fill('0611223344');
  await expect(form.getByLabel('Valeur valide')).toHaveCount(1);
  await form.getByRole('button', { name: 'Enregistrer' }).click();

  await page.waitForURL('**/profile-detail/cruiMembers/success');
  await expect(page.getByRole('heading', { name: 'Profil mis à jour' })).toBeVisible();
  await page.getByRole('link', { name: 'Retour à mon profil' }).click();
  await expect(page.getByText('0611223344')).toBeVisible();

  // The same page in Arabic, right to left.
  await page.getByRole('button', { name: /العربية/ }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'ملفي الشخصي' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'تعديل ملفي الشخصي' })).toBeVisible();
});
