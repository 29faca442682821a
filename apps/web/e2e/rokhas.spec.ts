import { expect, type Page, test } from '@playwright/test';
import { submittedProjectOf } from './complete-project.ts';
import { expectNoSeriousViolation, setLanguage } from './helpers.ts';
import { callAsPage, SESSION, staffPage, WORKING_TODAY } from './staff-session.ts';
import { takeOverFile } from './take-over.ts';

/**
 * Rokhas, the building-permit partner (issue 14, "Tests"): on a file decided favourably with its minutes
 * loaded, the advisor verifies the architect with the partner, shares the file; a technical member of the
 * sandbox partner comments on its own page and the comment comes back; the advisor sends the building
 * permit's folder; the partner reports a situation, shown on the project page as a timeline (French), then
 * checked once in Arabic. The decision needs a working day (the session is today).
 */

const PASSWORD = 'Rokhas@Cri2026';
const ADVISOR = 'conseiller.casa@demo.cri.ma';
const MEMBER = { username: 'membre.casa@demo.cri.ma', administration: 'URBAN_AGENCY_1_R02' };
/** The sandbox partner's technical member and an architect it knows (seed/demo-rokhas.ts). */
const TECHNICIAN = { username: 'technicien@rokhas.test', password: 'Demo@CRI2026' };
const ARCHITECT = { firstName: 'Salma', lastName: 'Idrissi', email: 'salma.idrissi@archi.ma', authorizationNumber: 'CNOA-2290' };
const PV = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Set ROKHAS_SHOTS=<dir> to keep screenshots of the pages (looked at by hand). */
const SHOTS = process.env.ROKHAS_SHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

test.describe.configure({ mode: 'serial' });

