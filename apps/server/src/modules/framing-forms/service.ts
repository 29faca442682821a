import type { TFieldError } from '@cri/shared/errors';
import { FRAMING_FORM_DAILY_LIMIT, FRAMING_FORM_PAGE_SIZE } from '@cri/shared/limits';
import { hasPermission } from '@cri/shared/permissions';
import { secondsUntilPlatformMidnight, startOfPlatformDay } from '@cri/shared/rules/morocco-clock';
import { type RecommendationAnswers, recommendProcedures } from '@cri/shared/rules/procedure-recommendation';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import type {
  TAssignFramingFormRequest,
  TCreateProjectFromFramingFormRequest,
  TFramingForm,
  TFramingFormFields,
  TFramingFormListQuery,
  TFramingFormSummary,
  TRecommendedProcedure,
  TSaveFramingFormResponse,
  ZSaveFramingFormRequest,
} from '@cri/shared/schemas/framing-forms';
import type { z } from 'zod';
import { recordPhase } from '../../core/project-lifecycle/phases.ts';
import type { ServiceContext } from '../../core/service-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { checkCaptcha } from '../auth/captcha.ts';
import * as repo from './repository.ts';

/** The first step is checked by captcha, so the questionnaire needs the test answer beside the service context. */
export interface FramingFormsContext extends ServiceContext {
  /** CAPTCHA_TEST_ANSWER (tests and demos; config/env.ts refuses it in production). */
  captchaTestAnswer: string | undefined;
}
type SaveBody = z.output<typeof ZSaveFramingFormRequest>;
const userIdOf = (user: TAccessClaims): number => Number(user.sub);
const field = (name: string, key: string): TFieldError => ({ field: `framingForm.${name}`, messageKey: key });

/** The answers must point to reference rows that exist and fit together (the sector tree, a deployed region). */
async function checkReferences(db: DbOrTx, f: TFramingFormFields): Promise<void> {
  const refs = await repo.findReferences(db, f);
  const errors: TFieldError[] = [];
  const sector = (id: number | null) => refs.sectorRows.find((r) => r.id === id);
  const top = sector(f.sectorId);
  const category = sector(f.categoryId);
  if (top?.level !== 'SECTOR') errors.push(field('sectorId', 'framingForms.validation.unknownChoice'));
  if (category?.level !== 'CATEGORY' || category.parentId !== f.sectorId)
    errors.push(field('categoryId', 'framingForms.validation.unknownChoice'));
  if (f.subcategoryId !== null) {
    const sub = sector(f.subcategoryId);
    if (sub?.level !== 'SUBCATEGORY' || sub.parentId !== f.categoryId)
      errors.push(field('subcategoryId', 'framingForms.validation.unknownChoice'));
  }
  if (!refs.familyExists) errors.push(field('legalFormFamilyId', 'framingForms.validation.unknownChoice'));
  if (f.vocationId !== null && !refs.vocationExists) errors.push(field('vocationId', 'framingForms.validation.unknownChoice'));
  if (!refs.region?.deployed) errors.push(field('regionId', 'framingForms.validation.regionNotDeployed'));
  if (errors.length > 0) throw new AppError('VALIDATION_FAILED', { fieldErrors: errors });
}

/** Land answers are kept only when land is needed, so a later "no" does not leave stale ranges behind. */
const normalised = (f: TFramingFormFields): TFramingFormFields =>
  f.landNeeded
    ? f
    : {
        ...f,
        minAreaHa: null,
        maxAreaHa: null,
        vocationId: null,
        assignmentType: null,
        budgetMinPerM2: null,
        budgetMaxPerM2: null,
      };

/** POST /framing-forms/create-first-step: captcha, then the daily maximum counted in the database. */
export async function createFirstStep(
  ctx: FramingFormsContext,
  user: TAccessClaims,
  body: SaveBody,
): Promise<TSaveFramingFormResponse> {
  const now = ctx.now();
  await checkReferences(ctx.db, body.framingForm);
  await checkCaptcha(ctx.db, body.captcha, { now, testAnswer: ctx.captchaTestAnswer });
  const userId = userIdOf(user);
  return ctx.db.transaction(async (tx) => {
    await repo.lockUser(tx, userId);
    const done = await repo.countCreatedSince(tx, userId, startOfPlatformDay(now));
    if (done >= FRAMING_FORM_DAILY_LIMIT)
      throw new AppError('TOO_MANY_REQUESTS', { headers: { 'retry-after': String(secondsUntilPlatformMidnight(now)) } });
    const id = await repo.insertFramingForm(tx, { ...normalised(body.framingForm), userId, now });
    return { id, appointmentId: null };
  });
}

/** PUT /framing-forms/update-first-step/{id}: the investor's own questionnaire, until a project is made of it. */
export async function updateFirstStep(
  ctx: FramingFormsContext,
  user: TAccessClaims,
  id: number,
  body: SaveBody,
): Promise<TSaveFramingFormResponse> {
  const form = await repo.findFramingForm(ctx.db, user, id);
  if (!form) throw notFound();
  if (form.projectId !== null) throw new AppError('CONFLICT', { messageKey: 'errors.FRAMING_FORM_HAS_PROJECT' });
  await checkReferences(ctx.db, body.framingForm);
  await checkCaptcha(ctx.db, body.captcha, { now: ctx.now(), testAnswer: ctx.captchaTestAnswer });
  await repo.updateFramingForm(ctx.db, id, { ...normalised(body.framingForm), now: ctx.now() });
  return { id, appointmentId: await repo.latestAppointmentId(ctx.db, id) };
}

