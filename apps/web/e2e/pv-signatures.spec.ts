import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { submittedProjectOf } from './complete-project.ts';
import { expectNoSeriousViolation, setLanguage, signIn } from './helpers.ts';
import { callAsPage, SESSION, staffPage, WORKING_TODAY } from './staff-session.ts';
import { takeOverFile } from './take-over.ts';

/**
 * The minutes (PV) of a commission and their electronic signatures (issue 7, "Tests"): the advisor records
 * a favourable decision and generates the PV; two members of two administrations sign electronically one
 * after the other through the sandbox provider's page (the second, trying while the first is at the
 * provider, gets the in-progress page); the advisor finalises (all signed); the investor sees the decision
 * and downloads the signed PV; anyone verifies it on /verify-signature (2 valid signatures), and the same
 * PDF with one byte changed is reported as not valid.
 * On a weekend the session cannot be held today: the API refuses the decision before the session, which the
 * first step checks; the later steps then check the PV cannot be generated without a decision.
 */

const _API = '/backend/api';
const PASSWORD = 'Signatures@Cri2026';
const ADVISOR = 'conseiller.casa@demo.cri.ma';
/** Two voting members: the urban agency's and the regional environment directorate's (focal point). */
const MEMBER_A = { username: 'membre.casa@demo.cri.ma', name: 'Nadia El Fassi', administration: 'URBAN_AGENCY_1_R02' };
const MEMBER_B = { username: 'membre.focal.casa@demo.cri.ma', name: 'Hicham Alaoui', administration: 'DRE_R02' };
/** Set SIGNATURES_SHOTS=<dir> to keep screenshots of the pages (looked at by hand). */
const SHOTS = process.env.SIGNATURES_SHOTS;
const UNSIGNED = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Shared between the serial steps (one worker runs them in order). */
const state: { file?: { id: number; name: string; email: string }; advisor?: Page; pdf?: Buffer } = {};
const fileOf = () => {
  if (!state.file) throw new Error('the first step did not prepare the file');
  return state.file;
};
const advisorPage = () => {
  if (!state.advisor) throw new Error('the first step did not sign the advisor in');
  return state.advisor;
};

test.describe.configure({ mode: 'serial' });

test.afterAll(async () => {
  await state.advisor?.context().close();
});

