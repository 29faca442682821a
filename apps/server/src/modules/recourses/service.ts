import type { RecourseType } from '@cri/shared/enums/recourses';
import {
  graciousCommissionAvailable,
  graciousFormReadOnly,
  procedureStateAfter,
  recourseDecisionOptions,
} from '@cri/shared/rules/commission';
import { platformToday } from '@cri/shared/rules/morocco-clock';
import { recourseDeadline } from '@cri/shared/rules/recourse-clocks';
import {
  type Eligibility,
  graciousEligibility,
  ministerialEligibility,
  type RecourseRefusal,
  type RecourseSituation,
} from '@cri/shared/rules/recourse-eligibility';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import type { TRecourseCommissionView } from '@cri/shared/schemas/recourse-staff';
import type {
  TGraciousDecisionForm,
  TMinisterialAnswer,
  TRecourse,
  TRecourseForm,
  TRecourseInstruction,
  TRecourseStatus,
} from '@cri/shared/schemas/recourses';
import { recordPhase } from '../../core/project-lifecycle/phases.ts';
import { lockProjectRow } from '../../core/project-lifecycle/project-lock.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { latestCommissionKind, recordRecourseCommission } from '../commission/service.ts';
import { closeOpenFollowUpActions } from '../follow-up-actions/service.ts';
import { openMonitoringProject } from '../monitoring/service.ts';
import type { RecourseContext, StoredFile } from './context.ts';
import { tellInvestorFiled } from './investor-notices.ts';
import { tellInvestor, tellStaffFiled } from './notices.ts';
import { clockOf, presentRecourse } from './presenter.ts';
import * as repo from './repository.ts';
import { renderRecourseSheet } from './sheet-pdf.ts';

type Caller = Pick<TAccessClaims, 'sub' | 'roles' | 'regionId'>;

const refused = (why: RecourseRefusal | 'ministerialFiled' | 'decisionOption') =>
  new AppError('RECOURSE_NOT_ALLOWED', { messageKey: `recourses.errors.${why}` });

async function projectOr404(db: DbOrTx, user: Caller, projectId: number) {
  const project = await repo.findProject(db, user, projectId);
  if (!project) throw notFound();
  return project;
}

/** The file's appeal situation (rules/recourse-eligibility.ts) read from its phases and appeals. */
async function situationOf(db: DbOrTx, projectId: number, today: string) {
  const phase = await repo.initialDecisionPhase(db, projectId);
  const choice = phase?.metadata.find((m) => m.name === 'COMMISSION_CHOICE')?.value ?? null;
  const rows = await repo.recoursesOfProject(db, projectId);
  const gracious = rows.find((r) => r.recourse.type === 'GRACIOUS') ?? null;
  const ministerial = rows.find((r) => r.recourse.type === 'MINISTERIAL') ?? null;
  const situation: RecourseSituation = {
    today,
    initialDecision: phase && choice ? { choice, notifiedOn: platformToday(phase.createdAt) } : null,
    gracious: gracious && {
      decisionDeadline: gracious.recourse.decisionDeadline,
      decision: gracious.recourse.decision,
      decidedOn: gracious.recourse.decidedAt ? platformToday(gracious.recourse.decidedAt) : null,
    },
    ministerialFiled: ministerial !== null,
  };
  return { situation, gracious, ministerial };
}

const eligibilityOf = (type: RecourseType, s: RecourseSituation): Eligibility =>
  type === 'GRACIOUS' ? graciousEligibility(s) : ministerialEligibility(s);

/** GET /projects/{id}/recourses: each kind's availability, refusal reason, filing clock and appeal. */
export async function status(ctx: RecourseContext, user: Caller, projectId: number): Promise<TRecourseStatus> {
  await projectOr404(ctx.db, user, projectId);
  const today = platformToday(ctx.now());
  const { situation, gracious, ministerial } = await situationOf(ctx.db, projectId, today);
  const part = (type: RecourseType, row: repo.RecourseRow | null) => {
    const e = eligibilityOf(type, situation);
    return {
      available: e.refusal === null,
      refusal: e.refusal,
      fileClock: e.refusal === null && e.fileDeadline ? clockOf(e.fileDeadline, today) : null,
      recourse: row ? presentRecourse(row, today) : null,
    };
  };
  return { projectId, gracious: part('GRACIOUS', gracious), ministerial: part('MINISTERIAL', ministerial) };
}

