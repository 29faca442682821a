import { FUNDAMENTAL_REFERENCE_TYPE_IDS } from '@cri/shared/enums/reference-data';
import { milestoneStatus } from '@cri/shared/rules/monitoring';
import { platformToday } from '@cri/shared/rules/morocco-clock';
import { emptyLand } from '@cri/shared/rules/project-lands';
import type {
  TMilestone,
  TMonitoringAction,
  TMonitoringDashboard,
  TMonitoringProject,
  TMonitoringProjectDetails,
  TMonitoringProjectList,
  TProcedureMilestone,
} from '@cri/shared/schemas/monitoring';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegWith, pdfWith } from '../../core/uploads/sample-files.ts';
import { EICAR } from '../../core/uploads/virus-scanner.ts';
import { users } from '../../db/schema/accounts.ts';
import { outboxMails } from '../../db/schema/mail.ts';
import { monitoringMailRecipients, monitoringMilestones, monitoringProjects } from '../../db/schema/monitoring.ts';
import { demoUser, type LoggedIn, loginAs } from '../../test/login.ts';
import { sqlLines } from '../../test/sql-lines.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { programmedFile } from '../commission/test-helpers.ts';
import { BOUNDARY, multipartBody } from '../documents/test-helpers.ts';
import { API, CASA, RABAT } from '../framing-forms/test-helpers.ts';
import { administrationId } from '../project-sharing/test-helpers.ts';
import { runMonitoringJob } from './digest.ts';

/**
 * Monitoring after the decision (issue 18, decisions 065-067): a favourable decision makes the file a
 * monitoring project with its procedures' milestones; the region's manager goes through the three steps,
 * records, completes and disables milestones, adds follow-up actions and documents; the dashboard follows.
 */
