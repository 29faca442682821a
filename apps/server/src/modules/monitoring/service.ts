import { MILESTONE_STATUSES, type MilestoneStatus } from '@cri/shared/enums/monitoring';
import {
  addCalendarDays,
  MILESTONE_DUE_WINDOW_DAYS,
  milestoneStatus,
  monitoringInfoIssues,
  monitoringStepStates,
  monitoringYears,
} from '@cri/shared/rules/monitoring';
import { platformToday } from '@cri/shared/rules/morocco-clock';
import { answersFor, landAnswerIssues } from '@cri/shared/rules/project-infos';
import { clearIrrelevantLandFields } from '@cri/shared/rules/project-lands';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import type {
  TInvestorMonitoring,
  TMilestone,
  TMilestoneNew,
  TMilestoneUpdate,
  TMonitoringAction,
  TMonitoringActionNew,
  TMonitoringDashboard,
  TMonitoringListQuery,
  TMonitoringProject,
  TMonitoringProjectDetails,
  TMonitoringProjectList,
  TMonitoringProjectUpdate,
  TProcedureMilestone,
  TProcedureMilestoneNew,
} from '@cri/shared/schemas/monitoring';
import { findProject } from '../../core/project-lifecycle/visible-project.ts';
import type { ServiceContext } from '../../core/service-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { landOptionsOf, projectInfoSnapshot } from '../project-infos/service.ts';
import type { MonitoringContext, StoredFile } from './context.ts';
import { plannedFigures } from './open-project.ts';
import * as repo from './repository.ts';

export { openMonitoringProject } from './open-project.ts';

type Caller = Pick<TAccessClaims, 'sub' | 'roles' | 'regionId'>;

const conflict = (key: string) => new AppError('CONFLICT', { messageKey: `monitoring.errors.${key}` });
const invalid = (field: string, key: string) => new AppError('VALIDATION_FAILED', { fieldErrors: [{ field, messageKey: key }] });

// ---- procedure milestone definitions --------------------------------------------------------------------

export const listDefinitions = async (db: DbOrTx, procedureId?: number): Promise<TProcedureMilestone[]> =>
  repo.listDefinitions(db, procedureId ? [procedureId] : undefined);

export async function createDefinition(db: DbOrTx, body: TProcedureMilestoneNew): Promise<TProcedureMilestone> {
  if (!(await repo.procedureExists(db, body.procedureId))) throw invalid('procedureId', 'monitoring.validation.required');
  const id = await repo.insertDefinition(db, body);
  const row = await repo.definitionById(db, id);
  if (!row) throw notFound();
  return row;
}

export async function deleteDefinition(db: DbOrTx, id: number): Promise<void> {
  if (!(await repo.deleteDefinition(db, id))) throw notFound();
}

// ---- presenting --------------------------------------------------------------------------------------

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function presentMilestone(m: repo.MilestoneRow, procedureId: number, today: string): TMilestone {
  return {
    id: m.id,
    monitoringProjectId: m.monitoringProjectId,
    monitoringProjectProcedureId: m.monitoringProjectProcedureId,
    procedureId,
    orderNumber: m.orderNumber,
    nameFr: m.nameFr,
    nameAr: m.nameAr,
    dayNumber: m.dayNumber,
    absoluteDayNumber: m.absoluteDayNumber,
    milestoneType: m.milestoneType,
    verificationExpectedDate: m.verificationExpectedDate,
    progressRate: m.progressRate,
    investmentRealised: m.investmentRealised,
    jobsCreated: m.jobsCreated,
    comments: m.comments,
    attachment: m.attachmentFileName ? { fileName: m.attachmentFileName, size: m.attachmentSize ?? 0 } : null,
    commissionDecision: m.commissionDecision,
    commissionPv: m.commissionPvFileName ? { fileName: m.commissionPvFileName, size: m.commissionPvSize ?? 0 } : null,
    actionCompleted: m.actionCompleted,
    completedAt: iso(m.completedAt),
    disabled: m.disabled,
    status: milestoneStatus(m, today),
  };
}

