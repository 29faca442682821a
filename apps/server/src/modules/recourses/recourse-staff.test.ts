import { Readable } from 'node:stream';
import type { TProjectListRow } from '@cri/shared/schemas/project-lists';
import type { TRecourseCommissionView } from '@cri/shared/schemas/recourse-staff';
import type { TRecourse } from '@cri/shared/schemas/recourses';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordPhase } from '../../core/project-lifecycle/phases.ts';
import { commissions, documentTypes, projectPhases, providedDocuments, recourses, users } from '../../db/schema.ts';
import { demoUser, type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { recordRecourseCommission } from '../commission/service.ts';
import { BOUNDARY, PDF_HEAD } from '../documents/test-helpers.ts';
import { API, CASA, RABAT } from '../framing-forms/test-helpers.ts';
import { decidedFile, insertRecourse, recourseBody } from './test-helpers.ts';

const PDF = [PDF_HEAD, Buffer.from('\n%%EOF\n')];

/**
 * The staff side of the appeals (issue 15, decision 048): the instruction with documents, the decision
 * page's view (options, availability, read-only), the commissions of the appeal decisions, the staff
 * downloads, the UNFAVORABLE list and the lifting of reserves after a gracious re-examination.
 */
describe('appeals, staff side: instruction documents, decision view, downloads, lists (issue 15)', () => {
  let t: TestApp;
  const clock = new Date('2026-11-26T09:00:00Z');
  let advisor: LoggedIn;
  let rabatAdvisor: LoggedIn;
  let wali: LoggedIn;
  let rabatWali: LoggedIn;
  let investor: LoggedIn;
  let file: number;
  let recourseId: number;

  const call = (who: LoggedIn, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `${API}${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
  const view = async (who: LoggedIn) => {
    const res = await call(who, 'GET', `/projects/${file}/recourse-commission`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TRecourseCommissionView>();
  };
  const listIds = async (who: LoggedIn, category: string) => {
    const res = await call(who, 'GET', `/projects?projectCategory=${category}&size=100`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TProjectListRow[]>().map((r) => r.id);
  };

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    advisor = await loginAs(t, 'conseiller.casa@demo.cri.ma');
    rabatAdvisor = await loginAs(t, 'conseiller.rabat@demo.cri.ma');
    wali = await loginAs(t, demoUser('ROLE_WALI_REPRESENTATIVE', CASA));
    rabatWali = await loginAs(t, demoUser('ROLE_WALI_REPRESENTATIVE', RABAT));
    investor = await loginAs(t, 'investisseur@demo.cri.ma');
    file = await decidedFile(t, { regionId: CASA, choice: 'UNFAVORABLE', decidedAt: new Date('2026-11-20T15:00:00Z') });
  }, 60_000);
  afterAll(() => t.close());

  it('lists the refused files in UNFAVORABLE for the region’s staff, and counts them on the dashboard', async () => {
    const favourable = await decidedFile(t, { regionId: CASA, choice: 'FAVORABLE', decidedAt: clock });
    const ids = await listIds(advisor, 'UNFAVORABLE');
    expect(ids).toContain(file);
    expect(ids).not.toContain(favourable);
    expect(await listIds(rabatAdvisor, 'UNFAVORABLE')).not.toContain(file);
    const counts = (await call(advisor, 'GET', '/projects/dashboard-indicators')).json<{ counts: Record<string, number> }>()
      .counts;
    expect(counts.UNFAVORABLE).toBeGreaterThanOrEqual(1);
  });

  it('gives the decision page its view: the options of rules/commission.ts, nothing to decide before a filing', async () => {
    const before = await view(wali);
    expect(before).toMatchObject({ initialDecision: 'UNFAVORABLE', gracious: null, graciousAvailable: false });
    expect(before.graciousOptions).toEqual([
      { value: 'FAVORABLE', label: 'overturn' },
      { value: 'UNFAVORABLE', label: 'confirm' },
    ]);
    expect((await call(rabatWali, 'GET', `/projects/${file}/recourse-commission`)).statusCode).toBe(404);
    expect((await call(investor, 'GET', `/projects/${file}/recourse-commission`)).statusCode).toBe(403);
  });

  it('instructs with documents of the file only, and a filed appeal leaves the UNFAVORABLE list', async () => {
    recourseId = await insertRecourse(t, { projectId: file, at: clock });
    await t.database.db.transaction((tx) =>
      recordPhase(tx, { projectId: file, title: 'RECOURSE_REQUESTED', by: null, at: clock, metadata: [] }),
    );
    expect(await listIds(advisor, 'UNFAVORABLE')).not.toContain(file);
    expect(await listIds(advisor, 'RECOURSE_ASKED')).toContain(file);
    const [type] = await t.database.db.select({ id: documentTypes.id }).from(documentTypes).limit(1);
    const [owner] = await t.database.db.select({ id: users.id }).from(users).orderBy(asc(users.id)).limit(1);
    if (!type || !owner) throw new Error('no reference data');
    const [doc] = await t.database.db
      .insert(providedDocuments)
      .values({
        projectId: file,
        documentTypeId: type.id,
        storageKey: 'fixture/plan.pdf',
        originalName: 'plan.pdf',
        mimeType: 'application/pdf',
        size: 10,
        uploadedBy: owner.id,
        uploadedAt: clock,
      })
      .returning({ id: providedDocuments.id });
    if (!doc) throw new Error('no document');
    const body = { synthesis: 'Le zonage a changé.', qualification: 'Recevable.' };
    const foreign = await call(advisor, 'PUT', `/recourse/${recourseId}/update`, { ...body, documentIds: [999_999] });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json<{ fieldErrors: { messageKey: string }[] }>().fieldErrors[0]?.messageKey).toBe(
      'recourses.errors.documentNotOfFile',
    );
    const ok = await call(advisor, 'PUT', `/recourse/${recourseId}/update`, { ...body, documentIds: [doc.id, doc.id] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<TRecourse>()).toMatchObject({ instructionDocumentIds: [doc.id], hasDecisionFile: false });
    expect(await view(wali)).toMatchObject({ graciousAvailable: true, graciousReadOnly: false });
  });

  it('downloads the signed request and the decision file for the region’s staff and the file’s investor; records the decision’s commission', async () => {
    const stored = await t.app.storage.put({ source: Readable.from(PDF), prefix: 'recourses', extension: 'pdf' });
    await t.database.db.update(recourses).set({ requestStorageKey: stored.key }).where(eq(recourses.id, recourseId));
    const request = await call(advisor, 'GET', `/recourse/${recourseId}/request-file`);
    expect(request.statusCode, request.body).toBe(200);
    expect(request.headers['content-type']).toContain('application/pdf');
    expect((await call(rabatAdvisor, 'GET', `/recourse/${recourseId}/request-file`)).statusCode).toBe(404);
    // The investor of the file reads its own request too (decision 046).
    expect((await call(investor, 'GET', `/recourse/${recourseId}/request-file`)).statusCode).toBe(200);
    expect((await call(advisor, 'GET', `/recourse/${recourseId}/decision-file`)).statusCode).toBe(404);

    const decided = await t.app.inject({
      method: 'POST',
      url: `${API}/projects/${file}/gracious-commission`,
      headers: { ...wali.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: recourseBody(
        'decision',
        { decision: 'FAVORABLE', commissionRecommendation: 'Accorder.', commentsForInvestor: 'Le refus est levé.' },
        { name: 'decision.pdf', type: 'application/pdf', content: PDF },
      ),
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json<TRecourse>().hasDecisionFile).toBe(true);
    const file200 = await call(wali, 'GET', `/recourse/${recourseId}/decision-file`);
    expect(file200.statusCode).toBe(200);
    expect(file200.headers['content-disposition']).toContain('decision.pdf');
    const rows = await t.database.db.select().from(commissions).where(eq(commissions.projectId, file));
    expect(rows).toEqual([expect.objectContaining({ kind: 'GRACIOUS_RECOURSE_DECISION', choice: 'FAVORABLE' })]);
    expect(await view(wali)).toMatchObject({ graciousAvailable: false, graciousReadOnly: true });
    expect(await listIds(advisor, 'UNFAVORABLE')).not.toContain(file);
  });

  it('lets the advisor lift the reserves of a favourable-with-reserves re-examination', async () => {
    const other = await decidedFile(t, { regionId: CASA, choice: 'UNFAVORABLE', decidedAt: new Date('2026-11-20T15:00:00Z') });
    await insertRecourse(t, { projectId: other, at: clock });
    await t.database.db.transaction((tx) =>
      recordPhase(tx, { projectId: other, title: 'RECOURSE_REQUESTED', by: null, at: clock, metadata: [] }),
    );
    // Under recourseDecisionOptions an unfavourable appeal cannot be re-decided with reserves through the
    // form; the state is written directly as the gracious decision would leave it.
    await t.database.db.transaction(async (tx) => {
      await recordPhase(tx, {
        projectId: other,
        title: 'RECOURSE_REVIEWED_CRUI',
        by: null,
        at: clock,
        metadata: [{ name: 'COMMISSION_CHOICE', value: 'FAVORABLE_WITH_RESTRICTIONS' }],
      });
      await recordRecourseCommission(tx, {
        projectId: other,
        kind: 'GRACIOUS_RECOURSE_DECISION',
        date: '2026-11-26',
        choice: 'FAVORABLE_WITH_RESTRICTIONS',
        commentsForInvestor: 'Sous réserve du plan.',
        commissionRecommendation: 'Réserves.',
        by: null as unknown as number,
        at: clock,
      });
      await tx
        .update(recourses)
        .set({ decision: 'FAVORABLE_WITH_RESTRICTIONS', decidedAt: clock })
        .where(eq(recourses.projectId, other));
    });
    expect((await call(rabatAdvisor, 'PUT', `/projects/${other}/raise-reservation`)).statusCode).toBe(404);
    const res = await call(advisor, 'PUT', `/projects/${other}/raise-reservation`);
    expect(res.statusCode, res.body).toBe(200);
    const phases = await t.database.db
      .select({ title: projectPhases.title })
      .from(projectPhases)
      .where(and(eq(projectPhases.projectId, other), eq(projectPhases.title, 'RAISE_RESERVATION_CONFIRMED')));
    expect(phases.length).toBe(1);
    expect((await call(advisor, 'PUT', `/projects/${other}/raise-reservation`)).statusCode).toBe(409);
  });
});
