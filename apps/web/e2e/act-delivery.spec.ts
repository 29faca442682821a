import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolation, setLanguage } from './helpers.ts';
import { sessionPage } from './sessions.ts';
import { callAsPage } from './staff-session.ts';

/**
 * The governor's e-signature of a delivery act (issue 14, "Tests"; decisions 037, 038). The demo act of
 * seed/demo-act-signature.ts, validated by the director, awaits the governor of Casablanca: he opens it from
 * the file's page, signs at the sandbox provider and lands on the confirmation; the investor downloads the
 * signed act from the file's page; /verify-signature says it is valid, signed in the governor's name. The
 * governor's page is then checked in Arabic, right to left.
 */

const WALI = { username: 'wali.casa@demo.cri.ma', name: 'Abdellatif Berrada' };
const INVESTOR = 'investisseur@demo.cri.ma';
const FILE_NAME = 'Unité de dessalement Dar Bouazza';
const STEP = "Délivrance de l'autorisation de construire";
/** Set SIGNATURES_SHOTS=<dir> to keep screenshots of the pages (looked at by hand). */
const SHOTS = process.env.SIGNATURES_SHOTS;

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/act-${name}.png`, fullPage: true });
}

test('the governor signs the validated act, the investor downloads it, and the verification says valid', async ({ browser }) => {
  test.setTimeout(90_000);
  const investor = await sessionPage(browser, INVESTOR, '/dashboard');
  const own = (await callAsPage(investor, 'GET', '/projects?page=0&size=100')).json as { id: number; name: string }[];
  const projectId = own.find((p) => p.name === FILE_NAME)?.id;
  expect(projectId, 'the demo act of seed/demo-act-signature.ts').toBeDefined();

  // The governor opens the file: the act awaits his signature.
  const wali = await sessionPage(browser, WALI.username, `/projects/${projectId}`);
  const acts = wali.getByRole('region', { name: 'Actes' });
  await acts.getByRole('link', { name: `Signer l'acte « ${STEP} »` }).click();
  await expect(wali.getByRole('heading', { level: 1, name: "Signature de l'acte par le wali" })).toBeVisible();
  await expect(wali.getByRole('row', { name: /Certificat attendu au nom de/ })).toContainText(WALI.name);
  await expectNoSeriousViolation(wali);
  await shot(wali, 'sign-fr');

  // At the provider, in his name; back on the portal: checked, stored, delivered.
  await wali.getByRole('button', { name: 'Signer électroniquement' }).click();
  await wali.waitForURL(/\/sandbox\/esign\//);
  await expect(wali.getByText(WALI.name).first()).toBeVisible();
  await wali.getByRole('button', { name: 'Confirmer et signer' }).click();
  await wali.waitForURL(/\/confirmation-wali-signature$/);
  await expect(wali.getByRole('heading', { level: 1, name: 'Acte signé et remis' })).toBeVisible();
  await expect(wali.getByTestId('signed-act-download')).toBeVisible();
  await expectNoSeriousViolation(wali);
  await shot(wali, 'confirmation-fr');

  // The investor downloads the signed act from the file's page.
  await investor.goto(`/projects/${projectId}`);
  const link = investor.getByRole('region', { name: 'Actes' }).getByTestId('delivered-act-download');
  await expect(link).toBeVisible();
  await expectNoSeriousViolation(investor);
  await shot(investor, 'investor-fr');
  const [download] = await Promise.all([investor.waitForEvent('download'), link.click()]);
  const pdf = readFileSync(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  // Anyone verifies it: one valid signature, the governor's.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/verify-signature');
  await visitor
    .getByLabel('Choisir un document PDF')
    .setInputFiles({ name: 'acte-signe.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(visitor.getByTestId('verification-verdict')).toContainText('Document valide');
  const checks = visitor.getByTestId('signature-check');
  await expect(checks).toHaveCount(1);
  await expect(checks.filter({ hasText: WALI.name })).toHaveCount(1);
  await shot(visitor, 'verify-fr');

  // The governor's page in Arabic, right to left: the act is signed.
  await setLanguage(wali, 'ar');
  await wali.goto(new URL(wali.url()).pathname.replace(/confirmation-wali-signature$/, 'sign-act'));
  await expect(wali.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(wali.getByRole('heading', { level: 1, name: 'توقيع القرار من طرف الوالي' })).toBeVisible();
  await expect(wali.getByTestId('act-signed')).toContainText('القرار موقّع');
  await expectNoSeriousViolation(wali);
  await shot(wali, 'signed-ar');
  await setLanguage(wali, 'fr');
  await Promise.all([investor.context().close(), wali.context().close(), visitor.context().close()]);
});