async function proceduresWithMilestones(db: DbOrTx, id: number, today: string) {
  const [procs, milestones] = await Promise.all([repo.proceduresOf(db, id), repo.milestonesOf(db, id)]);
  return procs.map((p) => ({
    ...p,
    milestones: milestones
      .filter((m) => m.monitoringProjectProcedureId === p.id)
      .map((m) => presentMilestone(m, p.procedureId, today)),
  }));
}

const presentAction = (a: Awaited<ReturnType<typeof repo.actionsOf>>[number]): TMonitoringAction => ({
  id: a.id,
  milestoneId: a.milestoneId,
  title: a.title,
  description: a.description,
  dueDate: a.dueDate,
  createdAt: a.createdAt.toISOString(),
  documents: a.documents.map((d) => ({ id: d.id, fileName: d.fileName, size: d.size, uploadedAt: d.uploadedAt.toISOString() })),
});

async function projectOr404(db: DbOrTx, user: Caller, id: number) {
  const row = await repo.findMonitoringProject(db, user, id);
  if (!row) throw notFound();
  return row;
}

/** GET /monitoring-projects/{id}: the project as its region's manager sees it, for the 3-step header. */
export async function getProject(ctx: ServiceContext, user: Caller, id: number): Promise<TMonitoringProject> {
  const row = await projectOr404(ctx.db, user, id);
  const today = platformToday(ctx.now());
  const [snapshot, infos, years, lands, landOptions, procedures, actions] = await Promise.all([
    projectInfoSnapshot(ctx.db, row.mp.projectId),
    repo.infosOf(ctx.db, id),
    repo.yearsOf(ctx.db, id),
    repo.landsOf(ctx.db, id),
    landOptionsOf(ctx.db, row.mp.regionId),
    proceduresWithMilestones(ctx.db, id, today),
    repo.actionsOf(ctx.db, id),
  ]);
  const { questions } = snapshot;
  return {
    id,
    projectId: row.mp.projectId,
    name: row.name,
    reference: row.reference,
    investorName: row.investorName,
    regionId: row.mp.regionId,
    decisionDate: row.mp.decisionDate,
    origin: row.mp.origin,
    reachedStep: Math.min(2, Math.max(0, row.mp.reachedStep)),
    stepStates: monitoringStepStates(row.mp.reachedStep, row.mp.validatedAt !== null),
    validatedAt: iso(row.mp.validatedAt),
    plannedInvestment: row.mp.plannedInvestment,
    plannedJobs: row.mp.plannedJobs,
    questions,
    infos: answersFor(
      questions,
      infos.map((i) => ({ infoTypeId: i.infoTypeId, value: i.value, choiceItemId: i.choiceListItemId })),
    ),
    exploitationYears: years.map(({ startDate, endDate, investmentAmount, jobsCreated }) => ({
      startDate,
      endDate,
      investmentAmount,
      jobsCreated,
    })),
    lands,
    landOptions,
    procedures,
    followUpActions: actions.map(presentAction),
  };
}

/** GET /monitoring-projects/{id}/details: the project, what was realised and its milestones by status. */
export async function getDetails(ctx: ServiceContext, user: Caller, id: number): Promise<TMonitoringProjectDetails> {
  const project = await getProject(ctx, user, id);
  const all = project.procedures.flatMap((p) => p.milestones);
  const counts = Object.fromEntries(MILESTONE_STATUSES.map((s) => [s, all.filter((m) => m.status === s).length])) as Record<
    MilestoneStatus,
    number
  >;
  return {
    ...project,
    realisedInvestment: all.reduce((s, m) => s + (m.disabled ? 0 : (m.investmentRealised ?? 0)), 0),
    realisedJobs: all.reduce((s, m) => s + (m.disabled ? 0 : (m.jobsCreated ?? 0)), 0),
    counts,
  };
}

/**
 * PUT /monitoring-projects/{id}: step 1 confirmed (on to project infos), or the info step saved after the
 * rules of spec 3 §5 (on to the recap). A validated project is read-only.
 */