async function atSandbox(page: Page, folderReference: RegExp): Promise<void> {
  await page.goto('/sandbox/rokhas');
  if (await page.getByLabel('Identifiant').isVisible()) {
    await page.getByLabel('Identifiant').fill(TECHNICIAN.username);
    await page.getByLabel('Mot de passe').fill(TECHNICIAN.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
  }
  await page.getByRole('row', { name: folderReference }).getByRole('link').first().click();
}

test('verify the architect, share, a technical member comments, send, the situation is shown', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const file = await submittedProjectOf(request, {
    label: 'Rokhas',
    password: PASSWORD,
    procedureIds: [3],
    rokhasCommune: true,
    project: { architect: ARCHITECT },
  });
  const advisor = await staffPage(browser, ADVISOR);
  await takeOverFile(advisor, file.id);
  // Validated, shared, programmed, decided favourably, minutes signed on paper: the routes the pages use.
  expect((await callAsPage(advisor, 'POST', `/projects/${file.id}/validate`, {})).status).toBeLessThan(300);
  const share = (await callAsPage(advisor, 'GET', `/projects/${file.id}/share`)).json as {
    administrations: { id: number; code: string }[];
  };
  const admin = share.administrations.find((a) => a.code === MEMBER.administration)?.id;
  expect(
    (
      await callAsPage(advisor, 'POST', `/projects/${file.id}/share`, {
        administrationList: [admin],
        removedAdministrationList: [],
      })
    ).status,
  ).toBe(200);
  expect((await callAsPage(advisor, 'PUT', `/projects/${file.id}/program?date=${SESSION}`)).status).toBe(200);
  const opened = (await callAsPage(advisor, 'PUT', `/projects/${file.id}/add-cruimember-to-project`, { userIds: [] })).json as {
    commission: { id: number; members: { userId: number }[] };
  };
  for (const m of opened.commission.members)
    await callAsPage(advisor, 'PUT', `/commission/${opened.commission.id}/members/${m.userId}`, { attended: true });
  if (!WORKING_TODAY) {
    // Before its session day (a weekend) the commission cannot decide, and an undecided file is not shared.
    const early = await callAsPage(advisor, 'PUT', `/projects/${file.id}/commission-answer`, { decision: 'FAVORABLE' });
    expect(early.json).toMatchObject({ errorCode: 'COMMISSION_SESSION_NOT_STARTED' });
    const refused = await callAsPage(advisor, 'POST', `/projects/${file.id}/share-folder-with-partner`, {});
    expect(refused.json).toMatchObject({ errorCode: 'ROKHAS_SHARE_REFUSED', blockers: expect.arrayContaining(['NOT_DECIDED']) });
    return;
  }
  const decided = await callAsPage(advisor, 'PUT', `/projects/${file.id}/commission-answer`, { decision: 'FAVORABLE' });
  expect(decided.status, JSON.stringify(decided.json)).toBe(200);
  const token = await advisor.evaluate(() => localStorage.getItem('accessToken') ?? '');
  const pv = await advisor.request.post('/backend/api/projects/add-pv-commission', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { projectId: String(file.id), file: { name: 'pv.pdf', mimeType: 'application/pdf', buffer: PV } },
  });
  expect(pv.status(), await pv.text()).toBe(201);

  // The project page leads to the Rokhas situation; the architect is verified with the partner.
  await advisor.goto(`/projects/${file.id}`);
  await expect(advisor.getByTestId('project-rokhas-status')).toHaveText('Aucun dossier envoyé à Rokhas');
  await advisor.getByRole('link', { name: 'Ouvrir la situation Rokhas' }).click();
  await expect(advisor.getByRole('heading', { level: 1, name: 'Situation Rokhas' })).toBeVisible();
  await expect(advisor.getByTestId('architect-status')).toHaveText('Non vérifié');
  await advisor.getByRole('button', { name: 'Vérifier auprès de Rokhas' }).click();
  await expect(advisor.getByTestId('architect-status')).toHaveText('Compte Rokhas trouvé');
  await advisor.getByRole('button', { name: 'Détails de la vérification' }).click();
  const modal = advisor.getByRole('dialog', { name: "Vérification de l'e-mail de l'architecte" });
  await expect(modal.getByText('Salma Idrissi')).toBeVisible();
  await modal.getByRole('button', { name: 'Fermer', exact: true }).click();
  await expectNoSeriousViolation(advisor);

  // Share: confirmation, then success with the 48-hour deadline.
  await advisor.getByRole('link', { name: 'Partager avec Rokhas' }).click();
  await expect(advisor.getByRole('heading', { level: 1, name: 'Partager le dossier avec Rokhas' })).toBeVisible();
  await advisor.getByRole('button', { name: 'Confirmer le partage' }).click();
  await advisor.waitForURL(`**/projects/${file.id}/share-folder-with-partner/success`);
  await expect(advisor.getByText(/ont jusqu'au .* pour commenter/)).toBeVisible();

  // A technical member comments on the sandbox partner's page.
  const technician = await browser.newPage();
  await atSandbox(technician, new RegExp(`Partage pour commentaires.*${file.name}`));
  await technician.getByLabel('Commentaire').fill('Prévoir une place de stationnement par logement.');
  await technician.getByRole('button', { name: 'Envoyer le commentaire' }).click();
  await expect(technician.getByText('transmis au portail')).toBeVisible();

  // The comment is in the file; the building permit's folder is sent.
  await advisor.getByRole('link', { name: 'Ouvrir la situation Rokhas' }).click();
  await expect(advisor.getByTestId('rokhas-comments')).toContainText('Prévoir une place de stationnement par logement.');
  await advisor
    .getByRole('row', { name: /PCT — Permis de construire/ })
    .getByRole('button', { name: 'Envoyer à Rokhas' })
    .click();
  await advisor
    .getByRole('dialog', { name: 'Envoyer le dossier à Rokhas' })
    .getByRole('button', { name: "Confirmer l'envoi" })
    .click();
  await advisor.waitForURL(`**/projects/${file.id}/send-folder-to-rokhas/success`);
  await expect(advisor.getByText('Le dossier est transmis à Rokhas.', { exact: false })).toBeVisible();

  // The partner reports a situation; the project page shows it on the timeline.
  await atSandbox(technician, new RegExp(`Envoi pour instruction.*${file.name}`));
  await technician.getByLabel("État d'examen").selectOption('EXAMINED_OR_IN_PROGRESS');
  await technician.getByLabel('Date de dépôt').fill(SESSION);
  await technician.getByRole('button', { name: 'Communiquer la situation' }).click();
  await expect(technician.getByText('transmis au portail')).toBeVisible();
  await technician.close();
  await advisor.goto(`/projects/${file.id}`);
  const section = advisor.getByRole('region', { name: 'Situation Rokhas' });
  await expect(section.getByTestId('project-rokhas-status')).toHaveText("Examiné ou en cours d'examen");
  await expect(section.getByText(/Dossier PCT — Permis de construire envoyé — référence Rokhas RKH-/)).toBeVisible();
  await expect(section.getByText("Situation : Examiné ou en cours d'examen")).toBeVisible();
  await expectNoSeriousViolation(advisor);
  await shot(advisor, 'project-fr');
  await advisor.getByRole('link', { name: 'Ouvrir la situation Rokhas' }).click();
  await expect(advisor.getByTestId('rokhas-tasks')).toContainText('Reçu par Rokhas');
  // Spec 2 §3 "Rokhas situation": the file's facts as the partner receives them (decision 052).
  await expect(advisor.getByTestId('rokhas-facts')).toContainText('Références foncières');
  await shot(advisor, 'rokhas-fr');
  if (SHOTS) {
    await advisor.getByRole('link', { name: /support technique/i }).click();
    await expect(advisor.getByTestId('support-administration')).toBeVisible();
    await shot(advisor, 'support-fr');
    await advisor.goBack();
  }

  // In Arabic, right to left: the same situation.
  await callAsPage(advisor, 'PUT', '/notifications/read-all');
  await setLanguage(advisor, 'ar');
  await advisor.goto(`/projects/${file.id}`);
  await expect(advisor.locator('html')).toHaveAttribute('dir', 'rtl');
  const ar = advisor.getByRole('region', { name: 'وضعية رخص' });
  await expect(ar.getByTestId('project-rokhas-status')).toHaveText('تمت دراسته أو قيد الدراسة');
  await expect(ar.getByText('الوضعية: تمت دراسته أو قيد الدراسة')).toBeVisible();
  await expectNoSeriousViolation(advisor);
  await shot(advisor, 'project-ar');
  if (SHOTS) {
    await advisor.goto(`/projects/${file.id}/rokhas`);
    await expect(advisor.getByTestId('rokhas-facts')).toBeVisible();
    await shot(advisor, 'rokhas-ar');
    await advisor.getByRole('link', { name: 'الدعم التقني لرخص' }).click();
    await expect(advisor.getByTestId('support-administration')).toBeVisible();
    await shot(advisor, 'support-ar');
  }
  await setLanguage(advisor, 'fr');
  await advisor.context().close();
});
