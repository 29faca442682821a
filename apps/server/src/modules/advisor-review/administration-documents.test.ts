import type { TReviewActionResponse, TReviewState } from '@cri/shared/schemas/advisor-review';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advisors, projectDocumentRequests, projectPhases, projects, users } from '../../db/schema.ts';
import { translate } from '../../lib/i18n.ts';
import { demoUser, type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { API, CASA, RABAT } from '../framing-forms/test-helpers.ts';
import { newInvestorAccount } from '../investors/test-fixtures.ts';
import { insertFile } from '../project-sharing/test-helpers.ts';

// A Monday; requests are due the next Monday.
const clock = new Date('2026-11-23T09:00:00Z');
const DEADLINE = '2026-11-30';
const INVESTOR = 'admin.docs.investisseur@example.ma';
let t: TestApp;
let investor: LoggedIn;
let advisor: LoggedIn;
let rabatAdvisor: LoggedIn;
let rabatFile: number;

type Res = { statusCode: number; body: string; json: <T = unknown>() => T };
const call = (who: LoggedIn, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown): Promise<Res> =>
  t.app.inject({
    method,
    url: `${API}${url}`,
    headers: who.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const state = async (who: LoggedIn, id: number) => (await call(who, 'GET', `/projects/${id}/review`)).json<TReviewState>();
const received = (who: LoggedIn, id: number, requestId: number) =>
  call(who, 'PUT', `/projects/${id}/document-requests/${requestId}/received`);
const project = async (id: number) => {
  const [p] = await t.database.db
    .select({ phase: projects.latestPhase, investorPhase: projects.latestInvestorPhase, validatedAt: projects.validatedAt })
    .from(projects)
    .where(eq(projects.id, id));
  return p;
};
const phaseCount = async (id: number) =>
  (await t.database.db.select({ id: projectPhases.id }).from(projectPhases).where(eq(projectPhases.projectId, id))).length;

/** Asks an administration of the file's region for a document type; returns the request's id. */
async function askAdministration(id: number, documentTypeId: number): Promise<number> {
  const administrationId = (await state(advisor, id)).administrations[0]?.id;
  const res = await call(advisor, 'POST', `/projects/${id}/request-document`, {
    documentTypeId,
    owner: 'ADMINISTRATION',
    administrationId,
    deadline: DEADLINE,
    comment: 'Avis technique',
  });
  if (res.statusCode !== 201) throw new Error(`request-document: ${res.body}`);
  const request = res.json<TReviewState>().documents.find((d) => d.documentTypeId === documentTypeId)?.request;
  if (!request) throw new Error('request missing');
  return request.id;
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  investor = await newInvestorAccount(t, INVESTOR);
  advisor = await loginAs(t, demoUser('ROLE_ADVISOR', CASA));
  rabatAdvisor = await loginAs(t, demoUser('ROLE_ADVISOR', RABAT));
  rabatFile = await insertFile(t, { regionId: RABAT, phases: ['IN_REVIEW'], at: clock, procedureIds: [1] });
});
afterAll(() => t.close());

describe('PUT /projects/{id}/document-requests/{requestId}/received', () => {
  it('records the administration document, returns the file to review, and lets the advisor validate it', async () => {
    const id = await insertFile(t, { regionId: CASA, investor: INVESTOR, phases: ['IN_REVIEW'], at: clock, procedureIds: [1] });
    const requestId = await askAdministration(id, 1);
    expect(await project(id)).toMatchObject({ phase: 'WAITING_FOR_ADMINISTRATION_DOCUMENTS', investorPhase: 'IN_REVIEW' });
    expect((await call(advisor, 'POST', `/projects/${id}/validate`)).statusCode).toBe(409);

    // Only the region's advisor: the investor is forbidden, another region's advisor sees no such file.
    expect((await received(investor, id, requestId)).statusCode).toBe(403);
    expect((await received(rabatAdvisor, id, requestId)).statusCode).toBe(404);
    // A request of another file, or an unknown one, is not found either.
    expect((await received(advisor, rabatFile, requestId)).statusCode).toBe(404);
    expect((await received(advisor, id, requestId + 1000)).statusCode).toBe(404);
    const [untouched] = await t.database.db
      .select()
      .from(projectDocumentRequests)
      .where(eq(projectDocumentRequests.id, requestId));
    expect(untouched?.fulfilledAt).toBeNull();
    expect((await project(id))?.phase).toBe('WAITING_FOR_ADMINISTRATION_DOCUMENTS');

    const res = await received(advisor, id, requestId);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<TReviewState>();
    const doc = body.documents.find((d) => d.documentTypeId === 1);
    expect(doc).toMatchObject({
      inError: false,
      request: { id: requestId, owner: 'ADMINISTRATION', fulfilledAt: clock.toISOString() },
    });
    expect(body.latestPhase).toBe('COMPLEMENTS_IN_REVIEW');
    expect(body.abilities.validate).toBe(true);
    // An internal phase: the investor's view of the file does not change.
    expect(await project(id)).toMatchObject({ phase: 'COMPLEMENTS_IN_REVIEW', investorPhase: 'IN_REVIEW' });
    const [phase] = await t.database.db
      .select()
      .from(projectPhases)
      .where(eq(projectPhases.projectId, id))
      .orderBy(desc(projectPhases.id))
      .limit(1);
    expect(phase).toMatchObject({ title: 'COMPLEMENTS_IN_REVIEW', visibleToInvestor: false });

    // Recording it twice is refused with a translated message, and changes nothing (no second phase).
    const phases = await phaseCount(id);
    const again = await received(advisor, id, requestId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      errorCode: 'DOCUMENT_REQUEST_FULFILLED',
      messageKey: 'advisorReview.errors.requestFulfilled',
      message: translate('advisorReview.errors.requestFulfilled', 'fr'),
    });
    expect(translate('advisorReview.errors.requestFulfilled', 'ar')).not.toBe(
      translate('advisorReview.errors.requestFulfilled', 'fr'),
    );
    expect(await phaseCount(id)).toBe(phases);

    const validated = await call(advisor, 'POST', `/projects/${id}/validate`);
    expect(validated.statusCode, validated.body).toBe(200);
    expect(validated.json<TReviewActionResponse>()).toMatchObject({ latestPhase: 'FILLED', validatedAt: clock.toISOString() });
  });

  it('waits for every administration before the file returns to review', async () => {
    const id = await insertFile(t, { regionId: CASA, phases: ['IN_REVIEW'], at: clock, procedureIds: [1] });
    const first = await askAdministration(id, 1);
    const catalogue = (await state(advisor, id)).documentTypes;
    const otherType = catalogue.find((c) => c.id !== 1)?.id ?? 0;
    const second = await askAdministration(id, otherType);

    const one = await received(advisor, id, first);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json<TReviewState>()).toMatchObject({
      latestPhase: 'WAITING_FOR_ADMINISTRATION_DOCUMENTS',
      abilities: { validate: false },
    });
    expect(
      one
        .json<TReviewState>()
        .documents.filter((d) => d.inError)
        .map((d) => d.documentTypeId),
    ).toEqual([otherType]);

    const two = await received(advisor, id, second);
    expect(two.json<TReviewState>()).toMatchObject({ latestPhase: 'COMPLEMENTS_IN_REVIEW', abilities: { validate: true } });
  });

  it('refuses a request asked of the investor (fulfilled by their upload only)', async () => {
    const id = await insertFile(t, { regionId: CASA, phases: ['IN_REVIEW'], at: clock, procedureIds: [1] });
    const res = await call(advisor, 'POST', `/projects/${id}/request-document`, {
      documentTypeId: 1,
      owner: 'INVESTOR',
      deadline: DEADLINE,
    });
    const requestId = res.json<TReviewState>().documents.find((d) => d.documentTypeId === 1)?.request?.id ?? 0;
    expect((await received(advisor, id, requestId)).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(projectDocumentRequests).where(eq(projectDocumentRequests.id, requestId));
    expect(row?.fulfilledAt).toBeNull();
  });

  it('unblocks the investor of a file sent back to them while an administration document was awaited', async () => {
    const id = await insertFile(t, { regionId: CASA, investor: INVESTOR, phases: ['IN_REVIEW'], at: clock, procedureIds: [1] });
    const requestId = await askAdministration(id, 1);
    const catalogue = (await state(advisor, id)).documentTypes;
    const asked = await call(advisor, 'POST', `/projects/${id}/request-document`, {
      documentTypeId: catalogue.find((c) => c.id !== 1)?.id,
      owner: 'INVESTOR',
      deadline: DEADLINE,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    // The request is a draft of the review until it is sent back (decision 028).
    const sent = await call(advisor, 'POST', `/projects/${id}/send-back`, { deadline: DEADLINE });
    expect(sent.statusCode, sent.body).toBe(200);
    const editable = async () => (await call(investor, 'GET', `/projects/${id}/phases`)).json<{ editable: boolean }>().editable;
    expect(await project(id)).toMatchObject({ phase: 'INVESTOR_EDITING', investorPhase: 'INVESTOR_EDITING' });
    expect(await editable()).toBe(false);

    const res = await received(advisor, id, requestId);
    expect(res.statusCode, res.body).toBe(200);
    // The file stays with the investor (no phase change), who may now complete it.
    expect((await project(id))?.phase).toBe('INVESTOR_EDITING');
    expect(await editable()).toBe(true);
  });
});

describe('the advisors a file may be given to (GET /projects/{id}/review)', () => {
  it('lists the active advisors of the file region only, with the advisor in charge', async () => {
    const id = await insertFile(t, { regionId: CASA, phases: ['IN_REVIEW'], at: clock, procedureIds: [1] });
    const regionOf = async (advisorId: number) =>
      (await t.database.db.select({ r: advisors.regionId }).from(advisors).where(eq(advisors.id, advisorId)))[0]?.r;
    const casa = await state(advisor, id);
    expect(casa.advisors.length).toBeGreaterThan(1);
    for (const a of casa.advisors) expect(await regionOf(a.id)).toBe(CASA);
    expect(casa.advisorId).toBeNull();

    // A disabled account is not offered.
    const [second] = await t.database.db
      .select({ id: advisors.id, userId: advisors.userId })
      .from(advisors)
      .innerJoin(users, eq(users.id, advisors.userId))
      .where(and(eq(advisors.regionId, CASA), eq(users.username, 'conseillere.casa@demo.cri.ma')));
    expect(casa.advisors.some((a) => a.id === second?.id)).toBe(true);
    await t.database.db
      .update(users)
      .set({ enabled: false })
      .where(eq(users.id, second?.userId ?? 0));
    expect((await state(advisor, id)).advisors.some((a) => a.id === second?.id)).toBe(false);
    await t.database.db
      .update(users)
      .set({ enabled: true })
      .where(eq(users.id, second?.userId ?? 0));

    const moved = await call(advisor, 'PUT', `/projects/${id}/update-advisor`, { advisorId: second?.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await state(advisor, id)).advisorId).toBe(second?.id);

    const rabat = await state(rabatAdvisor, rabatFile);
    expect(rabat.advisors.length).toBeGreaterThan(0);
    for (const a of rabat.advisors) expect(await regionOf(a.id)).toBe(RABAT);
  });
});