export async function updateProject(
  ctx: ServiceContext,
  user: Caller,
  id: number,
  body: TMonitoringProjectUpdate,
): Promise<TMonitoringProject> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const row = await projectOr404(tx, user, id);
    await repo.lockMonitoringProject(tx, id);
    if (row.mp.validatedAt) throw conflict('validated');
    if (body.step === 'GENERAL_INFOS') {
      await repo.updateMonitoringProject(tx, id, { reachedStep: Math.max(row.mp.reachedStep, 1), updatedAt: now });
      return;
    }
    const { questions } = await projectInfoSnapshot(tx, row.mp.projectId);
    const sent = body.infos ?? [];
    const answers = answersFor(questions, sent);
    const unknown = sent.findIndex((a) => !questions.some((q) => q.infoTypeId === a.infoTypeId));
    if (unknown >= 0) throw invalid(`infos.${unknown}.infoTypeId`, 'monitoring.validation.unknownQuestion');
    const issues = monitoringInfoIssues(
      questions,
      answers.map((a) => ({ ...a, otherValue: sent.find((s) => s.infoTypeId === a.infoTypeId)?.otherValue })),
    );
    // The parcels follow the project form's rules (spec 2 §5 "Land rows"), every one fully described.
    const lands = (body.lands ?? []).map(clearIrrelevantLandFields);
    if (lands.length && !questions.some((q) => q.answerDataType === 'LAND'))
      throw invalid('lands', 'monitoring.validation.unknownQuestion');
    const options = await landOptionsOf(tx, row.mp.regionId);
    issues.push(
      ...landAnswerIssues(lands, {
        questions,
        complete: true,
        legalStatusIds: options.legalStatuses.map((x) => x.id),
        communeIds: options.communes.map((x) => x.id),
      }),
    );
    if (issues.length) throw new AppError('VALIDATION_FAILED', { fieldErrors: issues });
    const years = monitoringYears(questions, answers, body.exploitationYears ?? []);
    await repo.replaceInfos(
      tx,
      id,
      answers.filter((a) => a.value !== null || a.choiceItemId !== null).map((a) => ({ ...a, value: a.value?.trim() ?? null })),
      years,
    );
    await repo.replaceLands(tx, id, lands);
    await repo.updateMonitoringProject(tx, id, {
      reachedStep: 2,
      ...plannedFigures(questions, answers),
      updatedAt: now,
    });
  });
  return getProject(ctx, user, id);
}

/** POST /monitoring-projects/validate/{id}: after the recap; the header's steps are all done (decision 066). */
export async function validateProject(ctx: ServiceContext, user: Caller, id: number): Promise<TMonitoringProject> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const row = await projectOr404(tx, user, id);
    await repo.lockMonitoringProject(tx, id);
    if (row.mp.validatedAt) throw conflict('validated');
    if (row.mp.reachedStep < 2) throw conflict('stepsMissing');
    await repo.updateMonitoringProject(tx, id, { validatedAt: now, validatedBy: Number(user.sub), updatedAt: now });
  });
  return getProject(ctx, user, id);
}

/** GET /monitoring-projects/monitoring-manager: the region's monitoring projects, paged, searched, filtered. */
export async function listProjects(ctx: ServiceContext, user: Caller, q: TMonitoringListQuery): Promise<TMonitoringProjectList> {
  const { rows, total } = await repo.listProjects(ctx.db, user, q, platformToday(ctx.now()));
  return {
    content: rows.map(({ validatedAt, ...r }) => ({ ...r, validated: validatedAt !== null })),
    totalElements: total,
    page: q.page,
    size: q.size,
  };
}

// ---- milestones -----------------------------------------------------------------------------------------

async function milestoneOr404(db: DbOrTx, user: Caller, id: number) {
  const row = await repo.milestoneInScope(db, user, id);
  if (!row) throw notFound();
  return row;
}

export async function getMilestone(ctx: ServiceContext, user: Caller, id: number): Promise<TMilestone> {
  const row = await milestoneOr404(ctx.db, user, id);
  return presentMilestone(row.m, row.procedureId, platformToday(ctx.now()));
}

/**
 * A milestone the manager adds to a procedure of a monitoring project (decision 065: its absolute day is the
 * procedure's last one plus its day number, unless a date is given). Returns the new milestone.
 */