/** Checks a filing before the signed request is read (nothing is stored when it is refused). */
export async function checkFiling(ctx: RecourseContext, user: Caller, type: RecourseType, form: TRecourseForm) {
  const project = await projectOr404(ctx.db, user, form.projectId);
  const { situation } = await situationOf(ctx.db, project.id, platformToday(ctx.now()));
  const e = eligibilityOf(type, situation);
  if (e.refusal) throw refused(e.refusal);
  const known = await repo.documentsOfProject(ctx.db, project.id, form.providedDocumentIds);
  const foreign = form.providedDocumentIds.findIndex((id) => !known.has(id));
  if (foreign >= 0)
    throw new AppError('VALIDATION_FAILED', {
      fieldErrors: [{ field: `providedDocumentIds.${foreign}`, messageKey: 'recourses.errors.documentNotOfFile' }],
    });
  return project;
}

/**
 * POST /recourse/new, /ministerial-recourse/new: in one transaction under the project lock, the appeal with
 * its deadlines, the phase (RECOURSE_REQUESTED / MINISTERIAL_RECOURSE_REQUESTED), the closing of the file's
 * open follow-up actions, and the notices to the staff who must act.
 */
export async function file(ctx: RecourseContext, user: Caller, type: RecourseType, form: TRecourseForm, request: StoredFile) {
  const now = ctx.now();
  const today = platformToday(now);
  const by = Number(user.sub);
  const id = await ctx.db.transaction(async (tx) => {
    await lockProjectRow(tx, form.projectId);
    const project = await checkFiling({ ...ctx, db: tx }, user, type, form);
    const { situation } = await situationOf(tx, project.id, today);
    const e = eligibilityOf(type, situation);
    const decisionDeadline = recourseDeadline(type === 'GRACIOUS' ? 'GOVERNOR_DECISION' : 'NATIONAL_DECISION', today);
    const id = await repo.insertRecourse(tx, {
      projectId: project.id,
      type,
      reason: form.reason,
      explanation: form.explanation,
      honourDeclaration: form.honourDeclaration,
      providedDocumentIds: form.providedDocumentIds,
      requestStorageKey: request.key,
      requestFileName: request.originalName,
      requestMimeType: request.mime,
      requestSize: request.size,
      appealedDecision:
        type === 'GRACIOUS' ? (situation.initialDecision?.choice ?? '') : (situation.gracious?.decision ?? 'SILENCE'),
      filedBy: by,
      filedAt: now,
      fileDeadline: e.fileDeadline ?? today,
      decisionDeadline,
    });
    await recordPhase(tx, {
      projectId: project.id,
      title: type === 'GRACIOUS' ? 'RECOURSE_REQUESTED' : 'MINISTERIAL_RECOURSE_REQUESTED',
      by,
      at: now,
      visibleToInvestor: true,
      metadata: [
        { name: 'RECOURSE_REASON', value: form.reason },
        { name: 'RECOURSE_DATE', value: today },
      ],
    });
    await closeOpenFollowUpActions(tx, { projectId: project.id, reason: 'RECOURSE_FILED', by, at: now });
    await tellStaffFiled(tx, ctx, project, type);
    await tellInvestorFiled(tx, { project, type, decisionDeadline });
    return id;
  });
  return details(ctx, user, id, type);
}

/** GET /recourse/{id}/details, /ministerial-recourse/{id}/details, /recourse/{id}/advisor/details. */
export async function details(ctx: RecourseContext, user: Caller, id: number, type?: RecourseType): Promise<TRecourse> {
  const row = await repo.recourseById(ctx.db, user, id, type);
  if (!row) throw notFound();
  return presentRecourse(row, platformToday(ctx.now()));
}

/** Which role acts on which kind: the national commission only on ministerial appeals, the representative only on gracious ones. */
function checkKind(user: Caller, type: RecourseType) {
  if (type === 'GRACIOUS' && user.roles.includes('ROLE_NATIONAL_COMMISSION') && !user.roles.includes('ROLE_ADVISOR'))
    throw new AppError('RECOURSE_WRONG_KIND');
  if (type === 'MINISTERIAL' && user.roles.includes('ROLE_WALI_REPRESENTATIVE') && !user.roles.includes('ROLE_ADVISOR'))
    throw new AppError('RECOURSE_WRONG_KIND');
}

