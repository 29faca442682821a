import { expect, test } from '@playwright/test';
import { fillLogin, signIn } from './helpers.ts';

/** Every demo account lands where spec 1 §4.1 sends it on its first sign-in. */
const landings: [username: string, path: string][] = [
  ['investisseur@demo.cri.ma', '/new-features'], // no previous connection: step 9
  ['investisseur.expire@demo.cri.ma', '/expired-password'], // step 1
  ['conseiller.casa@demo.cri.ma', '/dashboard'],
  ['membre.casa@demo.cri.ma', '/dashboard'],
  ['membre.focal.casa@demo.cri.ma', '/dashboard'],
  ['directeur.casa@demo.cri.ma', '/dashboard'],
  ['wali.rabat@demo.cri.ma', '/dashboard'],
  ['membre.signataire.casa@demo.cri.ma', '/dashboard'],
  ['signataire.casa@demo.cri.ma', '/dashboard'],
  ['support.national@demo.cri.ma', '/national-support/national-support'],
  ['support.casa@demo.cri.ma', '/regional-support/advisors'],
  ['contenu.national@demo.cri.ma', '/national-content-manager/procedures'],
  ['conseiller.piafe@demo.cri.ma', '/piafe/projects'],
  ['foncier.casa@demo.cri.ma', '/foncier/dashboard'],
  ['foncier.rdv.casa@demo.cri.ma', '/foncier/dashboard'],
  ['consultation.casa@demo.cri.ma', '/recourses'],
  ['consultation.nationale@demo.cri.ma', '/dashboard'],
  ['commission.nationale@demo.cri.ma', '/dashboard'],
  ['representant.wali.casa@demo.cri.ma', '/dashboard'],
  ['suivi.casa@demo.cri.ma', '/monitoring-dashboard'],
];

for (const [username, path] of landings) {
  test(`${username} lands on ${path}`, async ({ page }) => {
    await signIn(page, username);
    await expect(page).toHaveURL((url) => url.pathname === path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText("Vous n'êtes pas autorisé")).toHaveCount(0);
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