export async function createMilestone(
  ctx: MonitoringContext,
  user: Caller,
  monitoringProjectId: number,
  monitoringProjectProcedureId: number,
  body: TMilestoneNew,
  file?: StoredFile,
): Promise<TMilestone> {
  const now = ctx.now();
  const id = await ctx.db.transaction(async (tx) => {
    const row = await projectOr404(tx, user, monitoringProjectId);
    const proc = await repo.procedureOfProject(tx, monitoringProjectId, monitoringProjectProcedureId);
    if (!proc) throw notFound();
    await repo.lockMonitoringProject(tx, monitoringProjectId);
    const siblings = (await repo.milestonesOf(tx, monitoringProjectId)).filter((m) => m.monitoringProjectProcedureId === proc.id);
    const last = siblings.reduce((max, m) => Math.max(max, m.absoluteDayNumber), 0);
    const absoluteDayNumber = last + body.dayNumber;
    const [created] = await repo.insertMilestones(tx, [
      {
        monitoringProjectId,
        monitoringProjectProcedureId: proc.id,
        orderNumber: siblings.reduce((max, m) => Math.max(max, m.orderNumber), 0) + 1,
        nameFr: body.nameFr,
        nameAr: body.nameAr,
        dayNumber: body.dayNumber,
        absoluteDayNumber,
        milestoneType: body.milestoneType,
        verificationExpectedDate: body.verificationExpectedDate ?? addCalendarDays(row.mp.decisionDate, absoluteDayNumber),
        ...(file ? { attachmentStorageKey: file.key, attachmentFileName: file.originalName, attachmentSize: file.size } : {}),
        createdAt: now,
        updatedAt: now,
      },
    ]);
    if (created === undefined) throw new Error('milestone not inserted');
    return created;
  });
  return getMilestone(ctx, user, id);
}

/** The checks of an update made before its file is read: the milestone is the caller's region's and enabled. */
export async function checkMilestoneUpdatable(db: DbOrTx, user: Caller, monitoringProjectId: number, milestoneId: number) {
  const row = await milestoneOr404(db, user, milestoneId);
  if (row.m.monitoringProjectId !== monitoringProjectId) throw notFound();
  if (row.m.disabled) throw conflict('milestoneDisabled');
  return row;
}

/**
 * PUT …/{monitoringProjectId}/update/{milestoneId}: edit, complete with progress data (a regulatory milestone
 * with its commission decision and minutes), or disable after confirmation. A disabled milestone is final.
 * Returns the keys of files the update replaced, for the route to remove once committed.
 */
export async function updateMilestone(
  ctx: MonitoringContext,
  user: Caller,
  ids: { monitoringProjectId: number; milestoneId: number },
  body: TMilestoneUpdate,
  file?: StoredFile & { kind: 'attachedDocument' | 'commissionPv' },
): Promise<{ milestone: TMilestone; replaced: string[] }> {
  const now = ctx.now();
  const by = Number(user.sub);
  const replaced: string[] = [];
  await ctx.db.transaction(async (tx) => {
    await repo.lockMilestone(tx, ids.milestoneId);
    const { m } = await checkMilestoneUpdatable(tx, user, ids.monitoringProjectId, ids.milestoneId);
    const values: Parameters<typeof repo.updateMilestone>[2] = { updatedAt: now };
    if (body.action === 'DISABLE') Object.assign(values, { disabled: true, disabledBy: by, disabledAt: now });
    if (body.action === 'EDIT') {
      if (body.nameFr !== undefined) values.nameFr = body.nameFr;
      if (body.nameAr !== undefined) values.nameAr = body.nameAr;
      if (body.verificationExpectedDate !== undefined) values.verificationExpectedDate = body.verificationExpectedDate;
    }
    if (body.action === 'EDIT' || body.action === 'COMPLETE') {
      if (body.progressRate !== undefined) values.progressRate = body.progressRate;
      if (body.investmentRealised !== undefined) values.investmentRealised = body.investmentRealised;
      if (body.jobsCreated !== undefined) values.jobsCreated = body.jobsCreated;
      if (body.comments !== undefined) values.comments = body.comments;
      if (body.commissionDecision !== undefined && m.milestoneType === 'REGULATORY_MILESTONE')
        values.commissionDecision = body.commissionDecision;
    }
    if (body.action === 'COMPLETE') {
      if (m.milestoneType === 'REGULATORY_MILESTONE' && !(body.commissionDecision ?? m.commissionDecision))
        throw invalid('commissionDecision', 'monitoring.validation.required');
      if (m.milestoneType === 'REGULATORY_MILESTONE' && !m.commissionPvStorageKey && file?.kind !== 'commissionPv')
        throw invalid('commissionPv', 'monitoring.validation.commissionPvRequired');
      Object.assign(values, {
        actionCompleted: true,
        completedBy: by,
        completedAt: now,
        progressRate: body.progressRate ?? m.progressRate ?? 100,
      });
    }
    if (file?.kind === 'attachedDocument') {
      if (m.attachmentStorageKey) replaced.push(m.attachmentStorageKey);
      Object.assign(values, { attachmentStorageKey: file.key, attachmentFileName: file.originalName, attachmentSize: file.size });
    }
    if (file?.kind === 'commissionPv') {
      if (m.milestoneType !== 'REGULATORY_MILESTONE') throw invalid('fileKind', 'monitoring.validation.pvOnlyRegulatory');
      if (m.commissionPvStorageKey) replaced.push(m.commissionPvStorageKey);
      Object.assign(values, {
        commissionPvStorageKey: file.key,
        commissionPvFileName: file.originalName,
        commissionPvSize: file.size,
      });
    }
    await repo.updateMilestone(tx, m.id, values);
  });
  return { milestone: await getMilestone(ctx, user, ids.milestoneId), replaced };
}

