import { platformToday } from '@cri/shared/rules/morocco-clock';
import type {
  TPiafeExchange,
  TPiafeHolder,
  TPiafeProject,
  TPiafeProjectSheet,
  TPiafeStatistics,
  TPiafeTracking,
  ZPiafeExchangeCreate,
  ZPiafeHolderBody,
  ZPiafeProjectBody,
  ZPiafeQualificationBody,
  ZPiafeTrackingCreate,
  ZPiafeTrackingUpdate,
  ZPiafeVisitBody,
} from '@cri/shared/schemas/piafe';
import type { z } from 'zod';
import type { RequestContext, ServiceContext } from '../../core/service-context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import * as repo from './repository.ts';

type HolderBody = z.output<typeof ZPiafeHolderBody>;
type ProjectBody = z.output<typeof ZPiafeProjectBody>;
type QualificationBody = z.output<typeof ZPiafeQualificationBody>;
type TrackingUpdate = z.output<typeof ZPiafeTrackingUpdate>;
type TrackingCreate = z.output<typeof ZPiafeTrackingCreate>;

/** The advisor's region: a regional PIAFE advisor works in it only; a national one everywhere (decision 072). */
const scopeOf = (ctx: RequestContext): number | null => ctx.user.regionId;

const invalid = (field: string, messageKey: string) =>
  new AppError('VALIDATION_FAILED', { messageKey: 'errors.VALIDATION_FAILED', fieldErrors: [{ field, messageKey }] });

async function checkReferences(ctx: RequestContext, refs: repo.PlaceRefs) {
  const wrong = await repo.wrongReferences(ctx.db, refs);
  if (wrong.length)
    throw new AppError('VALIDATION_FAILED', {
      fieldErrors: wrong.map((field) => ({ field, messageKey: 'piafe.errors.referenceInvalid' })),
    });
}

function presentExchange(row: repo.ExchangeRow, advisorName: string | null): TPiafeExchange {
  return {
    id: row.id,
    holderId: row.holderId,
    projectId: row.projectId,
    regionId: row.regionId,
    exchangeDate: row.exchangeDate,
    contactType: row.contactType,
    place: row.place,
    interviewer: row.interviewer,
    durationMinutes: row.durationMinutes,
    needs: row.needs,
    needsOther: row.needsOther,
    services: row.services,
    servicesOther: row.servicesOther,
    orientedTo: row.orientedTo,
    completed: row.completedAt !== null,
    advisorName,
  };
}

async function presentHolder(db: repo.Conn, row: repo.HolderRow): Promise<TPiafeHolder> {
  const { createdAt: _c, updatedAt: _u, ...fields } = row;
  return {
    ...fields,
    identityType: row.identityType as TPiafeHolder['identityType'],
    lastExchange: await repo.lastExchangeOfHolder(db, row.id),
  };
}

function presentProject(row: repo.ProjectRow): TPiafeProject {
  const { createdAt: _c, updatedAt: _u, ...fields } = row;
  return fields;
}

function presentTracking(row: repo.TrackingRow): TPiafeTracking {
  const { createdAt: _c, updatedAt: _u, ...fields } = row;
  return { ...fields, yearResults: [...row.yearResults].sort((a, b) => a.year - b.year) };
}

async function exchangeInScope(ctx: RequestContext, id: number) {
  const row = await repo.findExchange(ctx.db, id, scopeOf(ctx));
  if (!row) throw notFound();
  return row;
}

// ——— exchanges (the steps) ———

/** Step 1, POST /piafe/exchange. */
export async function createExchange(ctx: RequestContext, body: z.output<typeof ZPiafeExchangeCreate>): Promise<TPiafeExchange> {
  if (body.exchangeDate > platformToday(ctx.now())) throw invalid('exchangeDate', 'piafe.errors.dateInFuture');
  const row = await repo.insertExchange(ctx.db, { ...body, advisorId: Number(ctx.user.sub), regionId: scopeOf(ctx) });
  return presentExchange(row, await repo.exchangeAdvisorName(ctx.db, row.id));
}

export async function getExchange(ctx: RequestContext, id: number): Promise<TPiafeExchange> {
  const row = await exchangeInScope(ctx, id);
  return presentExchange(row, await repo.exchangeAdvisorName(ctx.db, row.id));
}

export async function listExchanges(ctx: RequestContext, projectId: number): Promise<TPiafeExchange[]> {
  const project = await repo.findProject(ctx.db, projectId, scopeOf(ctx));
  if (!project) throw notFound();
  const rows = await repo.listExchanges(ctx.db, projectId, scopeOf(ctx));
  return rows.map((r) => presentExchange(r.exchange, r.advisorName));
}

function checkHolderRules(ctx: ServiceContext, body: HolderBody) {
  if (body.birthDate && body.birthDate > platformToday(ctx.now())) throw invalid('birthDate', 'piafe.errors.birthDateFuture');
}

