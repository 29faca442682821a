import type { TNotifyAdvisorShareResponse, TProjectShareState } from '@cri/shared/schemas/project-sharing';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, outboxMails, projectPhases, projectSharedAdministrations, projects, users } from '../../db/schema.ts';
import { demoUser, type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { API, CASA, RABAT } from '../framing-forms/test-helpers.ts';
import { sharedProjectIdsFor, sharedWithMemberCondition } from './repository.ts';
import { administrationId, insertFile } from './test-helpers.ts';

describe('sharing a validated file with the commission (POST /projects/{id}/share, notify-advisor-share)', () => {
  let t: TestApp;
  let advisor: LoggedIn;
  let rabatAdvisor: LoggedIn;
  let member: LoggedIn;
  let rabatMember: LoggedIn;
  let consultation: LoggedIn;
  let investor: LoggedIn;
  let casaFile: number;
  let casaDraft: number;
  let rabatFile: number;
  let urbanAgency: number;
  let environment: number;
  let health: number;
  let rabatInspection: number;
  const at = new Date('2026-11-23T09:00:00Z');

  const share = (who: LoggedIn | null, id: number, payload: unknown) =>
    t.app.inject({ method: 'POST', url: `${API}/projects/${id}/share`, headers: who?.headers ?? {}, payload: payload as object });
  const state = (who: LoggedIn, id: number) =>
    t.app.inject({ method: 'GET', url: `${API}/projects/${id}/share`, headers: who.headers });
  const notifyMembers = (who: LoggedIn, id: number, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `${API}/projects/${id}/notify-advisor-share`,
      headers: who.headers,
      payload: payload as object,
    });
  const userId = async (username: string) => {
    const [u] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
    return u?.id ?? 0;
  };
  const snapshot = async (id: number) => {
    const [p] = await t.database.db
      .select({ sharedAt: projects.sharedAt, latestPhase: projects.latestPhase })
      .from(projects)
      .where(eq(projects.id, id));
    const rows = await t.database.db
      .select()
      .from(projectSharedAdministrations)
      .where(eq(projectSharedAdministrations.projectId, id));
    const phases = await t.database.db.select().from(projectPhases).where(eq(projectPhases.projectId, id));
    return { ...p, shared: rows.map((r) => r.administrationId).sort(), phaseCount: phases.length };
  };

  beforeAll(async () => {
    t = await createTestApp({ now: () => at });
    advisor = await loginAs(t, demoUser('ROLE_ADVISOR', CASA));
    rabatAdvisor = await loginAs(t, demoUser('ROLE_ADVISOR', RABAT));
    member = await loginAs(t, 'membre.casa@demo.cri.ma');
    rabatMember = await loginAs(t, 'membre.rabat@demo.cri.ma');
    consultation = await loginAs(t, demoUser('ROLE_REGIONAL_CONSULTATION', CASA));
    investor = await loginAs(t, 'investisseur@demo.cri.ma');
    casaFile = await insertFile(t, { regionId: CASA, phases: ['IN_REVIEW', 'FILLED'], at });
    casaDraft = await insertFile(t, { regionId: CASA, phases: ['IN_REVIEW'], at });
    rabatFile = await insertFile(t, { regionId: RABAT, phases: ['IN_REVIEW', 'FILLED'], at });
    urbanAgency = await administrationId(t, 'URBAN_AGENCY_1_R02');
    environment = await administrationId(t, 'DRE_R02');
    health = await administrationId(t, 'DRS_R02');
    rabatInspection = await administrationId(t, 'IRUA_R10');
  });
  afterAll(() => t.close());

  it('lists the region and national administrations with their commission members, never another region', async () => {
    const res = await state(advisor, casaFile);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<TProjectShareState>();
    expect(body.abilities).toEqual({ share: true, notify: false });
    expect(body.sharedAt).toBeNull();
    const byId = new Map(body.administrations.map((a) => [a.id, a]));
    expect(byId.get(urbanAgency)).toMatchObject({ memberCount: 1, shared: false, national: false });
    expect(byId.get(environment)?.memberCount).toBe(1);
    expect(byId.get(health)?.memberCount).toBe(0);
    expect(byId.has(rabatInspection)).toBe(false);
    expect(body.administrations.some((a) => a.national)).toBe(true);
    // Another region's file answers 404; the Rabat file lists Rabat's administrations to Rabat's advisor.
    expect((await state(advisor, rabatFile)).statusCode).toBe(404);
    const rabat = (await state(rabatAdvisor, rabatFile)).json<TProjectShareState>();
    expect(rabat.administrations.find((a) => a.id === rabatInspection)?.memberCount).toBe(1);
    expect(rabat.administrations.some((a) => a.id === urbanAgency)).toBe(false);
    const draft = (await state(advisor, casaDraft)).json<TProjectShareState>();
    expect(draft.abilities.share).toBe(false);
  });

  it('refuses, changing nothing: an administration without members, a file not validated, another region', async () => {
    const before = await snapshot(casaFile);
    const empty = await share(advisor, casaFile, { administrationList: [urbanAgency, health], removedAdministrationList: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({
      errorCode: 'SHARE_ADMINISTRATION_WITHOUT_MEMBER',
      messageKey: 'projectSharing.errors.noMember',
      administrationIds: [health],
    });
    expect(empty.json<{ message: string }>().message).toContain('support régional');
    const foreign = await share(advisor, casaFile, { administrationList: [rabatInspection] });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toMatchObject({ fieldErrors: [{ field: 'administrationList' }] });
    expect((await share(advisor, casaFile, { administrationList: [] })).statusCode).toBe(422);
    expect(await snapshot(casaFile)).toEqual(before);

    const notValidated = await share(advisor, casaDraft, { administrationList: [urbanAgency] });
    expect(notValidated.statusCode).toBe(409);
    expect(notValidated.json()).toMatchObject({
      errorCode: 'SHARE_NOT_VALIDATED',
      messageKey: 'projectSharing.errors.notValidated',
    });
    expect((await snapshot(casaDraft)).shared).toEqual([]);

    const rabatBefore = await snapshot(rabatFile);
    expect((await share(advisor, rabatFile, { administrationList: [rabatInspection] })).statusCode).toBe(404);
    expect(await snapshot(rabatFile)).toEqual(rabatBefore);
  });

  it('shares, records the staff-only phase and lets the members of that administration (and region) read the file', async () => {
    const res = await share(advisor, casaFile, { administrationList: [urbanAgency], removedAdministrationList: [] });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<TProjectShareState>();
    expect(body.administrations.find((a) => a.id === urbanAgency)?.shared).toBe(true);
    expect(body.sharedAt).toBe(at.toISOString());
    expect(body.abilities.notify).toBe(true);
    const after = await snapshot(casaFile);
    expect(after).toMatchObject({ latestPhase: 'SHARED_TO_CRUI_MEMBERS', shared: [urbanAgency] });
    const [phase] = await t.database.db
      .select()
      .from(projectPhases)
      .where(eq(projectPhases.projectId, casaFile))
      .orderBy(desc(projectPhases.id))
      .limit(1);
    expect(phase).toMatchObject({ title: 'SHARED_TO_CRUI_MEMBERS', visibleToInvestor: false });

    const memberId = await userId('membre.casa@demo.cri.ma');
    const focalId = await userId('membre.focal.casa@demo.cri.ma');
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, memberId), eq(notifications.projectId, casaFile)));
    expect(told).toHaveLength(1);
    expect(await sharedProjectIdsFor(t.database.db, memberId)).toEqual([casaFile]);
    expect(await sharedProjectIdsFor(t.database.db, focalId)).toEqual([]);
    expect(await sharedProjectIdsFor(t.database.db, await userId('membre.rabat@demo.cri.ma'))).toEqual([]);
    const viaCondition = await t.database.db
      .select({ id: projects.id })
      .from(projects)
      .where(sharedWithMemberCondition(memberId));
    expect(viaCondition.map((r) => r.id)).toEqual([casaFile]);

    expect((await t.app.inject({ method: 'GET', url: `${API}/projects/${casaFile}`, headers: member.headers })).statusCode).toBe(
      200,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: `${API}/projects/${casaFile}`, headers: rabatMember.headers })).statusCode,
    ).toBe(404);
    // The investor's follow-up does not show the staff-only step.
    const phases = await t.app.inject({ method: 'GET', url: `${API}/projects/${casaFile}/phases`, headers: investor.headers });
    expect(phases.json<{ investorPhase: string }>().investorPhase).toBe('FILLED');
  });

  it('mails the advisor message to the shared administrations members; bad messages change nothing', async () => {
    const count = async () =>
      (await t.database.db.select().from(outboxMails).where(eq(outboxMails.template, 'projectShared'))).length;
    const before = await count();
    const blank = await notifyMembers(advisor, casaFile, { message: '   ', projectId: casaFile });
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toMatchObject({ fieldErrors: [{ field: 'body.message' }] });
    const long = await notifyMembers(advisor, casaFile, { message: 'x'.repeat(1201), projectId: casaFile });
    expect(long.statusCode).toBe(422);
    expect(long.json()).toMatchObject({
      fieldErrors: [{ field: 'body.message', messageKey: 'projectSharing.notify.messageTooLong' }],
    });
    expect((await notifyMembers(advisor, casaFile, { message: 'Bonjour', projectId: rabatFile })).statusCode).toBe(422);
    expect((await notifyMembers(advisor, rabatFile, { message: 'Bonjour', projectId: rabatFile })).statusCode).toBe(404);
    const notShared = await notifyMembers(rabatAdvisor, rabatFile, { message: 'Bonjour', projectId: rabatFile });
    expect(notShared.statusCode).toBe(409);
    expect(notShared.json()).toMatchObject({ errorCode: 'SHARE_NOT_SHARED' });
    expect(await count()).toBe(before);

    const ok = await notifyMembers(advisor, casaFile, { message: 'x'.repeat(1199), projectId: casaFile });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<TNotifyAdvisorShareResponse>()).toEqual({ recipients: 1 });
    const [mail] = await t.database.db.select().from(outboxMails).where(eq(outboxMails.template, 'projectShared'));
    expect(mail?.to).toBe('membre.casa@demo.cri.ma');
    expect(mail?.text).toContain('x'.repeat(1199));
    expect(mail?.params.link).toMatch(new RegExp(`/projects/${casaFile}$`));
  });

  it('adds and removes administrations in one call and never leaves a shared file without any', async () => {
    const res = await share(advisor, casaFile, { administrationList: [environment], removedAdministrationList: [urbanAgency] });
    expect(res.statusCode, res.body).toBe(200);
    expect((await snapshot(casaFile)).shared).toEqual([environment]);
    const focalId = await userId('membre.focal.casa@demo.cri.ma');
    expect(await sharedProjectIdsFor(t.database.db, focalId)).toEqual([casaFile]);
    expect(await sharedProjectIdsFor(t.database.db, await userId('membre.casa@demo.cri.ma'))).toEqual([]);
    const none = await share(advisor, casaFile, { administrationList: [], removedAdministrationList: [environment] });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({
      fieldErrors: [{ field: 'administrationList', messageKey: 'projectSharing.errors.noneChosen' }],
    });
    expect((await snapshot(casaFile)).shared).toEqual([environment]);
  });

  it('is reserved to the region advisors', async () => {
    expect((await share(null, casaFile, { administrationList: [urbanAgency] })).statusCode).toBe(401);
    expect((await share(consultation, casaFile, { administrationList: [urbanAgency] })).statusCode).toBe(403);
    expect((await share(member, casaFile, { administrationList: [urbanAgency] })).statusCode).toBe(403);
    expect((await share(investor, casaFile, { administrationList: [urbanAgency] })).statusCode).toBe(403);
    expect((await state(consultation, casaFile)).statusCode).toBe(403);
  });
});