/** A milestone's file (attachment or minutes) for its region's manager. */
export async function milestoneFile(ctx: ServiceContext, user: Caller, id: number, kind: 'attachedDocument' | 'commissionPv') {
  const { m } = await milestoneOr404(ctx.db, user, id);
  const key = kind === 'attachedDocument' ? m.attachmentStorageKey : m.commissionPvStorageKey;
  const name = kind === 'attachedDocument' ? m.attachmentFileName : m.commissionPvFileName;
  if (!key || !name) throw notFound();
  return { key, name };
}

// ---- follow-up actions ------------------------------------------------------------------------------------

export async function checkProjectEditable(db: DbOrTx, user: Caller, monitoringProjectId: number) {
  await projectOr404(db, user, monitoringProjectId);
}

export async function createAction(
  ctx: MonitoringContext,
  user: Caller,
  monitoringProjectId: number,
  body: TMonitoringActionNew,
  file?: StoredFile,
): Promise<TMonitoringAction> {
  const now = ctx.now();
  const by = Number(user.sub);
  const id = await ctx.db.transaction(async (tx) => {
    await projectOr404(tx, user, monitoringProjectId);
    if (body.milestoneId) {
      const m = await repo.milestoneInScope(tx, user, body.milestoneId);
      if (!m || m.m.monitoringProjectId !== monitoringProjectId)
        throw invalid('milestoneId', 'monitoring.validation.unknownMilestone');
    }
    const actionId = await repo.insertAction(tx, {
      monitoringProjectId,
      milestoneId: body.milestoneId ?? null,
      title: body.title,
      description: body.description,
      dueDate: body.dueDate ?? null,
      createdBy: by,
      createdAt: now,
    });
    if (file)
      await repo.insertDocument(tx, {
        actionId,
        storageKey: file.key,
        fileName: file.originalName,
        mimeType: file.mime,
        size: file.size,
        uploadedBy: by,
        uploadedAt: now,
      });
    return actionId;
  });
  return actionById(ctx.db, monitoringProjectId, id);
}

async function actionById(db: DbOrTx, monitoringProjectId: number, id: number): Promise<TMonitoringAction> {
  const action = (await repo.actionsOf(db, monitoringProjectId)).find((a) => a.id === id);
  if (!action) throw notFound();
  return presentAction(action);
}

export async function checkActionInScope(db: DbOrTx, user: Caller, actionId: number) {
  const row = await repo.actionInScope(db, user, actionId);
  if (!row) throw notFound();
  return row;
}

export async function addDocument(
  ctx: MonitoringContext,
  user: Caller,
  actionId: number,
  file: StoredFile,
): Promise<TMonitoringAction> {
  const now = ctx.now();
  const action = await checkActionInScope(ctx.db, user, actionId);
  await repo.insertDocument(ctx.db, {
    actionId,
    storageKey: file.key,
    fileName: file.originalName,
    mimeType: file.mime,
    size: file.size,
    uploadedBy: Number(user.sub),
    uploadedAt: now,
  });
  return actionById(ctx.db, action.monitoringProjectId, actionId);
}

