import { expect, test } from '@playwright/test';
import { fillLogin, signIn } from './helpers.ts';
import { expectLanding } from './landing-check.ts';
import { LANDINGS } from './landings.ts';
import { SHARED_ACCOUNTS } from './sessions.ts';

// Every demo account lands where spec 1 §4.1 sends it: the accounts whose session the run shares are
// checked as the setup project signs them in (sessions.setup.ts), the others here.
const shared: readonly string[] = SHARED_ACCOUNTS;
for (const username of Object.keys(LANDINGS).filter((u) => !shared.includes(u))) {
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