/**
 * Step 2, PUT /piafe/exchange/{id}/project-holder: the holder of the identity number when one exists
 * (updated with what was typed), else a new one; never two holders for one identity.
 */
export async function saveExchangeHolder(ctx: RequestContext, id: number, body: HolderBody): Promise<TPiafeHolder> {
  checkHolderRules(ctx, body);
  await checkReferences(ctx, body);
  return ctx.db.transaction(async (tx) => {
    const exchange = await repo.findExchange(tx, id, scopeOf(ctx));
    if (!exchange) throw notFound();
    const holder = await repo.insertHolder(tx, body);
    if (exchange.projectId !== null && exchange.holderId !== holder.id) {
      // The exchange's project belongs to its holder: another identity on a later step is a new holder
      // of the same project only when the project moves too, which the spec does not name.
      const project = await repo.findProject(tx, exchange.projectId, null);
      if (project) await repo.updateProject(tx, project.id, { holderId: holder.id }, ctx.now());
    }
    await repo.updateExchange(tx, id, { holderId: holder.id }, ctx.now());
    return presentHolder(tx, holder);
  });
}

/** Step 3, PUT /piafe/exchange/{id}: creates the exchange's project, or updates it. */
export async function saveExchangeProject(ctx: RequestContext, id: number, body: ProjectBody): Promise<TPiafeProject> {
  const scope = scopeOf(ctx);
  if (scope !== null && body.regionId !== scope) throw invalid('regionId', 'piafe.errors.otherRegion');
  await checkReferences(ctx, body);
  return ctx.db.transaction(async (tx) => {
    const exchange = await repo.findExchange(tx, id, scope);
    if (!exchange) throw notFound();
    if (exchange.holderId === null) throw new AppError('CONFLICT', { messageKey: 'piafe.errors.holderFirst' });
    const project =
      exchange.projectId === null
        ? await repo.insertProject(tx, { ...body, holderId: exchange.holderId })
        : await repo.updateProject(tx, exchange.projectId, body, ctx.now());
    await repo.updateExchange(tx, id, { projectId: project.id, regionId: scope ?? project.regionId }, ctx.now());
    return presentProject(project);
  });
}

function qualificationValues(ctx: ServiceContext, body: QualificationBody) {
  if (body.exchangeDate > platformToday(ctx.now())) throw invalid('exchangeDate', 'piafe.errors.dateInFuture');
  return {
    ...body,
    needsOther: body.needs.includes('OTHER') ? body.needsOther : null,
    servicesOther: body.services.includes('OTHER') ? body.servicesOther : null,
    completedAt: ctx.now(),
  };
}

/**
 * PUT /piafe/exchange/{id}/visit: the exchange step modified on its own (decision 049): the visit's date, contact
 * type and place, whatever the later steps; the rest of the exchange is kept.
 */
export async function saveVisit(
  ctx: RequestContext,
  id: number,
  body: z.output<typeof ZPiafeVisitBody>,
): Promise<TPiafeExchange> {
  if (body.exchangeDate > platformToday(ctx.now())) throw invalid('exchangeDate', 'piafe.errors.dateInFuture');
  await exchangeInScope(ctx, id);
  const row = await repo.updateExchange(
    ctx.db,
    id,
    { exchangeDate: body.exchangeDate, contactType: body.contactType, place: body.place },
    ctx.now(),
  );
  return presentExchange(row, await repo.exchangeAdvisorName(ctx.db, row.id));
}

/** Step 4, PUT /piafe/exchange/{id}/qualification: the exchange is complete once qualified. */
export async function saveQualification(ctx: RequestContext, id: number, body: QualificationBody): Promise<TPiafeExchange> {
  const values = qualificationValues(ctx, body);
  const exchange = await exchangeInScope(ctx, id);
  if (exchange.projectId === null) throw new AppError('CONFLICT', { messageKey: 'piafe.errors.projectFirst' });
  const row = await repo.updateExchange(
    ctx.db,
    id,
    { ...values, completedAt: exchange.completedAt ?? values.completedAt },
    ctx.now(),
  );
  return presentExchange(row, await repo.exchangeAdvisorName(ctx.db, row.id));
}

/** PUT /piafe/exchange/{id}/add-visit: a new visit (a qualified exchange) with the same holder and project. */
export async function addVisit(ctx: RequestContext, id: number, body: QualificationBody): Promise<TPiafeExchange> {
  const values = qualificationValues(ctx, body);
  const exchange = await exchangeInScope(ctx, id);
  if (exchange.projectId === null || exchange.holderId === null)
    throw new AppError('CONFLICT', { messageKey: 'piafe.errors.projectFirst' });
  const row = await repo.insertExchange(ctx.db, {
    exchangeDate: values.exchangeDate,
    contactType: values.contactType,
    place: values.place,
    advisorId: Number(ctx.user.sub),
    regionId: exchange.regionId,
  });
  const done = await repo.updateExchange(
    ctx.db,
    row.id,
    { ...values, holderId: exchange.holderId, projectId: exchange.projectId },
    ctx.now(),
  );
  return presentExchange(done, await repo.exchangeAdvisorName(ctx.db, done.id));
}