/** DELETE /monitoring-follow-up-actions/document-delete/{id}: the document leaves the action (its file removed by the route). */
export async function deleteDocument(ctx: ServiceContext, user: Caller, id: number): Promise<string> {
  const row = await repo.documentInScope(ctx.db, user, id);
  if (!row) throw notFound();
  await repo.markDocumentDeleted(ctx.db, id, ctx.now());
  return row.doc.storageKey;
}

export async function documentFile(ctx: ServiceContext, user: Caller, id: number) {
  const row = await repo.documentInScope(ctx.db, user, id);
  if (!row) throw notFound();
  return { key: row.doc.storageKey, name: row.doc.fileName, mime: row.doc.mimeType };
}

// ---- dashboard ------------------------------------------------------------------------------------------

/** The manager's dashboard (decision 066): 12 months around today, realised against planned, what to do. */
export async function dashboard(ctx: ServiceContext, user: Caller): Promise<TMonitoringDashboard> {
  const today = platformToday(ctx.now());
  const firstMonth = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  firstMonth.setUTCMonth(firstMonth.getUTCMonth() - 5);
  const months = Array.from({ length: 12 }, (_, i) => {
    const d = new Date(firstMonth);
    d.setUTCMonth(d.getUTCMonth() + i);
    return { month: d.toISOString().slice(0, 7), due: 0, overdue: 0, done: 0 };
  });
  const end = new Date(firstMonth);
  end.setUTCMonth(end.getUTCMonth() + 12);
  // The figures are SQL aggregates on the region's milestones (decision 107), by milestoneStatus's rules:
  // disabled ones never count; done ones in the month of their completion; open ones overdue before today.
  const [figures, planned, list] = await Promise.all([
    repo.dashboardFigures(ctx.db, user, {
      first: firstMonth.toISOString().slice(0, 10),
      end: end.toISOString().slice(0, 10),
      today,
      dueBy: addCalendarDays(today, MILESTONE_DUE_WINDOW_DAYS),
    }),
    repo.regionPlanned(ctx.db, user),
    repo.listProjects(ctx.db, user, { page: 0, size: 10, filter: 'LATE' }, today),
  ]);
  for (const row of figures.openMonths) {
    const month = months.find((x) => x.month === row.month);
    if (!month) continue;
    month.overdue += row.overdue;
    month.due += row.due;
  }
  for (const row of figures.doneMonths) {
    const month = months.find((x) => x.month === row.month);
    if (month) month.done += row.done;
  }
  return {
    months,
    investment: { planned: planned.investment, realised: figures.realised.investment },
    jobs: { planned: planned.jobs, realised: figures.realised.jobs },
    actions: figures.actions.map((a) => ({
      ...a,
      status: milestoneStatus(
        { disabled: false, actionCompleted: false, verificationExpectedDate: a.verificationExpectedDate },
        today,
      ),
    })),
    lateProjects: list.rows.map(({ validatedAt, ...r }) => ({ ...r, validated: validatedAt !== null })),
  };
}

// ---- the investor's read-only view ------------------------------------------------------------------------

/** GET /projects/{id}/monitoring: the milestones of the investor's own project (staff of its region too). */
export async function investorView(ctx: ServiceContext, user: Caller, projectId: number): Promise<TInvestorMonitoring> {
  const project = await findProject(ctx.db, user, projectId);
  if (!project) throw notFound();
  const id = await repo.monitoringOfOwnProject(ctx.db, projectId);
  if (id === undefined) return { monitored: false, procedures: [] };
  const procedures = await proceduresWithMilestones(ctx.db, id, platformToday(ctx.now()));
  return {
    monitored: true,
    procedures: procedures.map((p) => ({
      ...p,
      milestones: p.milestones
        .filter((m) => !m.disabled)
        .map((m) => ({ ...m, comments: '', attachment: null, commissionPv: null })),
    })),
  };
}

/** The monitoring project a procedure of it belongs to, in the caller's region (404 otherwise). */
export async function projectOfProcedure(db: DbOrTx, user: Caller, monitoringProjectProcedureId: number): Promise<number> {
  const id = await repo.projectOfProcedure(db, user, monitoringProjectProcedureId);
  if (id === undefined) throw notFound();
  return id;
}
