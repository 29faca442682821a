import type { TAdvisorChangeRequest, TAdvisorChangeRequestDetail } from '@cri/shared/schemas/advisor-change';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advisorChangeRequests, notifications, outboxMails, projects, users } from '../../db/schema.ts';
import { translate } from '../../lib/i18n.ts';
import { seedDemoAdvisorChange } from '../../seed/demo-advisor-change.ts';
import { seedDemoProjects } from '../../seed/demo-projects.ts';
import { advisorIdOf, type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { API, CASA, RABAT } from '../framing-forms/test-helpers.ts';
import { insertFile } from '../project-sharing/test-helpers.ts';

const clock = new Date('2026-11-23T09:00:00Z');
let t: TestApp;
let advisor: LoggedIn;
let colleague: LoggedIn;
let director: LoggedIn;
let member: LoggedIn;
let rabatDirector: LoggedIn;
let advisorId: number;
let colleagueId: number;
let rabatAdvisorId: number;

type Res = { statusCode: number; body: string; json: <T = unknown>() => T };
const call = (who: LoggedIn, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown): Promise<Res> =>
  t.app.inject({
    method,
    url: `${API}${url}`,
    headers: who.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function assignedFile(regionId: number, advisorRecord: number): Promise<number> {
  const id = await insertFile(t, { regionId, phases: ['IN_REVIEW'], at: clock });
  await t.database.db.update(projects).set({ advisorId: advisorRecord }).where(eq(projects.id, id));
  return id;
}
const advisorOf = async (id: number) =>
  (await t.database.db.select({ a: projects.advisorId }).from(projects).where(eq(projects.id, id)))[0]?.a;
const requestsOf = (projectId: number) =>
  t.database.db.select().from(advisorChangeRequests).where(eq(advisorChangeRequests.projectId, projectId));
const userId = async (username: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]?.id ?? 0;
const mailsTo = (to: string, template: string) =>
  t.database.db
    .select()
    .from(outboxMails)
    .where(and(eq(outboxMails.to, to), eq(outboxMails.template, template)));

describe('advisor-change requests (decision 041)', () => {
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    advisor = await loginAs(t, 'conseiller.casa@demo.cri.ma');
    colleague = await loginAs(t, 'conseillere.casa@demo.cri.ma');
    director = await loginAs(t, 'directeur.casa@demo.cri.ma');
    member = await loginAs(t, 'membre.casa@demo.cri.ma');
    rabatDirector = await loginAs(t, 'directeur.rabat@demo.cri.ma');
    advisorId = await advisorIdOf(t, 'conseiller.casa@demo.cri.ma');
    colleagueId = await advisorIdOf(t, 'conseillere.casa@demo.cri.ma');
    rabatAdvisorId = await advisorIdOf(t, 'conseiller.rabat@demo.cri.ma');
  }, 60_000);
  afterAll(() => t.close());

  it('advisor asks → director sees it pending → accepts → the file has the new advisor, both told', async () => {
    const file = await assignedFile(CASA, advisorId);
    const asked = await call(advisor, 'POST', '/advisor-change-requests', {
      projectId: file,
      reason: 'Congé de trois semaines',
      proposedAdvisorId: colleagueId,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const { request } = asked.json<TAdvisorChangeRequestDetail>();
    expect(request).toMatchObject({ status: 'PENDING', fromAdvisor: { id: advisorId }, proposedAdvisor: { id: colleagueId } });
    const directorId = await userId('directeur.casa@demo.cri.ma');
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, directorId));
    expect(
      told.some(
        (n) =>
          n.titleKey === 'advisorChange.notifications.requested.title' && n.link === `/advisor-change-requests/${request.id}`,
      ),
    ).toBe(true);
    expect(await mailsTo('directeur.casa@demo.cri.ma', 'advisorChangeRequested')).not.toHaveLength(0);

    const pending = await call(director, 'GET', '/advisor-change-requests?status=PENDING');
    expect(pending.json<TAdvisorChangeRequest[]>().map((r) => r.id)).toContain(request.id);
    const seen = (await call(director, 'GET', `/advisor-change-requests/${request.id}`)).json<TAdvisorChangeRequestDetail>();
    expect(seen.abilities.decide).toBe(true);
    expect(seen.candidates.map((c) => c.id)).toContain(colleagueId);
    expect(seen.candidates.map((c) => c.id)).not.toContain(advisorId);

    const accepted = await call(director, 'PUT', `/advisor-change-requests/${request.id}/decision`, {
      decision: 'ACCEPTED',
      advisorId: colleagueId,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<TAdvisorChangeRequestDetail>()).toMatchObject({
      request: { status: 'ACCEPTED', newAdvisor: { id: colleagueId }, decidedBy: { lastName: 'Tazi' } },
      abilities: { decide: false },
    });
    expect(await advisorOf(file)).toBe(colleagueId);
    expect(await mailsTo('conseillere.casa@demo.cri.ma', 'projectReassigned')).not.toHaveLength(0);
    const requesterMails = await mailsTo('conseiller.casa@demo.cri.ma', 'advisorChangeDecided');
    expect(requesterMails.at(-1)?.params).toMatchObject({ 'decision:fr': translate('advisorChange.statuses.ACCEPTED', 'fr') });
    const requesterNotes = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, await userId('conseiller.casa@demo.cri.ma')));
    expect(requesterNotes.some((n) => n.titleKey === 'advisorChange.notifications.accepted.title')).toBe(true);
    // The advisor reads his own request; the colleague now acts on the file.
    const mine = await call(advisor, 'GET', '/advisor-change-requests');
    expect(mine.json<TAdvisorChangeRequest[]>().map((r) => r.id)).toContain(request.id);
    const again = await call(director, 'PUT', `/advisor-change-requests/${request.id}/decision`, {
      decision: 'REFUSED',
      reason: 'Non',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 'ADVISOR_CHANGE_DECIDED' });
  });

  it('refusal keeps the advisor, with the reason told to the requester', async () => {
    const file = await assignedFile(CASA, advisorId);
    const asked = await call(advisor, 'POST', '/advisor-change-requests', { projectId: file, reason: 'Surcharge' });
    const id = asked.json<TAdvisorChangeRequestDetail>().request.id;
    const empty = await call(director, 'PUT', `/advisor-change-requests/${id}/decision`, { decision: 'REFUSED', reason: '  ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ fieldErrors: [{ field: 'reason', messageKey: 'advisorChange.errors.reasonRequired' }] });
    const refused = await call(director, 'PUT', `/advisor-change-requests/${id}/decision`, {
      decision: 'REFUSED',
      reason: 'Le dossier passe en commission vendredi',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json<TAdvisorChangeRequestDetail>().request).toMatchObject({
      status: 'REFUSED',
      refusalReason: 'Le dossier passe en commission vendredi',
      newAdvisor: null,
    });
    expect(await advisorOf(file)).toBe(advisorId);
    const mails = await mailsTo('conseiller.casa@demo.cri.ma', 'advisorChangeDecided');
    // Outbox rows come back in no set order on PostgreSQL (the mailer updates them): look for this one.
    expect(mails.map((m) => (m.params as { comment?: string }).comment)).toContain('Le dossier passe en commission vendredi');
  });

  it('a second pending request for the same file is 409; the first stays as it was', async () => {
    const file = await assignedFile(CASA, advisorId);
    expect((await call(advisor, 'POST', '/advisor-change-requests', { projectId: file, reason: 'Un' })).statusCode).toBe(201);
    const second = await call(advisor, 'POST', '/advisor-change-requests', { projectId: file, reason: 'Deux' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      errorCode: 'ADVISOR_CHANGE_PENDING',
      message: translate('errors.ADVISOR_CHANGE_PENDING', 'fr'),
    });
    const rows = await requestsOf(file);
    expect(rows.map((r) => r.reason)).toEqual(['Un']);
  });

  it('only the assigned advisor asks; bad input is refused with nothing stored', async () => {
    const file = await assignedFile(CASA, advisorId);
    const other = await call(colleague, 'POST', '/advisor-change-requests', { projectId: file, reason: 'Je veux le dossier' });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ errorCode: 'NOT_ASSIGNED_ADVISOR' });
    const tooLong = await call(advisor, 'POST', '/advisor-change-requests', { projectId: file, reason: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json()).toMatchObject({
      fieldErrors: [{ field: 'reason', messageKey: 'advisorChange.errors.reasonTooLong' }],
    });
    const foreign = await call(advisor, 'POST', '/advisor-change-requests', {
      projectId: file,
      reason: 'x',
      proposedAdvisorId: rabatAdvisorId,
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toMatchObject({ fieldErrors: [{ field: 'proposedAdvisorId' }] });
    const self = await call(advisor, 'POST', '/advisor-change-requests', {
      projectId: file,
      reason: 'x',
      proposedAdvisorId: advisorId,
    });
    expect(self.statusCode).toBe(422);
    expect(await requestsOf(file)).toHaveLength(0);
  });

  it('another region answers 404; a member who is not director is refused 403 and sees no request', async () => {
    const rabatFile = await assignedFile(RABAT, rabatAdvisorId);
    expect((await call(advisor, 'POST', '/advisor-change-requests', { projectId: rabatFile, reason: 'x' })).statusCode).toBe(404);
    const file = await assignedFile(CASA, advisorId);
    const id = (
      await call(advisor, 'POST', '/advisor-change-requests', { projectId: file, reason: 'Mutation' })
    ).json<TAdvisorChangeRequestDetail>().request.id;
    const accept = { decision: 'ACCEPTED', advisorId: colleagueId };
    expect((await call(rabatDirector, 'GET', `/advisor-change-requests/${id}`)).statusCode).toBe(404);
    expect((await call(rabatDirector, 'PUT', `/advisor-change-requests/${id}/decision`, accept)).statusCode).toBe(404);
    expect(
      (await call(rabatDirector, 'GET', '/advisor-change-requests')).json<TAdvisorChangeRequest[]>().map((r) => r.id),
    ).not.toContain(id);
    const notDirector = await call(member, 'PUT', `/advisor-change-requests/${id}/decision`, accept);
    expect(notDirector.statusCode).toBe(403);
    expect(notDirector.json()).toMatchObject({ errorCode: 'NOT_REGIONAL_DIRECTOR' });
    expect((await call(member, 'GET', '/advisor-change-requests')).json()).toEqual([]);
    expect((await call(member, 'GET', `/advisor-change-requests/${id}`)).statusCode).toBe(404);
    expect((await call(colleague, 'GET', `/advisor-change-requests/${id}`)).statusCode).toBe(404);
    // The director may not give the file to an advisor of another region, nor keep it with the requester.
    for (const advisorChoice of [rabatAdvisorId, advisorId]) {
      const bad = await call(director, 'PUT', `/advisor-change-requests/${id}/decision`, {
        decision: 'ACCEPTED',
        advisorId: advisorChoice,
      });
      expect(bad.statusCode).toBe(422);
    }
    expect((await requestsOf(file))[0]?.status).toBe('PENDING');
    expect(await advisorOf(file)).toBe(advisorId);
  });

  it('demo data: one pending request in Casablanca on the director’s list (idempotent)', async () => {
    await seedDemoProjects(t.database.db, clock);
    await seedDemoAdvisorChange(t.database.db, clock);
    await seedDemoAdvisorChange(t.database.db, clock);
    const pending = (await call(director, 'GET', '/advisor-change-requests?status=PENDING')).json<TAdvisorChangeRequest[]>();
    const demo = pending.filter((r) => r.project.name === 'Clinique Al Amal Mohammedia');
    expect(demo).toHaveLength(1);
    expect(demo[0]).toMatchObject({ fromAdvisor: { id: advisorId }, proposedAdvisor: { id: colleagueId } });
  });

  it('a direct take-over (update-advisor) closes the pending request and tells its requester; no decision after it', async () => {
    const file = await assignedFile(CASA, advisorId);
    const asked = await call(advisor, 'POST', '/advisor-change-requests', { projectId: file, reason: 'Surcharge' });
    expect(asked.statusCode, asked.body).toBe(201);
    const { request } = asked.json<TAdvisorChangeRequestDetail>();
    const took = await call(colleague, 'PUT', `/projects/${file}/update-advisor`, { advisorId: colleagueId });
    expect(took.statusCode, took.body).toBe(200);
    expect(await advisorOf(file)).toBe(colleagueId);
    const [closed] = await requestsOf(file);
    expect(closed).toMatchObject({ id: request.id, status: 'CLOSED', newAdvisorId: colleagueId });
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, await userId('conseiller.casa@demo.cri.ma')));
    expect(
      notes.some(
        (n) => n.titleKey === 'advisorChange.notifications.closed.title' && n.link === `/advisor-change-requests/${request.id}`,
      ),
    ).toBe(true);
    const mails = await mailsTo('conseiller.casa@demo.cri.ma', 'advisorChangeDecided');
    expect(mails.map((m) => (m.params as Record<string, string>)['decision:fr'])).toContain(
      translate('advisorChange.statuses.CLOSED', 'fr'),
    );
    const seen = (await call(director, 'GET', `/advisor-change-requests/${request.id}`)).json<TAdvisorChangeRequestDetail>();
    expect(seen).toMatchObject({ request: { status: 'CLOSED' }, abilities: { decide: false } });
    const late = await call(director, 'PUT', `/advisor-change-requests/${request.id}/decision`, {
      decision: 'REFUSED',
      reason: 'Non',
    });
    expect(late.statusCode).toBe(409);
    // The new holder may ask in turn: nothing is pending any more.
    const next = await call(colleague, 'POST', '/advisor-change-requests', { projectId: file, reason: 'Retour' });
    expect(next.statusCode, next.body).toBe(201);
  });
});
