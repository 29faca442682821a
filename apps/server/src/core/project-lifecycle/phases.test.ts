import { canMoveTo } from '@cri/shared/enums/project-phases';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providedDocuments } from '../../db/schema/documents.ts';
import { projectPhases } from '../../db/schema/project-phases.ts';
import { projects } from '../../db/schema/projects.ts';
import { API, createdId } from '../../modules/framing-forms/test-helpers.ts';
import { type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { assertInvestorCanEdit, editingState } from './editing.ts';
import { latestPhase, phaseHistory, recordPhase } from './phases.ts';

describe('project phases', () => {
  let t: TestApp;
  let investor: LoggedIn;
  let other: LoggedIn;
  let projectId: number;
  const at = new Date('2026-11-23T09:00:00Z');

  beforeAll(async () => {
    t = await createTestApp();
    investor = await loginAs(t, 'investisseur@demo.cri.ma');
    other = await loginAs(t, 'investisseur.expiration@demo.cri.ma');
    const formId = await createdId(t, investor);
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/framing-forms/${formId}/create-project`,
      headers: investor.headers,
      payload: { procedureIds: [3] },
    });
    expect(res.statusCode, res.body).toBe(201);
    projectId = res.json<{ projectId: number }>().projectId;
  });
  afterAll(() => t.close());

  const investorClaims = () => ({ sub: String(JSON.parse(atob(investor.accessToken.split('.')[1] ?? '')).sub) });

  it('starts a project made from a questionnaire as a draft, with who and when', async () => {
    const history = await phaseHistory(t.database.db, projectId);
    expect(history.map((p) => p.title)).toEqual(['DRAFT']);
    expect(history[0]?.createdBy).toBe(Number(investorClaims().sub));
    await expect(assertInvestorCanEdit(t.database.db, investorClaims(), projectId)).resolves.toBeUndefined();
  });

  it('refuses a transition the spec does not name, and records the ones it names', async () => {
    const db = t.database.db;
    await expect(recordPhase(db, { projectId, title: 'REVIEWED_IN_CRUI', by: null, at })).rejects.toMatchObject({
      code: 'PHASE_TRANSITION_REFUSED',
    });
    await db.transaction((tx) => recordPhase(tx, { projectId, title: 'ARCHIVED', by: null, at }));
    expect((await latestPhase(db, projectId))?.title).toBe('ARCHIVED');
    // An archived file is not editable until restored.
    await expect(assertInvestorCanEdit(db, investorClaims(), projectId)).rejects.toMatchObject({ code: 'PROJECT_NOT_EDITABLE' });
    await db.transaction((tx) => recordPhase(tx, { projectId, title: 'RESTORED', by: null, at }));
    await expect(assertInvestorCanEdit(db, investorClaims(), projectId)).resolves.toBeUndefined();
    expect((await phaseHistory(db, projectId)).map((p) => p.title)).toEqual(['DRAFT', 'ARCHIVED', 'RESTORED']);
  });

  it('keeps the latest phase columns of the project row in step with the history (decision 016)', async () => {
    const db = t.database.db;
    const later = new Date('2026-11-23T10:00:00Z');
    await db.transaction((tx) => recordPhase(tx, { projectId, title: 'IN_REVIEW', by: null, at: later }));
    const hidden = new Date('2026-11-23T11:00:00Z');
    await db.transaction((tx) => recordPhase(tx, { projectId, title: 'FILLED', by: null, at: hidden, visibleToInvestor: false }));
    const [row] = await db
      .select({
        latestPhase: projects.latestPhase,
        latestPhaseAt: projects.latestPhaseAt,
        latestInvestorPhase: projects.latestInvestorPhase,
        depositedAt: projects.depositedAt,
      })
      .from(projects)
      .where(eq(projects.id, projectId));
    expect(row).toEqual({ latestPhase: 'FILLED', latestPhaseAt: hidden, latestInvestorPhase: 'IN_REVIEW', depositedAt: later });
    // Back to the state the next test expects (a restored draft is what it starts from).
    await db.delete(projectPhases).where(inArray(projectPhases.title, ['IN_REVIEW', 'FILLED']));
  });

  it('lets the investor edit while "investor editing" only once the requested documents are in, and never after an unfavourable opinion', async () => {
    const db = t.database.db;
    const claims = investorClaims();
    // Later issues write these phases (document requests, commission decisions); rows stand in for them here.
    const requestedAt = new Date('2026-11-24T09:00:00Z');
    await db.insert(projectPhases).values({
      projectId,
      title: 'INVESTOR_EDITING',
      metadata: [{ name: 'REQUESTED_DOCUMENT_TYPE_ID', value: '18' }],
      createdAt: requestedAt,
    });
    expect(await editingState(db, projectId)).toMatchObject({
      latestInvestorPhase: 'INVESTOR_EDITING',
      pendingRequestedDocuments: 1,
    });
    await expect(assertInvestorCanEdit(db, claims, projectId)).rejects.toMatchObject({ code: 'PROJECT_NOT_EDITABLE' });

    await db.insert(providedDocuments).values({
      projectId,
      documentTypeId: 18,
      storageKey: 'provided-documents/test.pdf',
      originalName: 'note.pdf',
      mimeType: 'application/pdf',
      size: 10,
      uploadedBy: Number(claims.sub),
      uploadedAt: new Date('2026-11-25T09:00:00Z'),
    });
    await expect(assertInvestorCanEdit(db, claims, projectId)).resolves.toBeUndefined();

    await db.insert(projectPhases).values({
      projectId,
      title: 'REVIEWED_IN_CRUI',
      metadata: [{ name: 'COMMISSION_CHOICE', value: 'UNFAVORABLE' }],
      createdAt: new Date('2026-11-26T09:00:00Z'),
    });
    await db
      .insert(projectPhases)
      .values({ projectId, title: 'DRAFT_NEW_PROCEDURE', createdAt: new Date('2026-11-27T09:00:00Z') });
    expect(await editingState(db, projectId)).toMatchObject({ unfavourable: true, hasCommission: true });
    await expect(assertInvestorCanEdit(db, claims, projectId)).rejects.toMatchObject({ code: 'PROJECT_NOT_EDITABLE' });
  });

  it('answers 404 to another investor', async () => {
    const sub = String(JSON.parse(atob(other.accessToken.split('.')[1] ?? '')).sub);
    await expect(assertInvestorCanEdit(t.database.db, { sub }, projectId)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('keeps the transition table closed: no way back from a review to a draft', () => {
    expect(canMoveTo(null, 'DRAFT')).toBe(true);
    expect(canMoveTo(null, 'IN_REVIEW')).toBe(false);
    expect(canMoveTo('IN_REVIEW', 'DRAFT')).toBe(false);
    expect(canMoveTo('DRAFT', 'IN_REVIEW')).toBe(true);
  });
});
