import { expect, test } from '@playwright/test';
import { fillLogin, signIn } from './helpers.ts';
import { expectLanding } from './landing-check.ts';
import { LANDINGS } from './landings.ts';
import { SHARED_ACCOUNTS } from './sessions.ts';

// Where each kind of account lands (spec 1 §4.1), through the sign-in pages: every demo account whose
// session the run does not share, and for each landing page only shared accounts reach, the first of them
// (their shared sessions are made through the API, decision 051; having configured the authenticator
// there, they sign in here through /fill-security-code). The demo investor's first sign-in and its
// /new-features landing are checked by sessions.setup.ts, before any spec signs it in.
const shared: readonly string[] = SHARED_ACCOUNTS;
const landingTests = Object.keys(LANDINGS).filter((u) => !shared.includes(u));
const landed = new Set([LANDINGS[SHARED_ACCOUNTS[0]], ...landingTests.map((u) => LANDINGS[u])]);
for (const username of shared) {
  if (landed.has(LANDINGS[username])) continue;
  landed.add(LANDINGS[username]);
  landingTests.push(username);
}
for (const username of landingTests) {
  test(`${username} lands on ${LANDINGS[username]}`, async ({ page }) => {
    await signIn(page, username);
    await expectLanding(page, username);
  });
}

test('a private page sends an anonymous visitor to login and back there after sign-in', async ({ page }) => {
  await page.goto('/dashboard?onglet=brouillons');
  await expect(page).toHaveURL('/login?redirectUri=%2Fdashboard%3Fonglet%3Dbrouillons');
  await fillLogin(page, 'investisseur.expiration@demo.cri.ma');
  await expect(page).toHaveURL('/dashboard?onglet=brouillons');
  // This account's password expires in 5 days: the banner says so.
  await expect(page.getByText(/Votre mot de passe expire dans [45] jours/)).toBeVisible();
});

test('wrong credentials: message, new captcha, answer cleared, password kept', async ({ page }) => {
  await page.goto('/login');
  const firstCaptcha = await page.getByRole('img', { name: /Image de vérification/ }).getAttribute('src');
  await fillLogin(page, 'investisseur@demo.cri.ma', 'Wrong-password-1');
  await expect(page.getByText('Vos identifiants sont incorrects.')).toBeVisible();
  await expect(page.getByLabel("Recopiez les caractères de l'image")).toHaveValue('');
  await expect(page.getByLabel('Mot de passe', { exact: true })).toHaveValue('Wrong-password-1');
  await expect(page.getByRole('img', { name: /Image de vérification/ })).not.toHaveAttribute('src', firstCaptcha ?? '');
});

test('a signed-in user is refused a page of another role, and logout ends the session', async ({ page }) => {
  await page.goto('/login');
  await fillLogin(page, 'investisseur.inactif@demo.cri.ma');
  await expect(page.getByText("Votre compte n'est pas encore activé.", { exact: false })).toBeVisible();
  await expect(page).toHaveURL('/login');

  await signIn(page, 'foncier.consult.casa@demo.cri.ma');
  await page.goto('/recourses');
  await expect(page.getByText("Vous n'êtes pas autorisé à effectuer cette action.")).toBeVisible();
  await page.goto('/logout');
  await expect(page).toHaveURL('/');
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  await page.goto('/foncier/dashboard');
  await expect(page).toHaveURL(/\/login\?redirectUri=/);
});
