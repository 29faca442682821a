import { completeInfosBody, projectForm, questionnaire } from '@cri/shared/fixtures/builders';
import type { TProjectInfos } from '@cri/shared/schemas/project-infos';
import { type APIRequestContext, expect } from '@playwright/test';
import { apiAuthHeaders, draftProjectThroughApi, signUpAndActivate, uniqueEmail } from './helpers.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const API = '/backend/api';

/**
 * A complete draft of a new investor, made through the API as the pages would (questionnaire, procedures,
 * infos, project form, every required document), ready to be submitted from the recap.
 */
export async function completeProjectOf(
  request: APIRequestContext,
  email: string,
  password: string,
  name = 'Hôtel Atlas',
  /** Other procedures, a commune of Rokhas (`/communes/rokhas`), project form fields (the architect). */
  opts: ProjectOptions = {},
): Promise<number> {
  const framingForm = questionnaire({ projectName: name });
  const { projectId, headers } = await draftProjectThroughApi(request, {
    username: email,
    password,
    framingForm,
    procedureIds: opts.procedureIds ?? [1],
  });

  // Step 1: the infos.
  const infos = (await (await request.get(`${API}/projects/${projectId}/infos`, { headers })).json()) as TProjectInfos;
  const details = await request.put(`${API}/projects/${projectId}/submit-details`, { headers, data: completeInfosBody(infos) });
  expect(details.status(), await details.text()).toBe(200);

  // Step 2: the project form.
  const communes = (await (await request.get(`${API}/communes${opts.rokhasCommune ? '/rokhas' : ''}?regionId=2`)).json()) as {
    id: number;
  }[];
  const commune = communes[0]?.id ?? null;
  const saved = await request.put(`${API}/projects/${projectId}`, {
    headers,
    data: { complete: true, project: projectForm(name, commune, opts.project ?? {}) },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  // Step 3: every required document.
  const docs = (await (await request.get(`${API}/projects/${projectId}/provided-documents`, { headers })).json()) as {
    documents: { documentTypeId: number; required: boolean }[];
  };
  for (const d of docs.documents.filter((x) => x.required)) {
    const up = await request.post(`${API}/provided-document`, {
      headers,
      multipart: {
        projectId: String(projectId),
        documentTypeId: String(d.documentTypeId),
        file: { name: 'piece.pdf', mimeType: 'application/pdf', buffer: PDF },
      },
    });
    expect(up.status(), await up.text()).toBe(201);
  }
  return projectId;
}

export interface ProjectOptions {
  procedureIds?: number[];
  rokhasCommune?: boolean;
  project?: Record<string, unknown>;
}

/** A fresh investor's complete file in Casablanca-Settat, submitted; all through the API. */
export async function submittedProjectOf(
  request: APIRequestContext,
  opts: { label: string; password: string } & ProjectOptions,
): Promise<{ id: number; name: string; email: string }> {
  const email = uniqueEmail(opts.label.toLowerCase());
  await signUpAndActivate(request, email, opts.password);
  const name = `${opts.label} ${Date.now()}`;
  const id = await completeProjectOf(request, email, opts.password, name, opts);
  const submit = await request.post(`${API}/projects/${id}/submit`, {
    headers: await apiAuthHeaders(request, email, opts.password),
    data: { declaration: true },
  });
  expect(submit.status(), await submit.text()).toBeLessThan(300);
  return { id, name, email };
}