/** PUT /recourse/{id}/update, /ministerial-recourse/{id}/update: the instruction (synthesis, qualification). */
export async function instruct(ctx: RecourseContext, user: Caller, type: RecourseType, id: number, body: TRecourseInstruction) {
  const row = await repo.recourseById(ctx.db, user, id, type);
  if (!row) throw notFound();
  checkKind(user, type);
  const known = await repo.documentsOfProject(ctx.db, row.recourse.projectId, body.documentIds);
  const foreign = body.documentIds.findIndex((d) => !known.has(d));
  if (foreign >= 0)
    throw new AppError('VALIDATION_FAILED', {
      fieldErrors: [{ field: `documentIds.${foreign}`, messageKey: 'recourses.errors.documentNotOfFile' }],
    });
  await ctx.db.transaction(async (tx) => {
    await lockProjectRow(tx, row.recourse.projectId);
    const fresh = await repo.recourseById(tx, user, id, type);
    if (!fresh || fresh.recourse.decidedAt) throw new AppError('RECOURSE_ALREADY_DECIDED');
    await repo.updateRecourse(tx, id, {
      synthesis: body.synthesis,
      qualification: body.qualification,
      instructionDocumentIds: [...new Set(body.documentIds)],
      instructedBy: Number(user.sub),
      instructedAt: ctx.now(),
    });
  });
  return details(ctx, user, id, type);
}

/** The undecided appeal of a kind on a file the caller sees, under the project lock. */
async function lockUndecided(tx: DbOrTx, user: Caller, projectId: number, type: RecourseType) {
  await lockProjectRow(tx, projectId);
  const project = await projectOr404(tx, user, projectId);
  const row = await repo.recourseOfProject(tx, projectId, type);
  if (!row) throw refused(type === 'GRACIOUS' ? 'noGraciousRecourse' : 'noDecision');
  if (row.recourse.decidedAt) throw new AppError('RECOURSE_ALREADY_DECIDED');
  return { project, row };
}

/** Checks the gracious decision before its file is read. */
export async function checkGracious(ctx: RecourseContext, user: Caller, projectId: number, form: TGraciousDecisionForm) {
  checkKind(user, 'GRACIOUS');
  const { project, row } = await lockUndecided(ctx.db, user, projectId, 'GRACIOUS');
  if (project.latestPhase !== 'RECOURSE_REQUESTED') throw refused('ministerialFiled');
  if (!graciousCommissionAvailable(await initialOrLatestKind(ctx.db, projectId)))
    throw new AppError('RECOURSE_NOT_ALLOWED', { messageKey: 'recourseStaff.errors.graciousNotAvailable' });
  if (!recourseDecisionOptions(row.recourse.appealedDecision).some((o) => o.value === form.decision))
    throw refused('decisionOption');
}

/**
 * POST /projects/{id}/gracious-commission: the governor's representative decides the gracious appeal (the
 * decision file is stored with it); phase RECOURSE_REVIEWED_CRUI; a favourable outcome sets the procedures
 * ACCEPTED (procedureStateAfter); the investor is told.
 */
export async function decideGracious(
  ctx: RecourseContext,
  user: Caller,
  projectId: number,
  form: TGraciousDecisionForm,
  decisionFile: StoredFile,
) {
  const now = ctx.now();
  const by = Number(user.sub);
  const id = await ctx.db.transaction(async (tx) => {
    await checkGracious({ ...ctx, db: tx }, user, projectId, form);
    const { project, row } = await lockUndecided(tx, user, projectId, 'GRACIOUS');
    await repo.updateRecourse(tx, row.recourse.id, {
      decision: form.decision,
      commentsForInvestor: form.commentsForInvestor,
      commissionRecommendation: form.commissionRecommendation,
      decisionStorageKey: decisionFile.key,
      decisionFileName: decisionFile.originalName,
      decisionMimeType: decisionFile.mime,
      decidedBy: by,
      decidedAt: now,
    });
    await settle(tx, ctx, {
      project,
      type: 'GRACIOUS',
      decision: form.decision,
      by,
      at: now,
      comments: form.commentsForInvestor,
      recommendation: form.commissionRecommendation,
    });
    return row.recourse.id;
  });
  return details(ctx, user, id, 'GRACIOUS');
}

