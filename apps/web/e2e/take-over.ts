import { expect, type Page } from '@playwright/test';

/**
 * Decision 029: only the advisor assigned to a file acts on it, and submission gives a file to the region's
 * least busy advisor, not always the demo one the specs sign in as. The signed-in advisor of `page` takes the
 * file over through the change of advisor (PUT /projects/{id}/update-advisor, the rule as it is), as a real
 * advisor would before acting on a colleague's file. Nothing happens when the file is his already.
 */
export async function takeOverFile(page: Page, projectId: number): Promise<void> {
  const res = await page.evaluate(async (id) => {
    const token = localStorage.getItem('accessToken') ?? '';
    const part = token.split('.')[1] ?? '';
    const claims = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as { advisorId: number | null };
    const answer = await fetch(`/backend/api/projects/${id}/update-advisor`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ advisorId: claims.advisorId }),
    });
    return { status: answer.status, text: await answer.text() };
  }, projectId);
  expect(res.status, res.text).toBe(200);
}