describe('monitoring (issue 18)', () => {
  let t: TestApp;
  const clock = new Date('2026-11-25T10:00:00Z');
  let advisor: LoggedIn;
  let manager: LoggedIn;
  let rabatManager: LoggedIn;
  let content: LoggedIn;
  let investor: LoggedIn;
  let file: number;
  let mp: TMonitoringProject;

  const call = (who: LoggedIn | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `${API}${url}`, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
  const multipart = (
    who: LoggedIn,
    method: 'POST' | 'PUT',
    url: string,
    fields: Record<string, string>,
    file?: { fileName: string; contentType: string; content: Buffer },
  ): Promise<LightMyRequestResponse> => {
    const payload = file
      ? multipartBody({ fields, ...file, content: [file.content] })
      : Buffer.from(
          `${Object.entries(fields)
            .map(([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
            .join('')}--${BOUNDARY}--\r\n`,
        );
    return t.app.inject({
      method,
      url: `${API}${url}`,
      headers: { ...who.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload,
    });
  };
  const pdf = (name = 'pv.pdf') => ({
    fileName: name,
    contentType: 'application/pdf',
    content: pdfWith(Buffer.from('monitoring')),
  });
  const project = async (who = manager) => {
    const res = await call(who, 'GET', `/monitoring-projects/${mp.id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TMonitoringProject>();
  };
  const milestones = (p: TMonitoringProject) => p.procedures.flatMap((x) => x.milestones);

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    advisor = await loginAs(t, demoUser('ROLE_ADVISOR', CASA));
    manager = await loginAs(t, demoUser('ROLE_MONITORING_MANAGER', CASA));
    rabatManager = await loginAs(t, demoUser('ROLE_MONITORING_MANAGER', RABAT));
    content = await loginAs(t, demoUser('ROLE_NATIONAL_CONTENT_MANAGER'));
    investor = await loginAs(t, 'investisseur@demo.cri.ma');
    file = await programmedFile(t, {
      regionId: CASA,
      administrationIds: [await administrationId(t, 'URBAN_AGENCY_1_R02')],
      cruiDate: '2026-11-25',
      at: new Date('2026-11-20T10:00:00Z'),
    });
  }, 120_000);
  afterAll(() => t.close());

  it('keeps the procedures milestone definitions for the national content manager only', async () => {
    const list = await call(content, 'GET', '/procedure-milestones?procedureId=3');
    expect(list.statusCode, list.body).toBe(200);
    const defs = list.json<TProcedureMilestone[]>();
    expect(defs.map((d) => d.orderMilestone)).toEqual([1, 2, 3, 4, 5]);
    expect(defs[0]).toMatchObject({ milestoneType: 'REGULATORY_MILESTONE', dayNumber: 60 });
    expect((await call(manager, 'GET', '/procedure-milestones')).statusCode).toBe(403);
    const bad = await call(content, 'POST', '/procedure-milestones', {
      procedureId: 3,
      orderMilestone: 6,
      nameFr: '',
      nameAr: 'x',
      dayNumber: 1.5,
      milestoneType: 'OTHER',
    });
    expect(bad.statusCode).toBe(422);
    const created = await call(content, 'POST', '/procedure-milestones', {
      procedureId: 3,
      orderMilestone: 6,
      nameFr: 'Bilan à un an',
      nameAr: 'حصيلة السنة الأولى',
      dayNumber: 365,
      milestoneType: 'PROCEDURAL_MILESTONE',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<TProcedureMilestone>().id;
    expect((await call(content, 'DELETE', `/procedure-milestones/${id}`)).statusCode).toBe(204);
    expect((await call(content, 'DELETE', `/procedure-milestones/${id}`)).statusCode).toBe(404);
  });

  it('makes a favourably decided file a monitoring project of its region, its milestones dated from the decision day', async () => {
    const decided = await call(advisor, 'PUT', `/projects/${file}/commission-answer`, {
      decision: 'FAVORABLE',
      commentsForInvestor: '',
      commissionRecommendation: '',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const list = await call(manager, 'GET', '/monitoring-projects/monitoring-manager?page=0&size=10');
    expect(list.statusCode, list.body).toBe(200);
    const page = list.json<TMonitoringProjectList>();
    const row = page.content.find((r) => r.projectId === file);
    expect(row).toMatchObject({ decisionDate: '2026-11-25', validated: false, milestones: 5, done: 0, overdue: 0 });
    mp = (await call(manager, 'GET', `/monitoring-projects/${row?.id}`)).json<TMonitoringProject>();
    expect(mp).toMatchObject({
      origin: 'INITIAL_DECISION',
      reachedStep: 0,
      stepStates: ['inProgress', 'notStarted', 'notStarted'],
    });
    expect(milestones(mp).map((m) => [m.absoluteDayNumber, m.verificationExpectedDate])).toEqual([
      [60, '2027-01-24'],
      [90, '2027-02-23'],
      [270, '2027-08-22'],
      [390, '2027-12-20'],
      [450, '2028-02-18'],
    ]);
    // Another region's manager does not see it; the investor sees his milestones, read-only.
    expect((await call(rabatManager, 'GET', `/monitoring-projects/${mp.id}`)).statusCode).toBe(404);
    const rabatList = (await call(rabatManager, 'GET', '/monitoring-projects/monitoring-manager')).json<TMonitoringProjectList>();
    expect(rabatList.content.some((r) => r.projectId === file)).toBe(false);
    const mine = await call(investor, 'GET', `/projects/${file}/monitoring`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({ monitored: true });
    // A second decision does not open a second monitoring project.
    expect(await t.database.db.select().from(monitoringProjects).where(eq(monitoringProjects.projectId, file))).toHaveLength(1);
  });

  it('searches and filters the list', async () => {
    const found = (
      await call(manager, 'GET', `/monitoring-projects/monitoring-manager?search=${encodeURIComponent(mp.name.slice(0, 6))}`)
    ).json<TMonitoringProjectList>();
    expect(found.content.map((r) => r.id)).toContain(mp.id);
    const none = (
      await call(manager, 'GET', '/monitoring-projects/monitoring-manager?search=zzzz-aucun')
    ).json<TMonitoringProjectList>();
    expect(none.totalElements).toBe(0);
    const late = (
      await call(manager, 'GET', '/monitoring-projects/monitoring-manager?filter=LATE')
    ).json<TMonitoringProjectList>();
    expect(late.content.map((r) => r.id)).not.toContain(mp.id);
  });

  it('goes through the three steps: general infos, project infos with the rules of spec 3 §5, recap, validation', async () => {
    expect((await call(manager, 'POST', `/monitoring-projects/validate/${mp.id}`)).statusCode).toBe(409);
    const step1 = await call(manager, 'PUT', `/monitoring-projects/${mp.id}`, { step: 'GENERAL_INFOS' });
    expect(step1.statusCode, step1.body).toBe(200);
    expect(step1.json<TMonitoringProject>().stepStates).toEqual(['done', 'inProgress', 'notStarted']);
    const qs = mp.questions;
    const kickoff = qs.findIndex((q) => q.summableKind === 'KICKOFF_DATE' && q.answerDataType === 'DATE');
    const end = qs.findIndex((q) => q.summableKind === 'FINALISATION_DATE' && q.answerDataType === 'DATE');
    const percent = qs.findIndex((q) => q.answerDataType === 'PERCENTAGE');
    expect(kickoff).toBeGreaterThanOrEqual(0);
    expect(end).toBeGreaterThanOrEqual(0);
    const infos = (values: Record<number, string>) =>
      qs.map((q, i) => ({ infoTypeId: q.infoTypeId, value: values[i] ?? null, choiceItemId: null }));
    const wrong = await call(manager, 'PUT', `/monitoring-projects/${mp.id}`, {
      step: 'PROJECT_INFOS',
      infos: infos({ [kickoff]: '2027-06-01', [end]: '2027-01-01', ...(percent >= 0 ? { [percent]: '40.5' } : {}) }),
    });
    expect(wrong.statusCode).toBe(422);
    const errors = wrong.json<{ fieldErrors: { field: string; messageKey: string }[] }>().fieldErrors;
    expect(errors).toContainEqual({
      field: `infos.${end}.value`,
      messageKey: 'projects.detailsForm.error.endShouldBeAfterKickoff',
    });
    if (percent >= 0)
      expect(errors).toContainEqual({
        field: `infos.${percent}.value`,
        messageKey: 'monitoring.validation.checkValidePercentage',
      });
    expect((await project()).reachedStep).toBe(1);
    const ok = await call(manager, 'PUT', `/monitoring-projects/${mp.id}`, {
      step: 'PROJECT_INFOS',
      infos: infos({ [kickoff]: '2027-01-01', [end]: '2028-06-30', ...(percent >= 0 ? { [percent]: '40' } : {}) }),
      exploitationYears: [{ startDate: '2027-01-01', endDate: '2027-12-31', investmentAmount: 1000, jobsCreated: 3 }],
      // The file had no parcel and its LAND question is required: one is given (monitoring-lands.test.ts).
      lands: [
        {
          ...emptyLand(),
          legalStatusId: mp.landOptions.legalStatuses[0]?.id ?? null,
          communeId: mp.landOptions.communes[0]?.id ?? null,
          fundamentalReferenceTypeId: FUNDAMENTAL_REFERENCE_TYPE_IDS.REQUISITION,
          parcelSurface: 5000,
          covered: false,
          registrationRequisitionNumber: '1234/63',
        },
      ],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const saved = ok.json<TMonitoringProject>();
    expect(saved.stepStates).toEqual(['done', 'done', 'inProgress']);
    // The years follow the dates (2027 kept with its figures, 2028 added).
    expect(saved.exploitationYears).toEqual([
      { startDate: '2027-01-01', endDate: '2027-12-31', investmentAmount: 1000, jobsCreated: 3 },
      { startDate: '2028-01-01', endDate: '2028-06-30', investmentAmount: null, jobsCreated: null },
    ]);
    expect((await call(rabatManager, 'POST', `/monitoring-projects/validate/${mp.id}`)).statusCode).toBe(404);
    expect((await call(advisor, 'POST', `/monitoring-projects/validate/${mp.id}`)).statusCode).toBe(403);
    const validated = await call(manager, 'POST', `/monitoring-projects/validate/${mp.id}`);
    expect(validated.statusCode, validated.body).toBe(200);
    expect(validated.json<TMonitoringProject>().stepStates).toEqual(['done', 'done', 'done']);
    expect((await call(manager, 'PUT', `/monitoring-projects/${mp.id}`, { step: 'GENERAL_INFOS' })).statusCode).toBe(409);
  });

  it('creates, completes with progress and an attachment, and disables milestones; a disabled one is final', async () => {
    const proc = mp.procedures[0];
    if (!proc) throw new Error('no procedure');
    const created = await multipart(
      manager,
      'POST',
      `/monitoring-project-procedure-milestones/${mp.id}/create?monitoringProjectProcedureId=${proc.id}`,
      {
        milestone: JSON.stringify({
          nameFr: 'Visite de chantier',
          nameAr: 'زيارة الورش',
          dayNumber: 10,
          milestoneType: 'PROCEDURAL_MILESTONE',
        }),
      },
      pdf('plan.pdf'),
    );
    expect(created.statusCode, created.body).toBe(201);
    const extra = created.json<TMilestone>();
    expect(extra).toMatchObject({
      orderNumber: 6,
      absoluteDayNumber: 460,
      verificationExpectedDate: '2028-02-28',
      attachment: { fileName: 'plan.pdf' },
    });

    const [regulatory, procedural] = milestones(mp);
    if (!regulatory || !procedural) throw new Error('milestones missing');
    const url = (id: number) => `/monitoring-project-procedure-milestones/${mp.id}/update/${id}`;
    // Bad input: a percentage over 100, a regulatory milestone completed without its decision and minutes, a file of the wrong type.
    const over = await multipart(manager, 'PUT', url(procedural.id), {
      milestone: JSON.stringify({ action: 'COMPLETE', progressRate: 120 }),
    });
    expect(over.statusCode).toBe(422);
    expect(over.json<{ fieldErrors: { field: string; messageKey: string }[] }>().fieldErrors).toContainEqual({
      field: 'progressRate',
      messageKey: 'monitoring.validation.checkValidePercentage',
    });
    const noPv = await multipart(manager, 'PUT', url(regulatory.id), {
      milestone: JSON.stringify({ action: 'COMPLETE', commissionDecision: 'FAVORABLE' }),
    });
    expect(noPv.statusCode).toBe(422);
    const exe = await multipart(
      manager,
      'PUT',
      url(procedural.id),
      { milestone: JSON.stringify({ action: 'EDIT', comments: 'x' }) },
      {
        fileName: 'outil.exe',
        contentType: 'application/octet-stream',
        content: Buffer.from('MZ not a document'),
      },
    );
    expect(exe.statusCode).toBe(422);
    const infected = await multipart(
      manager,
      'PUT',
      url(procedural.id),
      { milestone: JSON.stringify({ action: 'EDIT' }) },
      {
        fileName: 'photo.jpg',
        contentType: 'image/jpeg',
        content: jpegWith(Buffer.from(EICAR)),
      },
    );
    expect(infected.statusCode).toBe(422);
    expect(
      (await multipart(rabatManager, 'PUT', url(procedural.id), { milestone: JSON.stringify({ action: 'EDIT' }) })).statusCode,
    ).toBe(404);

    const done = await multipart(
      manager,
      'PUT',
      url(regulatory.id),
      {
        milestone: JSON.stringify({
          action: 'COMPLETE',
          commissionDecision: 'FAVORABLE',
          progressRate: 100,
          investmentRealised: 250000,
          jobsCreated: 4,
          comments: 'Permis obtenu',
        }),
        fileKind: 'commissionPv',
      },
      pdf('pv-commission.pdf'),
    );
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<TMilestone>()).toMatchObject({
      actionCompleted: true,
      status: 'DONE',
      commissionDecision: 'FAVORABLE',
      commissionPv: { fileName: 'pv-commission.pdf' },
      investmentRealised: 250000,
      jobsCreated: 4,
    });
    const pv = await call(manager, 'GET', `/monitoring-project-procedure-milestones/${regulatory.id}/file?kind=commissionPv`);
    expect(pv.statusCode).toBe(200);
    expect(pv.rawPayload.subarray(0, 4).toString()).toBe('%PDF');

    const attached = await multipart(
      manager,
      'PUT',
      url(procedural.id),
      { milestone: JSON.stringify({ action: 'COMPLETE', progressRate: 60, jobsCreated: 2 }), fileKind: 'attachedDocument' },
      pdf('photo-chantier.pdf'),
    );
    expect(attached.statusCode, attached.body).toBe(200);
    expect(attached.json<TMilestone>()).toMatchObject({ progressRate: 60, attachment: { fileName: 'photo-chantier.pdf' } });

    const disabled = await multipart(manager, 'PUT', url(extra.id), { milestone: JSON.stringify({ action: 'DISABLE' }) });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json<TMilestone>()).toMatchObject({ disabled: true, status: 'DISABLED' });
    const again = await multipart(manager, 'PUT', url(extra.id), {
      milestone: JSON.stringify({ action: 'EDIT', nameFr: 'Autre' }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ messageKey: 'monitoring.errors.milestoneDisabled' });

    const details = (await call(manager, 'GET', `/monitoring-projects/${mp.id}/details`)).json<TMonitoringProjectDetails>();
    expect(details).toMatchObject({ realisedInvestment: 250000, realisedJobs: 6 });
    expect(details.counts).toMatchObject({ DONE: 2, DISABLED: 1 });
  });

  it('adds follow-up actions with documents (jpg, png, pdf), adds and deletes documents', async () => {
    const created = await multipart(
      manager,
      'POST',
      `/monitoring-follow-up-actions/${mp.id}/new`,
      {
        action: JSON.stringify({
          title: 'Relancer le maître d’ouvrage',
          description: 'Planning des travaux',
          dueDate: '2027-01-15',
        }),
      },
      {
        fileName: 'courrier.jpg',
        contentType: 'image/jpeg',
        content: jpegWith(Buffer.from('lettre')),
      },
    );
    expect(created.statusCode, created.body).toBe(201);
    const action = created.json<TMonitoringAction>();
    expect(action.documents.map((d) => d.fileName)).toEqual(['courrier.jpg']);
    const added = await multipart(
      manager,
      'POST',
      '/monitoring-follow-up-actions/add-document',
      { document: JSON.stringify({ actionId: action.id }) },
      pdf('planning.pdf'),
    );
    expect(added.statusCode, added.body).toBe(201);
    const docs = added.json<TMonitoringAction>().documents;
    expect(docs.map((d) => d.fileName)).toEqual(['courrier.jpg', 'planning.pdf']);
    expect(
      (
        await multipart(
          rabatManager,
          'POST',
          '/monitoring-follow-up-actions/add-document',
          { document: JSON.stringify({ actionId: action.id }) },
          pdf(),
        )
      ).statusCode,
    ).toBe(404);
    const first = docs[0];
    if (!first) throw new Error('no document');
    expect((await call(rabatManager, 'DELETE', `/monitoring-follow-up-actions/document-delete/${first.id}`)).statusCode).toBe(
      404,
    );
    expect((await call(manager, 'DELETE', `/monitoring-follow-up-actions/document-delete/${first.id}`)).statusCode).toBe(204);
    expect((await call(manager, 'DELETE', `/monitoring-follow-up-actions/document-delete/${first.id}`)).statusCode).toBe(404);
    const after = (await project()).followUpActions.find((a) => a.id === action.id);
    expect(after?.documents.map((d) => d.fileName)).toEqual(['planning.pdf']);
  });

  it('shows the region on the dashboard: milestones per month, realised against planned, overdue ones to act on', async () => {
    let dash = (await call(manager, 'GET', '/monitoring-projects/dashboard')).json<TMonitoringDashboard>();
    expect(dash.months).toHaveLength(12);
    expect(dash.months.find((m) => m.month === '2026-11')?.done).toBe(2);
    expect(dash.investment.realised).toBe(250000);
    expect(dash.jobs.realised).toBe(6);
    // A milestone moved to a past day is overdue: the project is late and the milestone is to act on.
    const third = milestones(mp)[2];
    if (!third) throw new Error('no third milestone');
    const moved = await multipart(manager, 'PUT', `/monitoring-project-procedure-milestones/${mp.id}/update/${third.id}`, {
      milestone: JSON.stringify({ action: 'EDIT', verificationExpectedDate: '2026-11-20' }),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<TMilestone>().status).toBe('OVERDUE');
    dash = (await call(manager, 'GET', '/monitoring-projects/dashboard')).json<TMonitoringDashboard>();
    expect(dash.lateProjects.map((p) => p.id)).toContain(mp.id);
    expect(dash.actions.filter((a) => a.monitoringProjectId === mp.id).map((a) => a.status)).toContain('OVERDUE');
    // The SQL aggregates (decision 107) equal the figures made from every enabled milestone of the region, as the
    // dashboard made them before: months by milestoneStatus, sums, the first 20 overdue or due in date order.
    const today = platformToday(t.app.deps.now());
    const region = (
      await t.database.db
        .select({ m: monitoringMilestones })
        .from(monitoringMilestones)
        .innerJoin(monitoringProjects, eq(monitoringProjects.id, monitoringMilestones.monitoringProjectId))
        .where(and(eq(monitoringProjects.regionId, CASA), eq(monitoringMilestones.disabled, false)))
        .orderBy(asc(monitoringMilestones.verificationExpectedDate), asc(monitoringMilestones.id))
    ).map((r) => r.m);
    expect(region.length).toBeGreaterThan(3);
    const months = dash.months.map((x) => ({ ...x, due: 0, overdue: 0, done: 0 }));
    for (const m of region) {
      const status = milestoneStatus(m, today);
      const month = months.find(
        (x) =>
          x.month ===
          (status === 'DONE' && m.completedAt ? platformToday(m.completedAt) : m.verificationExpectedDate).slice(0, 7),
      );
      if (month) month[status === 'DONE' ? 'done' : status === 'OVERDUE' ? 'overdue' : 'due'] += 1;
    }
    expect(dash.months).toEqual(months);
    expect(dash.investment.realised).toBe(region.reduce((sum, m) => sum + (m.investmentRealised ?? 0), 0));
    expect(dash.jobs.realised).toBe(region.reduce((sum, m) => sum + (m.jobsCreated ?? 0), 0));
    expect(dash.actions.map((a) => `${a.milestoneId}:${a.status}`)).toEqual(
      region
        .map((m) => ({ m, status: milestoneStatus(m, today) }))
        .filter((x) => x.status === 'OVERDUE' || x.status === 'DUE')
        .slice(0, 20)
        .map((x) => `${x.m.id}:${x.status}`),
    );
    // The advisor's lists (spec 2 §4): the file is monitored, and has a milestone to act on.
    for (const category of ['PROJECT_MONITORING_POST_CRUI', 'MONITORING_ACTION_TO_BE_REALISED']) {
      const list = await call(advisor, 'GET', `/projects?projectCategory=${category}&size=100`);
      expect(list.statusCode, list.body).toBe(200);
      expect(
        list.json<{ id: number }[]>().map((r) => r.id),
        category,
      ).toContain(file);
    }
    const indicators = await call(advisor, 'GET', '/projects/dashboard-indicators');
    expect(indicators.statusCode, indicators.body).toBe(200);
    const rabat = (await call(rabatManager, 'GET', '/monitoring-projects/dashboard')).json<TMonitoringDashboard>();
    expect(rabat.lateProjects.map((p) => p.id)).not.toContain(mp.id);
  });

  it('marks overdue milestones and mails the region manager a weekly digest, once a week', async () => {
    const monday = {
      db: t.database.db,
      now: () => new Date('2026-11-30T08:00:00Z'),
      link: (p: string) => `https://portail.test${p}`,
    };
    // The region's operation-monitoring mail addresses (decision 097): the active one gets a copy, the paused one none.
    await t.database.db.insert(monitoringMailRecipients).values([
      { regionId: CASA, name: 'Cellule de suivi', email: 'cellule.suivi@example.ma', active: true },
      { regionId: CASA, name: 'Boîte en pause', email: 'pause.suivi@example.ma', active: false },
    ]);
    // A disabled manager of the region gets no digest: the account can no longer sign in to act on it.
    const [casaManager] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.username, demoUser('ROLE_MONITORING_MANAGER', CASA)));
    if (!casaManager) throw new Error('no demo monitoring manager for Casablanca-Settat');
    const { id: _id, createdAt: _created, ...account } = casaManager;
    await t.database.db.insert(users).values({ ...account, username: 'suivi.desactive@example.ma', enabled: false });
    const first = await runMonitoringJob(monday);
    expect(first.locked).toBe(true);
    expect(first.overdue).toBeGreaterThanOrEqual(1);
    const mails = await t.database.db.select().from(outboxMails).where(eq(outboxMails.template, 'monitoringDigest'));
    expect(mails.map((m) => m.to)).toContain(demoUser('ROLE_MONITORING_MANAGER', CASA));
    expect(mails.find((m) => m.to === demoUser('ROLE_MONITORING_MANAGER', CASA))?.text).toContain(mp.name);
    const marked = await t.database.db
      .select()
      .from(monitoringMilestones)
      .where(eq(monitoringMilestones.monitoringProjectId, mp.id));
    expect(marked.filter((m) => m.overdueAt !== null).length).toBe(first.overdue);
    const copy = mails.filter((m) => m.to === 'cellule.suivi@example.ma');
    expect(copy).toHaveLength(1);
    expect(copy[0]?.text).toContain('Cellule de suivi');
    expect(copy[0]?.text).toContain(mp.name);
    expect(mails.some((m) => m.to === 'pause.suivi@example.ma')).toBe(false);
    expect(mails.some((m) => m.to === 'suivi.desactive@example.ma')).toBe(false);
    const again = await runMonitoringJob(monday);
    expect(again).toMatchObject({ overdue: 0, digests: 0 });
    // Once a week each: the copy was not sent twice either.
    const after = await t.database.db.select().from(outboxMails).where(eq(outboxMails.to, 'cellule.suivi@example.ma'));
    expect(after).toHaveLength(1);
  });

  it('keeps the milestones per day equal to the milestones through every write, and counters_rebuild() to both (decision 124)', async () => {
    const db = t.database.db;
    const lines = (query: SQL) => sqlLines(db, query);
    const kept = () =>
      lines(sql`select region_id, done, day::text, milestones, investment_realised::text, jobs_created from monitoring_milestone_days
        where milestones <> 0 order by 1, 2, 3`);
    const counted = () =>
      lines(sql`select coalesce(region_id, 0) r, action_completed d,
        (case when action_completed and completed_at is not null then (completed_at at time zone 'Africa/Casablanca')::date
          else verification_expected_date end)::text y,
        count(*)::int n, coalesce(sum(investment_realised), 0)::numeric(20, 2)::text i, coalesce(sum(jobs_created), 0) j
        from monitoring_milestones where not disabled group by 1, 2, 3 order by 1, 2, 3`);
    expect((await kept()).length).toBeGreaterThan(2);
    expect(await kept()).toEqual(await counted());
    const [one, two, three] = await db
      .select({ id: monitoringMilestones.id })
      .from(monitoringMilestones)
      .orderBy(asc(monitoringMilestones.id))
      .limit(3);
    if (!one || !two || !three) throw new Error('three milestones expected');
    // Completed at 23:30 UTC (already the next day in Morocco), disabled, its figures changed, moved, deleted; one
    // write rolled back.
    const writes = [
      sql`update monitoring_milestones set action_completed = true, completed_at = '2026-11-30T23:30:00Z', investment_realised = 1234.5, jobs_created = 3 where id = ${one.id}`,
      sql`update monitoring_milestones set disabled = true where id = ${two.id}`,
      sql`update monitoring_milestones set verification_expected_date = '2027-02-03', investment_realised = null where id = ${three.id}`,
      sql`update monitoring_milestones set disabled = false, jobs_created = 7 where id = ${two.id}`,
      sql`update monitoring_milestones set action_completed = false, completed_at = null where id = ${one.id}`,
      sql`delete from monitoring_milestones where id = ${three.id}`,
    ];
    for (const write of writes) {
      await db.execute(write);
      expect(await kept()).toEqual(await counted());
    }
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`update monitoring_milestones set disabled = true where id = ${one.id}`);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await kept()).toEqual(await counted());
    // A bulk load with the deferred triggers off leaves them wrong; counters_rebuild() mends them.
    const before = await kept();
    await db.execute(sql`update monitoring_milestone_days set milestones = 999`);
    expect(await kept()).not.toEqual(before);
    await db.execute(sql`select counters_rebuild()`);
    expect(await kept()).toEqual(before);
  });
});
