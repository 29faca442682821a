import type { TRecourse, TRecourseList, TRecourseStatus } from '@cri/shared/schemas/recourses';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followUpActions, notifications, outboxMails, projectPhases, projectProcedures, recourses } from '../../db/schema.ts';
import { demoUser, type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { userIdOf } from '../commission/test-helpers.ts';
import { BOUNDARY, PDF_HEAD } from '../documents/test-helpers.ts';
import { insertFollowUpAction } from '../follow-up-actions/test-helpers.ts';
import { API, CASA, RABAT } from '../framing-forms/test-helpers.ts';
import { insertFile } from '../project-sharing/test-helpers.ts';
import { decidedFile, recourseBody } from './test-helpers.ts';

const PDF = [PDF_HEAD, Buffer.from('\n%%EOF\n')];
const request = { name: 'demande-signee.pdf', type: 'application/pdf', content: PDF };

describe('appeals: gracious and ministerial recourses with their clocks (issue 15)', () => {
  let t: TestApp;
  const clock = new Date('2026-11-26T09:00:00Z'); // Thursday
  let investor: LoggedIn;
  let advisor: LoggedIn;
  let rabatAdvisor: LoggedIn;
  let wali: LoggedIn;
  let rabatWali: LoggedIn;
  let national: LoggedIn;
  let file: number;

  const multipart = (who: LoggedIn, url: string, payload: Buffer) =>
    t.app.inject({
      method: 'POST',
      url: `${API}${url}`,
      headers: { ...who.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload,
    });
  const call = (who: LoggedIn, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `${API}${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
  const form = (projectId: number, extra: object = {}) => ({
    projectId,
    reason: 'Le refus ignore la conformité au plan d’aménagement',
    explanation: 'Le terrain est classé en zone industrielle depuis 2024 ; la note de l’agence urbaine est jointe.',
    honourDeclaration: true,
    ...extra,
  });
  const fileGracious = (who: LoggedIn, f: object, withFile = true) =>
    multipart(who, '/recourse/new', recourseBody('recourse', f, withFile ? request : undefined));
  const phasesOf = async (projectId: number) =>
    (
      await t.database.db.select({ title: projectPhases.title }).from(projectPhases).where(eq(projectPhases.projectId, projectId))
    ).map((p) => p.title);
  const countRecourses = async () => (await t.database.db.select({ id: recourses.id }).from(recourses)).length;

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    investor = await loginAs(t, 'investisseur@demo.cri.ma');
    advisor = await loginAs(t, 'conseiller.casa@demo.cri.ma');
    rabatAdvisor = await loginAs(t, 'conseiller.rabat@demo.cri.ma');
    wali = await loginAs(t, demoUser('ROLE_WALI_REPRESENTATIVE', CASA));
    rabatWali = await loginAs(t, demoUser('ROLE_WALI_REPRESENTATIVE', RABAT));
    national = await loginAs(t, demoUser('ROLE_NATIONAL_COMMISSION'));
    // Unfavourable decision notified on Friday 20 November: 15 days end on Saturday 5 December -> Monday 7.
    file = await decidedFile(t, { regionId: CASA, choice: 'UNFAVORABLE', decidedAt: new Date('2026-11-20T15:00:00Z') });
  }, 60_000);
  afterAll(() => t.close());

  it('shows the investor the gracious recourse open with its filing countdown, the ministerial one not yet', async () => {
    const res = await call(investor, 'GET', `/projects/${file}/recourses`);
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json<TRecourseStatus>();
    expect(s.gracious).toMatchObject({ available: true, fileClock: { deadline: '2026-12-07', daysLeft: 11, state: 'open' } });
    expect(s.ministerial).toMatchObject({ available: false, refusal: 'noGraciousRecourse' });
  });

  it('refuses each bad filing with a clear translated error and stores nothing', async () => {
    const before = await countRecourses();
    const undecided = await insertFile(t, { regionId: CASA, phases: ['IN_REVIEW', 'FILLED'], at: clock });
    const favourable = await decidedFile(t, { regionId: CASA, choice: 'FAVORABLE', decidedAt: new Date('2026-11-24T10:00:00Z') });
    const late = await decidedFile(t, { regionId: CASA, choice: 'UNFAVORABLE', decidedAt: new Date('2026-10-01T10:00:00Z') });
    const cases: [Promise<Awaited<ReturnType<typeof fileGracious>>>, number, string][] = [
      [fileGracious(investor, form(undecided)), 409, 'recourses.errors.noDecision'],
      [fileGracious(investor, form(favourable)), 409, 'recourses.errors.notUnfavourable'],
      [fileGracious(investor, form(late)), 409, 'recourses.errors.deadlinePassed'],
      [
        multipart(investor, '/ministerial-recourse/new', recourseBody('recourse', form(file), request)),
        409,
        'recourses.errors.noGraciousRecourse',
      ],
      [fileGracious(investor, form(file, { reason: 'x'.repeat(251) })), 422, 'errors.VALIDATION_FAILED'],
      [fileGracious(investor, form(file, { explanation: 'x'.repeat(1001) })), 422, 'errors.VALIDATION_FAILED'],
      [fileGracious(investor, form(file, { honourDeclaration: false })), 422, 'errors.VALIDATION_FAILED'],
      [fileGracious(investor, form(file), false), 422, 'errors.VALIDATION_FAILED'],
      [fileGracious(investor, form(file, { providedDocumentIds: [999_999] })), 422, 'errors.VALIDATION_FAILED'],
      [
        multipart(
          investor,
          '/recourse/new',
          recourseBody('recourse', form(file), { name: 'a.txt', type: 'text/plain', content: [Buffer.from('hello')] }),
        ),
        422,
        'providedDocument.unsupportedType',
      ],
    ];
    for (const [pending, status, key] of cases) {
      const res = await pending;
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json<{ messageKey: string }>().messageKey).toBe(key);
    }
    const tooLong = await fileGracious(investor, form(file, { reason: 'x'.repeat(251) }));
    expect(tooLong.json<{ fieldErrors: { field: string; messageKey: string }[] }>().fieldErrors).toContainEqual({
      field: 'reason',
      messageKey: 'errors.field.tooLong',
    });
    expect(await countRecourses()).toBe(before);
    expect(await phasesOf(file)).not.toContain('RECOURSE_REQUESTED');
  });

  it('files the gracious recourse: deadlines stored, phase recorded, open follow-up actions closed, staff told', async () => {
    const action = await insertFollowUpAction(t, { projectId: file, at: clock });
    const res = await fileGracious(investor, form(file));
    expect(res.statusCode, res.body).toBe(201);
    const r = res.json<TRecourse>();
    // Filed on Thursday 26 November: the governor has until Friday 11 December.
    expect(r).toMatchObject({
      type: 'GRACIOUS',
      appealedDecision: 'UNFAVORABLE',
      decisionClock: { deadline: '2026-12-11', state: 'open' },
    });
    expect(await phasesOf(file)).toContain('RECOURSE_REQUESTED');
    const [closed] = await t.database.db.select().from(followUpActions).where(eq(followUpActions.id, action.id));
    expect(closed).toMatchObject({ status: 'CLOSED', closedReason: 'RECOURSE_FILED' });
    const waliId = await userIdOf(t, demoUser('ROLE_WALI_REPRESENTATIVE', CASA));
    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, waliId), eq(notifications.projectId, file)));
    expect(notices.length).toBe(1);
    const mails = await t.database.db.select().from(outboxMails).where(eq(outboxMails.template, 'recourseFiled'));
    expect(mails.map((m) => m.to)).toEqual(expect.arrayContaining([demoUser('ROLE_WALI_REPRESENTATIVE', CASA)]));

    const again = await fileGracious(investor, form(file));
    expect(again.json<{ messageKey: string }>().messageKey).toBe('recourses.errors.alreadyFiled');
    const ministerial = await multipart(investor, '/ministerial-recourse/new', recourseBody('recourse', form(file), request));
    expect(ministerial.json<{ messageKey: string }>().messageKey).toBe('recourses.errors.governorDelayRunning');
  });

  it('lists it for the staff of its region only, and lets them instruct it', async () => {
    const list = await call(advisor, 'GET', '/recourse?recourseProjectCategory=NON_INSTRUCTED');
    expect(list.statusCode, list.body).toBe(200);
    const [mine] = list.json<TRecourseList>().content.filter((r) => r.projectId === file);
    if (!mine) throw new Error('not listed');
    const rabat = await call(rabatAdvisor, 'GET', '/recourse?recourseProjectCategory=NON_INSTRUCTED');
    expect(rabat.json<TRecourseList>().content.some((r) => r.projectId === file)).toBe(false);
    expect((await call(rabatWali, 'GET', `/recourse/${mine.id}/advisor/details`)).statusCode).toBe(404);
    expect(
      (await call(rabatAdvisor, 'PUT', `/recourse/${mine.id}/update`, { synthesis: 'x', qualification: 'y' })).statusCode,
    ).toBe(404);
    expect(
      (await call(advisor, 'PUT', `/ministerial-recourse/${mine.id}/update`, { synthesis: 'x', qualification: 'y' })).statusCode,
    ).toBe(404);

    const tooLong = await call(advisor, 'PUT', `/recourse/${mine.id}/update`, {
      synthesis: 'x'.repeat(501),
      qualification: 'ok',
    });
    expect(tooLong.statusCode).toBe(422);
    const ok = await call(advisor, 'PUT', `/recourse/${mine.id}/update`, {
      synthesis: 'Le classement de la parcelle a changé après la commission.',
      qualification: 'Recours recevable et fondé en apparence.',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const details = await call(wali, 'GET', `/recourse/${mine.id}/advisor/details`);
    expect(details.json<TRecourse>().synthesis).toContain('classement');
    const instructed = await call(wali, 'GET', '/recourse?recourseProjectCategory=INSTRUCTED');
    expect(instructed.json<TRecourseList>().content.map((r) => r.projectId)).toContain(file);
    expect((await call(investor, 'GET', `/recourse/${mine.id}/details`)).statusCode).toBe(200);
  });

  it('lets only the region’s governor representative decide, with every field and a jpg/png/pdf file', async () => {
    const decision = {
      decision: 'UNFAVORABLE',
      commissionRecommendation: 'Maintenir le refus.',
      commentsForInvestor: 'Le plan ne permet pas cette activité.',
    };
    const decide = (
      who: LoggedIn,
      d: object,
      f: { name: string; type: string; content: Buffer[] } | null = {
        name: 'decision.pdf',
        type: 'application/pdf',
        content: PDF,
      },
    ) => multipart(who, `/projects/${file}/gracious-commission`, recourseBody('decision', d, f ?? undefined));
    expect((await decide(rabatWali, decision)).statusCode).toBe(404);
    expect((await decide(national, decision)).statusCode).toBe(403);
    expect((await decide(advisor, decision)).statusCode).toBe(403);
    const txt = await decide(wali, decision, { name: 'decision.txt', type: 'text/plain', content: [Buffer.from('non')] });
    expect(txt.json<{ messageKey: string }>().messageKey).toBe('providedDocument.unsupportedType');
    expect((await decide(wali, { ...decision, commentsForInvestor: '' })).statusCode).toBe(422);
    expect((await decide(wali, decision, null)).statusCode).toBe(422);
    // Current decision unfavourable: favourable-with-restrictions is not among the options (rules/commission.ts).
    const hidden = await decide(wali, { ...decision, decision: 'FAVORABLE_WITH_RESTRICTIONS' });
    expect(hidden.json<{ messageKey: string }>().messageKey).toBe('recourses.errors.decisionOption');
    expect(await phasesOf(file)).not.toContain('RECOURSE_REVIEWED_CRUI');

    const res = await decide(wali, decision);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TRecourse>()).toMatchObject({ decision: 'UNFAVORABLE', decisionClock: null });
    expect(await phasesOf(file)).toContain('RECOURSE_REVIEWED_CRUI');
    expect((await decide(wali, decision)).json<{ errorCode: string }>().errorCode).toBe('RECOURSE_ALREADY_DECIDED');
    const mails = await t.database.db.select().from(outboxMails).where(eq(outboxMails.template, 'recourseDecided'));
    expect(mails.map((m) => m.to)).toContain('investisseur@demo.cri.ma');
  });

  it('opens the ministerial recourse after the confirmation, and the national commission overturns it', async () => {
    const status = (await call(investor, 'GET', `/projects/${file}/recourses`)).json<TRecourseStatus>();
    expect(status.ministerial).toMatchObject({ available: true, fileClock: { deadline: '2026-12-11' } });
    const res = await multipart(investor, '/ministerial-recourse/new', recourseBody('recourse', form(file), request));
    expect(res.statusCode, res.body).toBe(201);
    // 45 days from Thursday 26 November: Sunday 10 January -> Monday 11 January 2027 (11 January is a holiday) -> Tuesday 12.
    expect(res.json<TRecourse>().decisionClock?.deadline).toBe('2027-01-12');
    expect(
      (await call(wali, 'GET', '/recourse?recourseProjectCategory=MINISTERIAL_COMMISSION')).json<TRecourseList>().content,
    ).toEqual([]);
    const nationalList = await call(national, 'GET', '/recourse?recourseProjectCategory=MINISTERIAL_COMMISSION');
    expect(nationalList.json<TRecourseList>().content.map((r) => r.projectId)).toContain(file);

    expect(
      (await call(national, 'POST', `/projects/${file}/ministerial-commission-answer`, { commissionAnswer: 'MAYBE' })).statusCode,
    ).toBe(422);
    expect(
      (await call(wali, 'POST', `/projects/${file}/ministerial-commission-answer`, { commissionAnswer: 'OVERTURNED' }))
        .statusCode,
    ).toBe(403);
    const answer = await call(national, 'POST', `/projects/${file}/ministerial-commission-answer`, {
      commissionAnswer: 'OVERTURNED',
      commentsForInvestor: 'Le refus est infirmé.',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<TRecourse>().decision).toBe('FAVORABLE');
    expect(await phasesOf(file)).toContain('RECOURSE_REVIEWED_MINISTERIAL_COMMITTEE');
    const states = await t.database.db
      .select({ state: projectProcedures.state })
      .from(projectProcedures)
      .where(eq(projectProcedures.projectId, file));
    expect(states.map((s) => s.state)).toEqual(states.map(() => 'ACCEPTED'));
    const again = await call(national, 'POST', `/projects/${file}/ministerial-commission-answer`, {
      commissionAnswer: 'MAINTAINED',
    });
    expect(again.json<{ errorCode: string }>().errorCode).toBe('RECOURSE_ALREADY_DECIDED');
    const archived = await call(advisor, 'GET', '/recourse?recourseProjectCategory=ARCHIVED');
    expect(archived.json<TRecourseList>().totalElements).toBeGreaterThanOrEqual(2);
  });
});
