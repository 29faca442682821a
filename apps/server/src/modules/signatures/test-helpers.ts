import { expect } from 'vitest';
import type { LoggedIn } from '../../test/login.ts';
import type { TestApp } from '../../test/test-app.ts';
import { programmedFile } from '../commission/test-helpers.ts';
import { API } from '../framing-forms/test-helpers.ts';

export const call = (t: TestApp, who: LoggedIn | null, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `${API}${url}`, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });

/**
 * A programmed file whose commission sat and decided (through the commission routes): the members of
 * the shared administrations seated, `present` attending, `conflicted` attending with a conflict of
 * interest, `added` seated by the advisor and absent. Returns the file and its commission.
 */
export async function decidedFile(
  t: TestApp,
  opts: {
    regionId: number;
    administrationIds: number[];
    session: string;
    at: Date;
    advisor: LoggedIn;
    opinionBy: LoggedIn;
    present: number[];
    conflicted?: number[];
    added?: number[];
    decision?: string;
  },
): Promise<{ projectId: number; commissionId: number }> {
  const projectId = await programmedFile(t, {
    regionId: opts.regionId,
    administrationIds: opts.administrationIds,
    cruiDate: opts.session,
    at: opts.at,
  });
  const opened = await call(t, opts.opinionBy, 'PUT', `/projects/${projectId}/commission-opinion`, { opinion: 'FAVORABLE' });
  expect(opened.statusCode, opened.body).toBe(200);
  const added = await call(t, opts.advisor, 'PUT', `/projects/${projectId}/add-cruimember-to-project`, {
    userIds: [...(opts.added ?? []), ...(opts.conflicted ?? [])],
  });
  expect(added.statusCode, added.body).toBe(200);
  const commissionId = added.json<{ commission: { id: number } }>().commission.id;
  for (const userId of opts.present) {
    const r = await call(t, opts.advisor, 'PUT', `/commission/${commissionId}/members/${userId}`, { attended: true });
    expect(r.statusCode, r.body).toBe(200);
  }
  for (const userId of opts.conflicted ?? []) {
    const r = await call(t, opts.advisor, 'PUT', `/commission/${commissionId}/members/${userId}`, {
      attended: true,
      conflictOfInterest: true,
    });
    expect(r.statusCode, r.body).toBe(200);
  }
  const decided = await call(t, opts.advisor, 'PUT', `/projects/${projectId}/commission-answer`, {
    decision: opts.decision ?? 'FAVORABLE',
    commentsForInvestor: 'Dossier complet — شركة Atlas للاستثمار',
  });
  expect(decided.statusCode, decided.body).toBe(200);
  return { projectId, commissionId };
}

/** Follows the sandbox provider's page as the browser would: returns where the browser lands. */
export async function atSandbox(
  t: TestApp,
  wsUrl: string,
  action: 'confirm' | 'cancel',
  certificate: 'OWN' | 'OTHER' | 'EXPIRED' = 'OWN',
): Promise<string> {
  const page = await t.app.inject({ method: 'GET', url: wsUrl });
  expect(page.statusCode, page.body).toBe(200);
  const url = new URL(wsUrl, 'http://x');
  const id = url.pathname.split('/').pop() ?? '';
  const res = await t.app.inject({
    method: 'POST',
    url: `/sandbox/esign/requests/${id}/${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ sig: url.searchParams.get('sig') ?? '', lang: 'fr', certificate }).toString(),
  });
  expect(res.statusCode, res.body).toBe(303);
  return String(res.headers.location);
}