/** POST /projects/{id}/ministerial-commission-answer: maintained (unfavourable) or overturned (favourable). */
export async function answerMinisterial(ctx: RecourseContext, user: Caller, projectId: number, body: TMinisterialAnswer) {
  checkKind(user, 'MINISTERIAL');
  const now = ctx.now();
  const by = Number(user.sub);
  const decision = body.commissionAnswer === 'OVERTURNED' ? 'FAVORABLE' : 'UNFAVORABLE';
  const id = await ctx.db.transaction(async (tx) => {
    const { project, row } = await lockUndecided(tx, user, projectId, 'MINISTERIAL');
    await repo.updateRecourse(tx, row.recourse.id, {
      decision,
      commentsForInvestor: body.commentsForInvestor,
      decidedBy: by,
      decidedAt: now,
    });
    await settle(tx, ctx, {
      project,
      type: 'MINISTERIAL',
      decision,
      by,
      at: now,
      comments: body.commentsForInvestor,
      recommendation: '',
    });
    return row.recourse.id;
  });
  return details(ctx, user, id, 'MINISTERIAL');
}

async function settle(
  tx: DbOrTx,
  ctx: RecourseContext,
  d: {
    project: repo.RecourseProject;
    type: RecourseType;
    decision: 'FAVORABLE' | 'FAVORABLE_WITH_RESTRICTIONS' | 'UNFAVORABLE';
    by: number;
    at: Date;
    comments: string;
    recommendation: string;
  },
) {
  await recordPhase(tx, {
    projectId: d.project.id,
    title: d.type === 'GRACIOUS' ? 'RECOURSE_REVIEWED_CRUI' : 'RECOURSE_REVIEWED_MINISTERIAL_COMMITTEE',
    by: d.by,
    at: d.at,
    visibleToInvestor: true,
    metadata: [
      { name: 'COMMISSION_CHOICE', value: d.decision },
      { name: 'COMMENTS_FOR_INVESTOR', value: d.comments },
      { name: 'COMMISSION_RECOMMENDATION', value: d.recommendation },
    ],
  });
  await recordRecourseCommission(tx, {
    projectId: d.project.id,
    kind: d.type === 'GRACIOUS' ? 'GRACIOUS_RECOURSE_DECISION' : 'MINISTERIAL_RECOURSE_DECISION',
    date: platformToday(d.at),
    choice: d.decision,
    commentsForInvestor: d.comments,
    commissionRecommendation: d.recommendation,
    by: d.by,
    at: d.at,
  });
  const state = procedureStateAfter(d.decision);
  if (state) await repo.setProcedureStates(tx, d.project.id, state);
  // Issue 18, decision 065: an appeal that turns the decision favourable starts the file's monitoring.
  await openMonitoringProject(tx, {
    projectId: d.project.id,
    decision: d.decision,
    origin: d.type === 'GRACIOUS' ? 'GRACIOUS_RECOURSE' : 'MINISTERIAL_RECOURSE',
    at: d.at,
  });
  await tellInvestor(tx, ctx, {
    projectId: d.project.id,
    projectName: d.project.name,
    reference: d.project.reference,
    userId: d.project.userId,
    event: 'decided',
    decision: d.decision,
    type: d.type,
  });
}

/** GET /recourse: the staff list by tab, paged, scoped; the governor's representative sees gracious appeals, the national commission ministerial ones. */
export async function list(
  ctx: RecourseContext,
  user: Caller,
  q: {
    recourseProjectCategory: Parameters<typeof repo.listRecourses>[2]['category'];
    regionId?: number | undefined;
    page: number;
    size: number;
  },
) {
  const types: RecourseType[] = user.roles.includes('ROLE_NATIONAL_COMMISSION')
    ? ['MINISTERIAL']
    : user.roles.includes('ROLE_WALI_REPRESENTATIVE')
      ? ['GRACIOUS']
      : ['GRACIOUS', 'MINISTERIAL'];
  const { rows, total } = await repo.listRecourses(ctx.db, user, {
    category: q.recourseProjectCategory,
    regionId: q.regionId,
    page: q.page,
    size: q.size,
    types,
  });
  const today = platformToday(ctx.now());
  return { content: rows.map((r) => presentRecourse(r, today)), totalElements: total, page: q.page, size: q.size };
}