/** PUT /framing-forms/{id}: staff of the region assign it to an active advisor of the same region. */
export async function assignFramingForm(
  ctx: FramingFormsContext,
  user: TAccessClaims,
  id: number,
  body: TAssignFramingFormRequest,
): Promise<TSaveFramingFormResponse> {
  const form = await repo.findFramingForm(ctx.db, user, id);
  if (!form) throw notFound();
  const advisor = await repo.findAdvisor(ctx.db, body.advisorId);
  if (!advisor?.active || advisor.regionId !== form.regionId)
    throw new AppError('VALIDATION_FAILED', {
      fieldErrors: [{ field: 'advisorId', messageKey: 'framingForms.validation.advisorNotInRegion' }],
    });
  if (body.framingForm) await checkReferences(ctx.db, body.framingForm);
  const answers = body.framingForm ? { ...normalised(body.framingForm), regionId: form.regionId } : {};
  await repo.updateFramingForm(ctx.db, id, { ...answers, advisorId: advisor.id, now: ctx.now() });
  return { id, appointmentId: form.appointmentId };
}

const iso = (d: Date): string => d.toISOString();

function present(row: repo.FramingFormRow, user: TAccessClaims): TFramingForm {
  const { userId, createdAt, updatedAt, ...rest } = row;
  const owner = repo.isInvestor(user) && userId === userIdOf(user);
  const open = owner && row.projectId === null;
  return {
    ...(rest as unknown as Omit<TFramingForm, 'createdAt' | 'updatedAt' | 'abilities'>),
    createdAt: iso(createdAt),
    updatedAt: iso(updatedAt),
    abilities: { edit: open, createProject: open, assign: hasPermission(user.roles, 'assign:framing-form') },
  };
}

export async function getFramingForm(db: DbOrTx, user: TAccessClaims, id: number): Promise<TFramingForm> {
  const row = await repo.findFramingForm(db, user, id);
  if (!row) throw notFound();
  return present(row, user);
}

/** GET /framing-forms: the whole list, or one page of it when `page` is given (with the page count). */
export async function listFramingForms(
  db: DbOrTx,
  user: TAccessClaims,
  query: TFramingFormListQuery,
): Promise<{ rows: TFramingFormSummary[]; pageCount: number | null }> {
  const size = query.size ?? FRAMING_FORM_PAGE_SIZE;
  const { rows, total } = await repo.listFramingForms(db, user, {
    regionId: query.regionId,
    ...(query.page === undefined ? {} : { page: { index: query.page, size } }),
  });
  return {
    rows: rows.map((r) => ({ ...r, createdAt: iso(r.createdAt) })),
    pageCount: total === null ? null : Math.ceil(total / size),
  };
}

const answersOf = (row: repo.FramingFormRow): RecommendationAnswers | null => {
  const { investorType, legalFormFamilyId, sectorId, categoryId, totalInvestedAmount, advancementStage, landSituation } = row;
  if (
    investorType === null ||
    legalFormFamilyId === null ||
    sectorId === null ||
    categoryId === null ||
    totalInvestedAmount === null ||
    advancementStage === null ||
    landSituation === null
  )
    return null; // a row made by another module without its answers: nothing to recommend
  return {
    investorType,
    legalFormFamilyId,
    sectorId,
    categoryId,
    subcategoryId: row.subcategoryId,
    totalInvestedAmount,
    advancementStage,
    landSituation,
    landNeeded: row.landNeeded,
    minAreaHa: row.minAreaHa,
    vocationId: row.vocationId,
    assignmentType: row.assignmentType,
    constructionNeeded: row.constructionNeeded,
  };
};

/** GET /framing-forms/{id}/recommended-procedures: the rules of the database, evaluated by the shared rule. */
export async function recommendedProcedures(db: DbOrTx, user: TAccessClaims, id: number): Promise<TRecommendedProcedure[]> {
  const row = await repo.findFramingForm(db, user, id);
  if (!row) throw notFound();
  const answers = answersOf(row);
  if (!answers) return [];
  const [rules, active] = await Promise.all([repo.findActiveRules(db), repo.findActiveProcedures(db)]);
  const byId = new Map(active.map((p) => [p.id, p]));
  return recommendProcedures(rules, answers, new Set(byId.keys())).flatMap(({ procedureId, reasons }) => {
    const procedure = byId.get(procedureId);
    return procedure
      ? [{ ...procedure, reasons: reasons.map(({ ruleId, reasonFr, reasonAr }) => ({ ruleId, reasonFr, reasonAr })) }]
      : [];
  });
}

/** POST /framing-forms/{id}/create-project: one project per questionnaire, with active procedures only. */
export async function createProject(
  ctx: FramingFormsContext,
  user: TAccessClaims,
  id: number,
  body: TCreateProjectFromFramingFormRequest,
): Promise<{ projectId: number }> {
  const form = await repo.findFramingForm(ctx.db, user, id);
  if (!form) throw notFound();
  const active = await repo.findActiveProcedures(ctx.db, body.procedureIds);
  if (active.length !== body.procedureIds.length)
    throw new AppError('VALIDATION_FAILED', {
      fieldErrors: [{ field: 'procedureIds', messageKey: 'framingForms.validation.procedureNotActive' }],
    });
  return ctx.db.transaction(async (tx) => {
    await repo.lockFramingForm(tx, id);
    if ((await repo.projectOf(tx, id)) !== null)
      throw new AppError('CONFLICT', { messageKey: 'errors.FRAMING_FORM_HAS_PROJECT' });
    const projectId = await repo.insertProject(
      tx,
      {
        name: form.projectName,
        userId: form.userId,
        regionId: form.regionId,
        advisorId: form.advisorId,
        framingFormId: id,
        now: ctx.now(),
      },
      body.procedureIds,
    );
    await recordPhase(tx, { projectId, title: 'DRAFT', by: Number(user.sub), at: ctx.now() });
    return { projectId };
  });
}