test('the advisor records a favourable decision and generates the PV', async ({ browser, request }) => {
  test.setTimeout(90_000);
  state.file = await submittedProjectOf(request, { label: 'Signatures', password: PASSWORD });
  const file = fileOf();
  const advisor = await staffPage(browser, ADVISOR);
  state.advisor = advisor;

  // Validated, shared with the two administrations, programmed, the session opened: the routes the pages use.
  await takeOverFile(advisor, file.id);
  expect((await callAsPage(advisor, 'POST', `/projects/${file.id}/validate`, {})).status).toBeLessThan(300);
  const share = (await callAsPage(advisor, 'GET', `/projects/${file.id}/share`)).json as {
    administrations: { id: number; code: string }[];
  };
  const ids = [MEMBER_A, MEMBER_B].map((m) => share.administrations.find((a) => a.code === m.administration)?.id);
  const shared = await callAsPage(advisor, 'POST', `/projects/${file.id}/share`, {
    administrationList: ids,
    removedAdministrationList: [],
  });
  expect(shared.status, JSON.stringify(shared.json)).toBe(200);
  expect((await callAsPage(advisor, 'PUT', `/projects/${file.id}/program?date=${SESSION}`)).status).toBe(200);
  expect((await callAsPage(advisor, 'PUT', `/projects/${file.id}/add-cruimember-to-project`, { userIds: [] })).status).toBe(200);

  // Both members attended (each then votes for their administration).
  await advisor.goto(`/projects/${file.id}/commission`);
  for (const m of [MEMBER_A, MEMBER_B]) {
    const presence = advisor.getByRole('switch', { name: `Présence de ${m.name}` });
    // By keyboard: the sticky header can cover the second switch for a pointer click.
    await presence.focus();
    await presence.press('Space');
    await expect(presence).toBeChecked();
  }
  await expect(advisor.getByText('Vote pour son administration')).toHaveCount(2);

  if (!WORKING_TODAY) {
    const early = await callAsPage(advisor, 'PUT', `/projects/${file.id}/commission-answer`, { decision: 'FAVORABLE' });
    expect(early.json).toMatchObject({ errorCode: 'COMMISSION_SESSION_NOT_STARTED' });
    const pv = await callAsPage(advisor, 'POST', '/projects/add-pv-commission', { projectId: file.id });
    expect(pv.status).toBe(409);
    return;
  }

  await advisor.getByRole('radio', { name: 'Favorable', exact: true }).check();
  await advisor.getByRole('button', { name: 'Enregistrer la décision' }).click();
  await advisor.getByRole('dialog', { name: 'Confirmer la décision' }).getByRole('button', { name: 'Confirmer' }).click();
  // The answer leads on to the sign-minutes screen (spec 2 §4); back to the session for its PV section.
  await expect(advisor.getByRole('heading', { level: 1, name: 'Signatures du procès-verbal' })).toBeVisible();
  await advisor.goto(`/projects/${file.id}/commission`);
  await expect(advisor.getByTestId('commission-decision')).toHaveText('Favorable');

  // The PV section of the decided session: generate, then on to the signatures.
  const section = advisor.getByRole('region', { name: 'Procès-verbal' });
  await expect(section.getByText("Le procès-verbal n'a pas encore été généré.")).toBeVisible();
  await section.getByRole('button', { name: 'Générer le procès-verbal' }).click();
  await expect(section.getByTestId('pv-section-status')).toHaveText('0 sur 2 membres ont signé');
  await section.getByRole('link', { name: 'Procès-verbal et signatures' }).click();
  await expect(advisor.getByRole('heading', { level: 1, name: 'Signatures du procès-verbal' })).toBeVisible();
  await expect(advisor.getByTestId('pv-download')).toBeVisible();
  await expect(advisor.getByText('En attente de signature')).toHaveCount(2);
  await expectNoSeriousViolation(advisor);
  await shot(advisor, 'detail-before-fr');
});

