import type { TReviewState } from '@cri/shared/schemas/advisor-review';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providedDocuments } from '../../db/schema.ts';
import { demoUser, type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createProject } from '../documents/test-helpers.ts';
import { API, CASA, RABAT } from '../framing-forms/test-helpers.ts';
import { newInvestorAccount } from '../investors/test-fixtures.ts';
import { prepareCompleteProject } from '../projects/submit-test-helpers.ts';

/** remaining-areas §5 item 8: the spec's POST beside our PUT, answering the same (decision 034). */
describe('POST /provided-document/feedback (the spec verb, beside the PUT)', () => {
  let clock = new Date('2026-11-23T09:00:00Z');
  let t: TestApp;
  let advisor: LoggedIn;
  let rabatAdvisor: LoggedIn;
  let documentId = 0;

  const send = (method: 'POST' | 'PUT', who: LoggedIn | null, payload: object) =>
    t.app.inject({ method, url: `${API}/provided-document/feedback`, headers: who?.headers ?? {}, payload });

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    let investor = await newInvestorAccount(t, 'alias.feedback@example.ma');
    const fileId = await createProject(t, investor, [1, 3]);
    await prepareCompleteProject(t, investor, fileId);
    const submitted = await t.app.inject({
      method: 'POST',
      url: `${API}/projects/${fileId}/submit`,
      headers: investor.headers,
      payload: { declaration: true, language: 'fr' },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    clock = new Date(clock.getTime() + 3 * 3600_000);
    investor = await loginAs(t, 'alias.feedback@example.ma');
    advisor = await loginAs(t, demoUser('ROLE_ADVISOR', CASA));
    rabatAdvisor = await loginAs(t, demoUser('ROLE_ADVISOR', RABAT));
    const review = await t.app.inject({ method: 'GET', url: `${API}/projects/${fileId}/review`, headers: advisor.headers });
    documentId = review.json<TReviewState>().documents.find((d) => d.providedDocumentId !== null)?.providedDocumentId ?? 0;
    expect(documentId).toBeGreaterThan(0);
  });
  afterAll(() => t.close());

  it('refuses what the PUT refuses, with the same answer', async () => {
    const noComment = { providedDocumentId: documentId, advisorValidation: false, advisorFeedback: ' ' };
    const [post, put] = [await send('POST', advisor, noComment), await send('PUT', advisor, noComment)];
    expect(post.statusCode).toBe(422);
    expect(post.json()).toEqual(put.json());
    expect((await send('POST', rabatAdvisor, { providedDocumentId: documentId, advisorValidation: true })).statusCode).toBe(404);
    expect((await send('POST', null, { providedDocumentId: documentId, advisorValidation: true })).statusCode).toBe(401);
  });

  it('records the feedback like the PUT', async () => {
    const res = await send('POST', advisor, { providedDocumentId: documentId, advisorValidation: true });
    expect(res.statusCode, res.body).toBe(204);
    const [row] = await t.database.db.select().from(providedDocuments).where(eq(providedDocuments.id, documentId));
    expect(row?.advisorValidation).toBe(true);
  });
});
