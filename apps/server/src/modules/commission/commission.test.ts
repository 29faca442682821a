import type { TCommission, TCommissionDecision, TCommissionSession } from '@cri/shared/schemas/commission';
import type { TScheduledProject } from '@cri/shared/schemas/scheduling';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commissions, notifications, outboxMails, projectPhases, projectProcedures, projects } from '../../db/schema.ts';
import { demoUser, type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { API, CASA, RABAT } from '../framing-forms/test-helpers.ts';
import { administrationId, insertFile } from '../project-sharing/test-helpers.ts';
import { insertMember, programmedFile, userIdOf } from './test-helpers.ts';

describe('the commission of a session: members, opinions, presence, decision, reserves (issue 7)', () => {
  let t: TestApp;
  let clock = new Date('2026-11-23T09:00:00Z'); // Monday; the sessions are on Wednesday 25
  const SESSION = '2026-11-25';
  let advisor: LoggedIn;
  let rabatAdvisor: LoggedIn;
  let member: LoggedIn;
  let focal: LoggedIn;
  let signatory: LoggedIn;
  let rabatMember: LoggedIn;
  let consultation: LoggedIn;
  let investor: LoggedIn;
  let casaFile: number;
  let rabatFile: number;
  let ids: Record<'member' | 'focal' | 'extra' | 'director' | 'rabatMember', number>;

  const call = (who: LoggedIn | null, method: 'GET' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `${API}${url}`, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
  const sessionOf = async (who: LoggedIn, id: number) => {
    const res = await call(who, 'GET', `/projects/${id}/commission-session`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TCommissionSession>();
  };
  const seat = (s: TCommissionSession, userId: number) => s.commission?.members.find((m) => m.userId === userId);
  const snapshot = async (id: number) => {
    const [p] = await t.database.db.select({ phase: projects.latestPhase }).from(projects).where(eq(projects.id, id));
    const c = await t.database.db.select().from(commissions).where(eq(commissions.projectId, id));
    const procs = await t.database.db
      .select({ state: projectProcedures.state })
      .from(projectProcedures)
      .where(eq(projectProcedures.projectId, id));
    const mails = await t.database.db.select().from(outboxMails).where(eq(outboxMails.template, 'commissionDecision'));
    return { phase: p?.phase, choices: c.map((r) => r.choice), procs: procs.map((r) => r.state), mails: mails.length };
  };

  /** Signs everyone in at the current clock (access tokens are short-lived; the tests move the clock by days). */
  const signInAll = async () => {
    advisor = await loginAs(t, demoUser('ROLE_ADVISOR', CASA));
    rabatAdvisor = await loginAs(t, demoUser('ROLE_ADVISOR', RABAT));
    member = await loginAs(t, 'membre.casa@demo.cri.ma');
    focal = await loginAs(t, 'membre.focal.casa@demo.cri.ma');
    signatory = await loginAs(t, 'membre.signataire.casa@demo.cri.ma');
    rabatMember = await loginAs(t, 'membre.rabat@demo.cri.ma');
    consultation = await loginAs(t, demoUser('ROLE_REGIONAL_CONSULTATION', CASA));
    investor = await loginAs(t, 'investisseur@demo.cri.ma');
  };

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    await signInAll();
    const urban = await administrationId(t, 'URBAN_AGENCY_1_R02');
    const environment = await administrationId(t, 'DRE_R02');
    casaFile = await programmedFile(t, { regionId: CASA, administrationIds: [urban, environment], cruiDate: SESSION, at: clock });
    rabatFile = await programmedFile(t, {
      regionId: RABAT,
      administrationIds: [await administrationId(t, 'IRUA_R10')],
      cruiDate: SESSION,
      at: clock,
    });
    ids = {
      member: await userIdOf(t, 'membre.casa@demo.cri.ma'),
      focal: await userIdOf(t, 'membre.focal.casa@demo.cri.ma'),
      director: await userIdOf(t, 'directeur.casa@demo.cri.ma'),
      rabatMember: await userIdOf(t, 'membre.rabat@demo.cri.ma'),
      extra: await insertMember(t, {
        username: 'agence.focal@test.cri.ma',
        regionId: CASA,
        administrationId: urban,
        focal: true,
      }),
    };
  });
  afterAll(() => t.close());

  it('shows the session to the region only; the members of the shared administrations may give an opinion', async () => {
    const s = await sessionOf(advisor, casaFile);
    expect(s.commission).toBeNull();
    expect(s.project).toMatchObject({ id: casaFile, cruiDate: SESSION, latestPhase: 'SCHEDULED' });
    expect(s.abilities).toEqual({
      manage: true,
      decide: false,
      beforeSession: true,
      giveOpinion: false,
      raiseReservation: false,
    });
    expect(s.addableMembers.map((m) => m.userId)).toContain(ids.director);
    expect(s.addableMembers.map((m) => m.userId)).not.toContain(ids.rabatMember);
    expect((await sessionOf(member, casaFile)).abilities.giveOpinion).toBe(true);
    expect((await sessionOf(signatory, casaFile)).abilities.giveOpinion).toBe(false);
    expect((await call(rabatAdvisor, 'GET', `/projects/${casaFile}/commission-session`)).statusCode).toBe(404);
    expect((await call(rabatMember, 'GET', `/projects/${casaFile}/commission-session`)).statusCode).toBe(404);
    expect((await call(investor, 'GET', `/projects/${casaFile}/commission-session`)).statusCode).toBe(403);
    expect((await call(null, 'GET', `/projects/${casaFile}/commission-session`)).statusCode).toBe(401);
  });

  it('records a member opinion (seating them); bad input and outsiders change nothing', async () => {
    const long = await call(member, 'PUT', `/projects/${casaFile}/commission-opinion`, {
      opinion: 'FAVORABLE',
      comment: 'x'.repeat(1201),
    });
    expect(long.statusCode).toBe(422);
    expect(long.json()).toMatchObject({ fieldErrors: [{ field: 'body.comment', messageKey: 'commission.errors.tooLong' }] });
    expect((await call(member, 'PUT', `/projects/${casaFile}/commission-opinion`, { opinion: 'MAYBE' })).statusCode).toBe(422);
    expect((await snapshot(casaFile)).choices).toEqual([]);
    const outsider = await call(signatory, 'PUT', `/projects/${casaFile}/commission-opinion`, { opinion: 'FAVORABLE' });
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json()).toMatchObject({ errorCode: 'COMMISSION_NOT_A_MEMBER' });
    expect(
      (await call(rabatMember, 'PUT', `/projects/${casaFile}/commission-opinion`, { opinion: 'FAVORABLE' })).statusCode,
    ).toBe(404);
    expect((await call(advisor, 'PUT', `/projects/${casaFile}/commission-opinion`, { opinion: 'FAVORABLE' })).statusCode).toBe(
      403,
    );

    const ok = await call(member, 'PUT', `/projects/${casaFile}/commission-opinion`, {
      opinion: 'FAVORABLE_WITH_RESERVES',
      comment: 'y'.repeat(1200),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const s = ok.json<TCommissionSession>();
    expect(s.me).toMatchObject({ userId: ids.member, opinion: 'FAVORABLE_WITH_RESERVES', source: 'SHARED', attended: false });
    expect(s.me?.opinionComment).toHaveLength(1200);
    // Opening the session seated every member of the shared administrations.
    expect(s.commission?.members.map((m) => m.userId).sort()).toEqual([ids.member, ids.focal, ids.extra].sort());
    expect(s.commission).toMatchObject({ kind: 'INITIAL_DECISION', commissionDate: SESSION, choice: null });
    const again = await call(focal, 'PUT', `/projects/${casaFile}/commission-opinion`, {
      opinion: 'UNFAVORABLE',
      comment: 'Non',
    });
    expect(seat(again.json<TCommissionSession>(), ids.focal)).toMatchObject({ opinion: 'UNFAVORABLE', opinionComment: 'Non' });
  });

  it('lets the advisor add region members only', async () => {
    const foreign = await call(advisor, 'PUT', `/projects/${casaFile}/add-cruimember-to-project`, { userIds: [ids.rabatMember] });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toMatchObject({ fieldErrors: [{ field: 'userIds.0' }] });
    expect((await call(rabatAdvisor, 'PUT', `/projects/${casaFile}/add-cruimember-to-project`, { userIds: [] })).statusCode).toBe(
      404,
    );
    expect((await call(member, 'PUT', `/projects/${casaFile}/add-cruimember-to-project`, { userIds: [] })).statusCode).toBe(403);
    const ok = await call(advisor, 'PUT', `/projects/${casaFile}/add-cruimember-to-project`, { userIds: [ids.director] });
    expect(ok.statusCode, ok.body).toBe(200);
    const s = ok.json<TCommissionSession>();
    expect(seat(s, ids.director)).toMatchObject({ source: 'ADDED', administrationId: null });
    expect(s.commission?.members).toHaveLength(4);
    expect(s.addableMembers.map((m) => m.userId)).not.toContain(ids.director);
  });

  it('records presence and conflicts; one member per administration votes: the focal one, else the first present', async () => {
    const commissionId = (await sessionOf(advisor, casaFile)).commission?.id ?? 0;
    const presence = (userId: number, body: object, who = advisor) =>
      call(who, 'PUT', `/commission/${commissionId}/members/${userId}`, body);
    const voters = (c: TCommission) =>
      c.members
        .filter((m) => m.isVoting)
        .map((m) => m.userId)
        .sort();
    for (const u of [ids.member, ids.extra, ids.focal, ids.director])
      expect((await presence(u, { attended: true })).statusCode).toBe(200);
    let c = (await presence(ids.focal, { conflictOfInterest: false })).json<TCommission>();
    // Urban agency: the focal member (seated after the other) votes; environment and the director vote alone.
    expect(voters(c)).toEqual([ids.extra, ids.focal, ids.director].sort());
    c = (await presence(ids.extra, { conflictOfInterest: true })).json<TCommission>();
    expect(voters(c)).toEqual([ids.member, ids.focal, ids.director].sort());
    c = (await presence(ids.focal, { attended: false })).json<TCommission>();
    expect(voters(c)).toEqual([ids.member, ids.director].sort());
    c = (await presence(ids.focal, { attended: true })).json<TCommission>();
    expect(c.members.find((m) => m.userId === ids.extra)).toMatchObject({
      attended: true,
      conflictOfInterest: true,
      isVoting: false,
    });

    expect((await presence(ids.member, { attended: false }, rabatAdvisor)).statusCode).toBe(404);
    expect((await presence(ids.member, { attended: false }, member)).statusCode).toBe(403);
    expect((await presence(ids.rabatMember, { attended: true })).statusCode).toBe(404);
    expect((await presence(ids.member, { attended: 'yes' })).statusCode).toBe(422);
  });

  it('refuses the decision before the session, changing nothing', async () => {
    const before = await snapshot(casaFile);
    const early = await call(advisor, 'PUT', `/projects/${casaFile}/commission-answer`, { decision: 'FAVORABLE' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      errorCode: 'COMMISSION_SESSION_NOT_STARTED',
      messageKey: 'commission.errors.beforeSession',
    });
    expect(await snapshot(casaFile)).toEqual(before);
  });

  it('records the decision on the day of the session: phase, procedures, mail and what the investor sees', async () => {
    clock = new Date('2026-11-25T10:00:00Z');
    await signInAll();
    const before = await snapshot(casaFile);
    const body = {
      decision: 'FAVORABLE_WITH_RESTRICTIONS',
      commentsForInvestor: 'Compléter le plan',
      commissionRecommendation: 'Réserve',
    };
    const long = await call(advisor, 'PUT', `/projects/${casaFile}/commission-answer`, {
      ...body,
      commentsForInvestor: 'x'.repeat(1201),
    });
    expect(long.statusCode).toBe(422);
    expect((await call(advisor, 'PUT', `/projects/${casaFile}/commission-answer`, { decision: 'PENDING' })).statusCode).toBe(422);
    expect((await call(rabatAdvisor, 'PUT', `/projects/${casaFile}/commission-answer`, body)).statusCode).toBe(404);
    expect((await call(member, 'PUT', `/projects/${casaFile}/commission-answer`, body)).statusCode).toBe(403);
    expect((await call(consultation, 'PUT', `/projects/${casaFile}/commission-answer`, body)).statusCode).toBe(403);
    expect(await snapshot(casaFile)).toEqual(before);

    const res = await call(advisor, 'PUT', `/projects/${casaFile}/commission-answer`, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TCommission>()).toMatchObject({
      choice: 'FAVORABLE_WITH_RESTRICTIONS',
      commentsForInvestor: 'Compléter le plan',
      commissionRecommendation: 'Réserve',
      decidedAt: clock.toISOString(),
      decidedBy: { firstName: 'Karim', lastName: 'Bennani' },
    });
    expect(await snapshot(casaFile)).toEqual({
      phase: 'REVIEWED_IN_CRUI',
      choices: ['FAVORABLE_WITH_RESTRICTIONS'],
      procs: ['ACCEPTED'],
      mails: before.mails + 1,
    });
    const [phase] = await t.database.db
      .select()
      .from(projectPhases)
      .where(eq(projectPhases.projectId, casaFile))
      .orderBy(desc(projectPhases.id))
      .limit(1);
    expect(phase).toMatchObject({ title: 'REVIEWED_IN_CRUI', visibleToInvestor: true });
    expect(phase?.metadata).toEqual([
      { name: 'COMMISSION_CHOICE', value: 'FAVORABLE_WITH_RESTRICTIONS' },
      { name: 'COMMENTS_FOR_INVESTOR', value: 'Compléter le plan' },
      { name: 'COMMISSION_RECOMMENDATION', value: 'Réserve' },
    ]);
    const [mail] = await t.database.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.template, 'commissionDecision'))
      .orderBy(desc(outboxMails.id))
      .limit(1);
    expect(mail?.to).toBe('investisseur@demo.cri.ma');
    expect(mail?.text).toContain('Favorable avec réserves');
    expect(mail?.text).toContain('موافق مع تحفظات');
    const phases = await call(investor, 'GET', `/projects/${casaFile}/phases`);
    expect(phases.json()).toMatchObject({
      investorPhase: 'REVIEWED_IN_CRUI',
      latestDecision: { choice: 'FAVORABLE_WITH_RESTRICTIONS' },
    });

    const twice = await call(advisor, 'PUT', `/projects/${casaFile}/commission-answer`, { decision: 'UNFAVORABLE' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ errorCode: 'COMMISSION_ALREADY_DECIDED' });
    expect(
      (await call(member, 'PUT', `/projects/${casaFile}/commission-opinion`, { opinion: 'FAVORABLE' })).json(),
    ).toMatchObject({
      errorCode: 'COMMISSION_ALREADY_DECIDED',
    });
    const commissionId = res.json<TCommission>().id;
    expect(
      (await call(advisor, 'PUT', `/commission/${commissionId}/members/${ids.member}`, { attended: false })).statusCode,
    ).toBe(409);
    expect((await sessionOf(advisor, casaFile)).abilities).toMatchObject({
      manage: false,
      decide: false,
      raiseReservation: true,
    });
  });

  it('reads commissions and decisions in the region only (GET /commission, /commission/decisions, /commission/{id})', async () => {
    const latest = await call(consultation, 'GET', `/commission?projectId=${casaFile}`);
    expect(latest.statusCode, latest.body).toBe(200);
    const c = latest.json<TCommission>();
    expect(c.members).toHaveLength(4);
    expect((await call(member, 'GET', `/commission/${c.id}`)).json<TCommission>().id).toBe(c.id);
    const decisions = (await call(advisor, 'GET', `/commission/decisions?projectId=${casaFile}`)).json<TCommissionDecision[]>();
    expect(decisions.map((d) => d.choice)).toEqual(['FAVORABLE_WITH_RESTRICTIONS']);
    expect((await call(rabatAdvisor, 'GET', `/commission?projectId=${casaFile}`)).statusCode).toBe(404);
    expect((await call(rabatAdvisor, 'GET', `/commission/decisions?projectId=${casaFile}`)).statusCode).toBe(404);
    expect((await call(rabatAdvisor, 'GET', `/commission/${c.id}`)).statusCode).toBe(404);
    expect((await call(rabatMember, 'GET', `/commission/${c.id}`)).statusCode).toBe(404);
    expect((await call(investor, 'GET', `/commission/${c.id}`)).statusCode).toBe(403);
    // Rabat's file has no commission yet; its own advisor opens it and Casa never sees it.
    expect((await call(rabatAdvisor, 'GET', `/commission?projectId=${rabatFile}`)).statusCode).toBe(404);
    const opened = await call(rabatAdvisor, 'PUT', `/projects/${rabatFile}/add-cruimember-to-project`, { userIds: [] });
    const rabatCommission = opened.json<TCommissionSession>().commission;
    expect(rabatCommission?.members.map((m) => m.userId)).toEqual([ids.rabatMember]);
    expect((await call(advisor, 'GET', `/commission/${rabatCommission?.id}`)).statusCode).toBe(404);
  });

  it('lifts the reserves once, telling every member of the session in the portal and by mail', async () => {
    expect((await call(member, 'PUT', `/projects/${casaFile}/raise-reservation`)).statusCode).toBe(403);
    expect((await call(rabatAdvisor, 'PUT', `/projects/${casaFile}/raise-reservation`)).statusCode).toBe(404);
    const res = await call(advisor, 'PUT', `/projects/${casaFile}/raise-reservation`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TCommission>().reservationsLiftedAt).toBe(clock.toISOString());
    const [phase] = await t.database.db
      .select()
      .from(projectPhases)
      .where(eq(projectPhases.projectId, casaFile))
      .orderBy(desc(projectPhases.id))
      .limit(1);
    expect(phase).toMatchObject({ title: 'RAISE_RESERVATION_CONFIRMED' });
    expect(phase?.metadata).toEqual([
      { name: 'RAISE_RESERVATION_OWNER_NAME', value: 'Karim Bennani' },
      { name: 'RAISE_RESERVATION_DATE', value: SESSION },
    ]);
    for (const u of [ids.member, ids.focal, ids.extra, ids.director]) {
      const told = await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, u), eq(notifications.titleKey, 'commission.notifications.reservesLifted.title')));
      expect(told).toHaveLength(1);
    }
    const mails = await t.database.db.select().from(outboxMails).where(eq(outboxMails.template, 'reservationsLifted'));
    expect(mails.map((m) => m.to).sort()).toContain('membre.casa@demo.cri.ma');
    expect(mails).toHaveLength(4);
    const again = await call(advisor, 'PUT', `/projects/${casaFile}/raise-reservation`);
    expect(again.json()).toMatchObject({ errorCode: 'COMMISSION_NO_RESERVES' });
  });

  it('denies the procedures after an unfavourable decision; a file to reschedule goes back to the files to program', async () => {
    const urban = await administrationId(t, 'URBAN_AGENCY_1_R02');
    const refused = await programmedFile(t, { regionId: CASA, administrationIds: [urban], cruiDate: '2026-11-24', at: clock });
    expect((await call(advisor, 'PUT', `/projects/${refused}/commission-answer`, { decision: 'UNFAVORABLE' })).statusCode).toBe(
      200,
    );
    expect((await snapshot(refused)).procs).toEqual(['DENIED']);

    const later = await programmedFile(t, { regionId: CASA, administrationIds: [urban], cruiDate: SESSION, at: clock });
    const res = await call(advisor, 'PUT', `/projects/${later}/commission-answer`, { decision: 'TO_BE_RESCHEDULED' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await snapshot(later)).procs).toEqual(['EDITING']);
    const toProgram = (await call(advisor, 'GET', '/projects/projects-to-program')).json<TScheduledProject[]>();
    expect(toProgram.find((p) => p.id === later)?.abilities.program).toBe(true);
    expect(toProgram.some((p) => p.id === casaFile)).toBe(false);
    const again = await call(advisor, 'PUT', `/projects/${later}/program-project-after-commission`);
    expect(again.statusCode, again.body).toBe(200);
    // A new session: a new commission to open, the old decision kept in the decisions.
    const s = await sessionOf(advisor, later);
    expect(s.commission).toBeNull();
    expect(s.abilities).toMatchObject({ manage: true, beforeSession: true });
    const decisions = (await call(advisor, 'GET', `/commission/decisions?projectId=${later}`)).json<TCommissionDecision[]>();
    expect(decisions.map((d) => d.choice)).toEqual(['TO_BE_RESCHEDULED']);
  });

  it('refuses a file that is not programmed', async () => {
    const filled = await insertFile(t, { regionId: CASA, phases: ['IN_REVIEW', 'FILLED'], at: clock });
    const res = await call(advisor, 'PUT', `/projects/${filled}/commission-answer`, { decision: 'FAVORABLE' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ errorCode: 'COMMISSION_NOT_PROGRAMMED' });
    expect((await call(advisor, 'PUT', `/projects/${filled}/add-cruimember-to-project`, { userIds: [] })).statusCode).toBe(409);
    expect((await sessionOf(advisor, filled)).abilities).toMatchObject({ manage: false, decide: false, giveOpinion: false });
  });
});
