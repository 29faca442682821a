import { completeInfosBody, projectForm } from '@cri/shared/fixtures/builders';
import type { TProvidedDocumentList } from '@cri/shared/schemas/documents';
import type { TProjectFormValues } from '@cri/shared/schemas/project-form';
import type { TProjectInfos } from '@cri/shared/schemas/project-infos';
import { eq } from 'drizzle-orm';
import { communes } from '../../db/schema.ts';
import type { LoggedIn } from '../../test/login.ts';
import type { TestApp } from '../../test/test-app.ts';
import { PDF_HEAD, upload } from '../documents/test-helpers.ts';
import { API, CASA } from '../framing-forms/test-helpers.ts';

/** A complete company form in Casablanca-Settat (the project step). */
export async function completeProjectForm(t: TestApp, name = 'Hôtel Atlas'): Promise<TProjectFormValues> {
  const [casa] = await t.database.db.select().from(communes).where(eq(communes.regionId, CASA)).limit(1);
  if (!casa) throw new Error('no commune seeded');
  return projectForm(name, casa.id, {
    // Kept even when no chosen procedure needs an architect, so adding one later needs nothing more.
    architect: { firstName: 'Karim', lastName: 'Alami', email: 'karim.alami@archi.ma', authorizationNumber: 'A-12345' },
  });
}

async function expectOk(res: { statusCode: number; body: string }, what: string, codes = [200, 201]) {
  if (!codes.includes(res.statusCode)) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
}

/** Fills the infos step completely through PUT /projects/{id}/submit-details. */
export async function completeInfos(t: TestApp, who: LoggedIn, projectId: number): Promise<void> {
  const read = (
    await t.app.inject({ method: 'GET', url: `${API}/projects/${projectId}/infos`, headers: who.headers })
  ).json<TProjectInfos>();
  const res = await t.app.inject({
    method: 'PUT',
    url: `${API}/projects/${projectId}/submit-details`,
    headers: who.headers,
    payload: completeInfosBody(read),
  });
  await expectOk(res, 'submit-details');
}

export async function completeForm(t: TestApp, who: LoggedIn, projectId: number): Promise<void> {
  const res = await t.app.inject({
    method: 'PUT',
    url: `${API}/projects/${projectId}`,
    headers: who.headers,
    payload: { complete: true, project: await completeProjectForm(t) },
  });
  await expectOk(res, 'PUT project');
}

/** Uploads a PDF for every required document type still missing; returns the types uploaded. */
export async function uploadRequiredDocuments(t: TestApp, who: LoggedIn, projectId: number): Promise<number[]> {
  const list = (
    await t.app.inject({ method: 'GET', url: `${API}/projects/${projectId}/provided-documents`, headers: who.headers })
  ).json<TProvidedDocumentList>();
  const done: number[] = [];
  for (const d of list.documents.filter((doc) => doc.required && doc.uploadedFile === null)) {
    const res = await upload(t, who, { fields: { projectId, documentTypeId: d.documentTypeId }, content: [PDF_HEAD] });
    await expectOk(res, `upload ${d.documentTypeId}`);
    done.push(d.documentTypeId);
  }
  return done;
}

/** A project whose three steps are complete (all through the real endpoints). */
export async function prepareCompleteProject(t: TestApp, who: LoggedIn, projectId: number): Promise<void> {
  await completeInfos(t, who, projectId);
  await completeForm(t, who, projectId);
  await uploadRequiredDocuments(t, who, projectId);
}