test('two members sign electronically one after the other through the provider', async ({ browser }) => {
  test.setTimeout(90_000);
  const file = fileOf();
  const first = await staffPage(browser, MEMBER_A.username);
  if (!WORKING_TODAY) {
    // No decision yet: nothing to sign, and the page says why.
    await first.goto(`/calendar/sign-pv/${file.id}`);
    await expect(first.getByRole('button', { name: 'Signer électroniquement' })).toBeDisabled();
    await expectNoSeriousViolation(first);
    await expect(first.getByText('Le procès-verbal est établi après la décision de la commission.').first()).toBeVisible();
    return;
  }
  const second = await staffPage(browser, MEMBER_B.username);

  // Both open the signing page; the first starts: the provider's page asks to confirm (the PV is held meanwhile).
  await first.goto(`/calendar/sign-pv/${file.id}`);
  await expect(first.getByRole('heading', { level: 1, name: 'Signature du procès-verbal' })).toBeVisible();
  await second.goto(`/calendar/sign-pv/${file.id}`);
  await expect(second.getByRole('button', { name: 'Signer électroniquement' })).toBeEnabled();
  await expectNoSeriousViolation(first);
  await shot(first, 'sign-pv-fr');
  await first.getByRole('button', { name: 'Signer électroniquement' }).click();
  await first.waitForURL(/\/sandbox\/esign\//);
  await expect(first.getByText(MEMBER_A.name).first()).toBeVisible();

  // The second, on the page loaded before: the PV is being signed by another member (409).
  await second.getByRole('button', { name: 'Signer électroniquement' }).click();
  await second.waitForURL(`**/projects/${file.id}/crui-signature-detail/esign-in-progress-error`);
  await expect(second.getByRole('heading', { level: 1, name: 'Procès-verbal en cours de signature' })).toBeVisible();
  await expectNoSeriousViolation(second);
  await shot(second, 'in-progress-fr');
  // Back on the signing page, the button waits, with the reason.
  await second.getByRole('link', { name: 'Retour à la signature du procès-verbal' }).click();
  await expect(second.getByRole('button', { name: 'Signer électroniquement' })).toBeDisabled();
  await expect(second.getByText('Un autre membre est en train de signer le procès-verbal').first()).toBeVisible();

  // The first confirms at the provider and comes back: the signature is recorded.
  await first.getByRole('button', { name: 'Confirmer et signer' }).click();
  await expect(first.getByTestId('sign-done')).toBeVisible();
  await expect(first).toHaveURL(new RegExp(`/calendar/sign-pv/${file.id}$`));
  await expect(first.getByText('Vous avez signé ce procès-verbal.')).toBeVisible();
  await expect(first.getByRole('button', { name: 'Signer électroniquement' })).toBeDisabled();
  await shot(first, 'signed-fr');

  // Then the second signs.
  await second.reload();
  await expect(second.getByTestId('pv-signed-count')).toHaveText('1 sur 2 membres ont signé');
  await second.getByRole('button', { name: 'Signer électroniquement' }).click();
  await second.waitForURL(/\/sandbox\/esign\//);
  await second.getByRole('button', { name: 'Confirmer et signer' }).click();
  await expect(second.getByTestId('sign-done')).toBeVisible();
  await expect(second.getByTestId('pv-signed-count')).toHaveText('Tous les membres ont signé (2 sur 2)');
  // The signing page in Arabic, right to left.
  await callAsPage(second, 'PUT', '/notifications/read-all');
  await setLanguage(second, 'ar');
  await second.goto(`/calendar/sign-pv/${file.id}`);
  await expect(second.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(second.getByRole('heading', { level: 1, name: 'توقيع المحضر' })).toBeVisible();
  await expect(second.getByRole('button', { name: 'التوقيع إلكترونيًا' })).toBeDisabled();
  await expectNoSeriousViolation(second);
  await shot(second, 'sign-pv-ar');
  await setLanguage(second, 'fr');
  await first.context().close();
  await second.context().close();
});

test('the advisor finalises the signatures: all members signed', async () => {
  const file = fileOf();
  const advisor = advisorPage();
  if (!WORKING_TODAY) {
    await advisor.goto(`/projects/${file.id}/crui-signature-detail`);
    await expect(advisor.getByRole('link', { name: 'Finaliser les signatures' })).toHaveCount(0);
    return;
  }
  await advisor.goto(`/projects/${file.id}/crui-signature-detail`);
  await expect(advisor.getByTestId('member-signature').filter({ hasText: /^Signé le/ })).toHaveCount(2);
  await advisor.getByRole('link', { name: 'Finaliser les signatures' }).click();
  await expect(advisor.getByRole('heading', { level: 1, name: 'Finaliser les signatures du procès-verbal' })).toBeVisible();
  await expect(advisor.getByText('Tous les membres présents ont signé.')).toBeVisible();
  await advisor.getByRole('button', { name: 'Confirmer la finalisation' }).click();
  await advisor.waitForURL(`**/projects/${file.id}/finalize-signature/success`);
  await expect(advisor.getByRole('heading', { level: 1, name: 'Signatures finalisées' })).toBeVisible();
  await expectNoSeriousViolation(advisor);
  await shot(advisor, 'finalized-fr');

  // In Arabic, right to left: the detail page after finalisation.
  await callAsPage(advisor, 'PUT', '/notifications/read-all');
  await setLanguage(advisor, 'ar');
  await advisor.goto(`/projects/${file.id}/crui-signature-detail`);
  await expect(advisor.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(advisor.getByRole('heading', { level: 1, name: 'توقيعات المحضر' })).toBeVisible();
  await expectNoSeriousViolation(advisor);
  await shot(advisor, 'detail-after-ar');
  await setLanguage(advisor, 'fr');
});

test('the investor sees the decision and downloads the signed PV', async ({ page }) => {
  const file = fileOf();
  await signIn(page, file.email, { password: PASSWORD });
  await page.goto(`/projects/${file.id}`);
  if (!WORKING_TODAY) {
    await expect(page.getByText('Procès-verbal de la commission')).toHaveCount(0);
    return;
  }
  await expect(page.locator('.mantine-Badge-root', { hasText: 'Favorable' })).toBeVisible();
  const link = page.getByRole('link', { name: 'Télécharger le procès-verbal signé' });
  await expect(link).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const path = await download.path();
  state.pdf = readFileSync(path);
  expect(state.pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await shot(page, 'investor-fr');
});

test('anyone verifies the signed PV: two valid signatures; one byte changed is not valid', async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  if (!WORKING_TODAY) {
    // No signed PV on a weekend: an unsigned PDF is reported as carrying no signature.
    await page.goto('/verify-signature');
    await page
      .getByLabel('Choisir un document PDF')
      .setInputFiles({ name: 'x.pdf', mimeType: 'application/pdf', buffer: UNSIGNED });
    await expect(page.getByText('Ce document ne porte aucune signature électronique.')).toBeVisible();
    return;
  }
  const pdf = state.pdf;
  if (!pdf) throw new Error('the investor step did not download the PV');
  await page.goto('/');
  // The deployed regions are drawn above the footer once fetched: a footer link clicked before then can move
  // away between Playwright's hit test and its click (seen once, 2026-11-27).
  await expect(
    page
      .getByRole('region', { name: /Centres Régionaux/ })
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Vérifier une signature électronique' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vérifier une signature électronique' })).toBeVisible();
  await expectNoSeriousViolation(page);
  await shot(page, 'verify-idle-fr');
  await page
    .getByLabel('Choisir un document PDF')
    .setInputFiles({ name: 'pv-signe.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByTestId('verification-verdict')).toContainText('Document valide');
  await expect(page.getByTestId('verification-verdict')).toContainText('Les 2 signatures du document sont valides.');
  const checks = page.getByTestId('signature-check');
  await expect(checks).toHaveCount(2);
  await expect(checks.filter({ hasText: MEMBER_A.name })).toHaveCount(1);
  await expect(checks.filter({ hasText: MEMBER_B.name })).toHaveCount(1);
  await expect(page.getByTestId('signature-verdict').filter({ hasText: 'Signature valide' })).toHaveCount(2);
  await expect(page.getByTestId('verify-modified')).toHaveText("Non : le document n'a pas changé depuis sa signature");
  await expect(checks.first().getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeVisible();
  // The verified document can be downloaded back.
  const href = await page.getByRole('link', { name: 'Télécharger le document vérifié' }).getAttribute('href');
  const back = await page.request.get(href ?? '');
  expect(back.status()).toBe(200);
  expect((await back.body()).equals(pdf)).toBe(true);
  await expectNoSeriousViolation(page);
  await shot(page, 'verify-valid-fr');

  // One byte of the signed content changed: the report says so, in words.
  const tampered = Buffer.from(pdf);
  const at = tampered.indexOf('stream') + 20;
  tampered[at] = (tampered[at] ?? 0) ^ 0xff;
  await page.getByRole('button', { name: 'Vérifier un autre document' }).click();
  await page
    .getByLabel('Choisir un document PDF')
    .setInputFiles({ name: 'pv-modifie.pdf', mimeType: 'application/pdf', buffer: tampered });
  await expect(page.getByTestId('verification-verdict')).toContainText('Document non valide');
  await expect(page.getByText('Le contenu signé a été altéré').first()).toBeVisible();
  // Nothing "verified" to download after a "not valid" verdict (issue 13); checking another stays offered.
  await expect(page.getByRole('link', { name: 'Télécharger le document vérifié' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Vérifier un autre document' })).toBeVisible();

  // In Arabic, right to left.
  await setLanguage(page, 'ar');
  await page.goto('/verify-signature');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByLabel('اختيار وثيقة PDF').setInputFiles({ name: 'pv-signe.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByTestId('verification-verdict')).toContainText('وثيقة صالحة');
  await expectNoSeriousViolation(page);
  await shot(page, 'verify-valid-ar');
  await page.context().close();
});