// ——— holders and projects ———

/** GET /piafe/project-holder?identityType&identityNumber: the identity search. */
export async function searchHolder(ctx: RequestContext, identityType: string, identityNumber: string) {
  const row = await repo.findHolderByIdentity(ctx.db, identityType, identityNumber);
  return { holder: row ? await presentHolder(ctx.db, row) : null };
}

export async function getHolder(ctx: RequestContext, id: number): Promise<TPiafeHolder> {
  const row = await repo.findHolder(ctx.db, id);
  if (!row || !(await repo.holderInScope(ctx.db, id, scopeOf(ctx)))) throw notFound();
  return presentHolder(ctx.db, row);
}

export async function updateHolder(ctx: RequestContext, id: number, body: HolderBody): Promise<TPiafeHolder> {
  checkHolderRules(ctx, body);
  await checkReferences(ctx, body);
  const current = await repo.findHolder(ctx.db, id);
  if (!current || !(await repo.holderInScope(ctx.db, id, scopeOf(ctx)))) throw notFound();
  const other = await repo.findHolderByIdentity(ctx.db, body.identityType, body.identityNumber);
  if (other && other.id !== id)
    throw new AppError('CONFLICT', { fieldErrors: [{ field: 'identityNumber', messageKey: 'piafe.errors.identityTaken' }] });
  const row = await repo.updateHolder(ctx.db, id, body, ctx.now());
  if (!row) throw notFound();
  return presentHolder(ctx.db, row);
}

export async function getProjectSheet(ctx: RequestContext, id: number): Promise<TPiafeProjectSheet> {
  const project = await repo.findProject(ctx.db, id, scopeOf(ctx));
  if (!project) throw notFound();
  const holder = await repo.findHolder(ctx.db, project.holderId);
  if (!holder) throw notFound();
  const visits = await repo.listExchanges(ctx.db, id, null);
  const tracking = await repo.findTrackingOfProject(ctx.db, id);
  return {
    project: presentProject(project),
    holder: await presentHolder(ctx.db, holder),
    visits: visits.map((r) => presentExchange(r.exchange, r.advisorName)),
    tracking: tracking ? presentTracking(tracking) : null,
  };
}

export async function updateProject(ctx: RequestContext, id: number, body: ProjectBody): Promise<TPiafeProject> {
  const scope = scopeOf(ctx);
  if (scope !== null && body.regionId !== scope) throw invalid('regionId', 'piafe.errors.otherRegion');
  await checkReferences(ctx, body);
  const project = await repo.findProject(ctx.db, id, scope);
  if (!project) throw notFound();
  return presentProject(await repo.updateProject(ctx.db, id, body, ctx.now()));
}

export async function searchProjects(ctx: RequestContext, query: repo.ProjectSearch) {
  return repo.searchProjects(ctx.db, query, scopeOf(ctx));
}

// ——— tracking ———

function trackingValues(body: TrackingUpdate) {
  return {
    ...body,
    fundingAmount: body.fundingResult === 'OBTAINED' ? body.fundingAmount : null,
    rejectionReason: body.fundingResult === 'REJECTED' ? body.rejectionReason : null,
  };
}

/** POST /piafe/tracking: the project's tracking, from one of its exchanges (one per project). */
export async function createTracking(ctx: RequestContext, body: TrackingCreate): Promise<TPiafeTracking> {
  const { exchangeId, ...rest } = body;
  const exchange = await exchangeInScope(ctx, exchangeId);
  if (exchange.projectId === null) throw new AppError('CONFLICT', { messageKey: 'piafe.errors.projectFirst' });
  const row = await repo.insertTracking(ctx.db, { ...trackingValues(rest), exchangeId, projectId: exchange.projectId });
  if (!row) throw new AppError('CONFLICT', { messageKey: 'piafe.errors.trackingExists' });
  return presentTracking(row);
}

export async function updateTracking(ctx: RequestContext, id: number, body: TrackingUpdate): Promise<TPiafeTracking> {
  const tracking = await repo.findTracking(ctx.db, id);
  if (!tracking || !(await repo.findProject(ctx.db, tracking.projectId, scopeOf(ctx)))) throw notFound();
  return presentTracking(await repo.updateTracking(ctx.db, id, trackingValues(body), ctx.now()));
}

// ——— statistics and advisors ———

export async function statistics(ctx: RequestContext, range: repo.StatisticsRange): Promise<TPiafeStatistics> {
  return repo.statistics(ctx.db, range, scopeOf(ctx));
}

export const listAdvisors = (ctx: ServiceContext) => repo.listPiafeAdvisors(ctx.db);