/** A file of an appeal the caller sees (the investor's own, staff of its region, the national commission). */
export async function recourseFile(ctx: RecourseContext, user: Caller, id: number, which: 'request' | 'decision') {
  const row = await repo.recourseById(ctx.db, user, id);
  if (!row) throw notFound();
  const r = row.recourse;
  if (which === 'request') return { key: r.requestStorageKey, name: r.requestFileName, mime: r.requestMimeType };
  if (!r.decisionStorageKey || !r.decidedAt) throw notFound();
  return { key: r.decisionStorageKey, name: r.decisionFileName ?? 'decision.pdf', mime: r.decisionMimeType ?? 'application/pdf' };
}

/** GET /recourse/{id}/sheet.pdf: the recourse sheet in French or Arabic. */
export async function sheet(ctx: RecourseContext, user: Caller, id: number, lang: 'fr' | 'ar') {
  const row = await repo.recourseById(ctx.db, user, id);
  if (!row) throw notFound();
  const now = ctx.now();
  const facts = await repo.sheetFacts(ctx.db, row);
  const recourse = presentRecourse(row, platformToday(now));
  const bytes = await renderRecourseSheet({ lang, recourse, ...facts, generatedAt: now });
  const kind = row.recourse.type === 'GRACIOUS' ? 'gracieux' : 'ministeriel';
  return { bytes, fileName: `fiche-recours-${kind}-${row.recourse.projectId}-${lang}.pdf` };
}

/**
 * The kind of the file's latest commission; a file decided before commissions were recorded (its
 * REVIEWED_IN_CRUI phase without a commission row: imported or demo files) counts as an initial decision
 * (decision 048).
 */
async function initialOrLatestKind(db: DbOrTx, projectId: number): Promise<string | null> {
  const kind = await latestCommissionKind(db, projectId);
  if (kind) return kind;
  return (await repo.initialDecisionPhase(db, projectId)) ? 'INITIAL_DECISION' : null;
}

/**
 * GET /projects/{id}/recourse-commission: the instruction and decision pages of a file (decision 048): its
 * appeals, the gracious decision options, and whether each decision form is open or read-only.
 */
export async function commissionView(ctx: RecourseContext, user: Caller, projectId: number): Promise<TRecourseCommissionView> {
  const project = await projectOr404(ctx.db, user, projectId);
  const now = ctx.now();
  const today = platformToday(now);
  const phase = await repo.initialDecisionPhase(ctx.db, projectId);
  const initialDecision = phase?.metadata.find((m) => m.name === 'COMMISSION_CHOICE')?.value ?? null;
  const rows = await repo.recoursesOfProject(ctx.db, projectId);
  const gracious = rows.find((r) => r.recourse.type === 'GRACIOUS') ?? null;
  const ministerial = rows.find((r) => r.recourse.type === 'MINISTERIAL') ?? null;
  const latest = await latestCommissionKind(ctx.db, projectId);
  const graciousDecisionDay = gracious?.recourse.decidedAt ? platformToday(gracious.recourse.decidedAt) : null;
  const readOnly =
    gracious?.recourse.decidedAt != null ||
    graciousFormReadOnly({
      commissionExists: latest !== null || initialDecision !== null,
      commissionDateIsToday: graciousDecisionDay === today,
      recourseExists: gracious !== null,
      recourseHasSynthesis: !!gracious?.recourse.synthesis,
    });
  return {
    project: {
      id: project.id,
      name: project.name,
      reference: project.reference,
      regionId: project.regionId,
      latestPhase: project.latestPhase,
    },
    initialDecision,
    gracious: gracious ? presentRecourse(gracious, today) : null,
    ministerial: ministerial ? presentRecourse(ministerial, today) : null,
    graciousOptions: recourseDecisionOptions(gracious?.recourse.appealedDecision ?? initialDecision),
    graciousAvailable:
      gracious !== null &&
      !gracious.recourse.decidedAt &&
      project.latestPhase === 'RECOURSE_REQUESTED' &&
      graciousCommissionAvailable(latest ?? (phase ? 'INITIAL_DECISION' : null)),
    graciousReadOnly: readOnly,
    ministerialAvailable: ministerial !== null && !ministerial.recourse.decidedAt,
  };
}
