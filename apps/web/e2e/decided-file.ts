import { expect, type Page } from '@playwright/test';
import { callAsPage, SESSION, WORKING_TODAY } from './staff-session.ts';
import { takeOverFile } from './take-over.ts';

/**
 * A submitted file taken over by the signed-in advisor of `advisor`, validated, shared with `administrations`
 * (codes), programmed for the session and, on a working day, decided — through the API the web uses. Answers
 * false on a weekend (no session today: the file stays programmed, undecided), as commission.spec does.
 */
export async function decideThroughApi(
  advisor: Page,
  projectId: number,
  decision: 'FAVORABLE' | 'UNFAVORABLE',
  administrations: readonly string[] = ['URBAN_AGENCY_1_R02'],
): Promise<boolean> {
  await takeOverFile(advisor, projectId);
  expect((await callAsPage(advisor, 'POST', `/projects/${projectId}/validate`, {})).status).toBeLessThan(300);
  const state = (await callAsPage(advisor, 'GET', `/projects/${projectId}/share`)).json as {
    administrations: { id: number; code: string }[];
  };
  const ids = state.administrations.filter((a) => administrations.includes(a.code)).map((a) => a.id);
  await callAsPage(advisor, 'POST', `/projects/${projectId}/share`, { administrationList: ids, removedAdministrationList: [] });
  expect((await callAsPage(advisor, 'PUT', `/projects/${projectId}/program?date=${SESSION}`)).status).toBe(200);
  if (!WORKING_TODAY) return false;
  await callAsPage(advisor, 'PUT', `/projects/${projectId}/add-cruimember-to-project`, { userIds: [] });
  const decided = await callAsPage(advisor, 'PUT', `/projects/${projectId}/commission-answer`, { decision });
  expect(decided.status, JSON.stringify(decided.json)).toBe(200);
  return true;
}
