import type { CommissionDecision } from '@cri/shared/enums/commission-decisions';
import type { ProjectPhase } from '@cri/shared/enums/project-phases';
import { hasPermission } from '@cri/shared/permissions';
import { decisionTiming, procedureStateAfter, votingSeats } from '@cri/shared/rules/commission';
import { platformWallClock } from '@cri/shared/rules/morocco-clock';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import type {
  CommissionKind,
  TCommission,
  TCommissionDecision,
  TCommissionPresenceRequest,
  TCommissionSession,
  ZCommissionAnswerRequest,
  ZCommissionOpinionRequest,
} from '@cri/shared/schemas/commission';
import type { z } from 'zod';
import { recordPhase } from '../../core/project-lifecycle/phases.ts';
import { lockProjectRow } from '../../core/project-lifecycle/project-lock.ts';
import type { ServiceContext } from '../../core/service-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { translate } from '../../lib/i18n.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { recordOpinion } from '../indicators/stays.ts';
import { openMonitoringProject } from '../monitoring/service.ts';
import { notify } from '../notifications/notify.ts';
import { presentCommission } from './presenter.ts';
import * as repo from './repository.ts';

type Caller = Pick<TAccessClaims, 'sub' | 'roles' | 'regionId'>;

/** A programmed file waits for its commission in these phases (sharing after programming keeps the session). */
const DECIDABLE_PHASES: readonly ProjectPhase[] = ['SCHEDULED', 'SHARED_TO_CRUI_MEMBERS'];
const isProgrammed = (p: repo.CommissionProject): p is repo.CommissionProject & { cruiDate: string } =>
  p.cruiDate !== null && p.latestPhase !== null && DECIDABLE_PHASES.includes(p.latestPhase);

/**
 * The reserves of a favourable-with-reserves decision may be lifted after the initial decision and after
 * the gracious re-examination (issue 15, decision 048): the latest commission carries the choice.
 */
const RESERVES_PHASES: readonly ProjectPhase[] = ['REVIEWED_IN_CRUI', 'RECOURSE_REVIEWED_CRUI'];

const conflict = (
  code: 'COMMISSION_NOT_PROGRAMMED' | 'COMMISSION_SESSION_NOT_STARTED' | 'COMMISSION_ALREADY_DECIDED' | 'COMMISSION_NO_RESERVES',
  key: string,
) => new AppError(code, { messageKey: `commission.errors.${key}` });

async function projectOr404(db: DbOrTx, user: Caller, projectId: number) {
  const project = await repo.findProject(db, user, projectId);
  if (!project) throw notFound();
  return project;
}

export async function withSeats(db: DbOrTx, c: repo.CommissionRecord): Promise<TCommission> {
  return presentCommission(c, await repo.seatsOf(db, [c.id]));
}

/** Records who votes: one member per administration (rules/commission.ts votingSeats). */
async function recomputeVoting(tx: DbOrTx, commissionId: number): Promise<void> {
  const seats = await repo.seatsOf(tx, [commissionId]);
  const voting = votingSeats(seats.map((s) => ({ ...s, isFocalMember: s.isFocalMember ?? false })));
  for (const s of seats) if (s.isVoting !== voting.has(s.id)) await repo.updateSeat(tx, s.id, { isVoting: voting.has(s.id) });
}

/**
 * The commission of the file's session, opened if needed, with the members of the administrations the file
 * is shared with seated (members of an administration shared later join at the next change). Call under
 * the project lock, in the transaction of the change.
 */
async function ensureSession(tx: DbOrTx, project: repo.CommissionProject & { cruiDate: string }, at: Date) {
  await repo.insertCommission(tx, { projectId: project.id, date: project.cruiDate, kind: 'INITIAL_DECISION', at });
  const commission = await repo.sessionCommission(tx, project.id, project.cruiDate);
  if (!commission) throw new Error('commission not opened');
  if (commission.choice === null) {
    const shared = await repo.sharedMembers(tx, project.id, project.regionId);
    await repo.insertSeats(
      tx,
      commission.id,
      shared.map((m) => ({ userId: m.userId, administrationId: m.administrationId, source: 'SHARED' as const })),
    );
    await recomputeVoting(tx, commission.id);
  }
  return commission;
}

/** Re-reads the project under the lock and checks it still waits for its decision. */
async function lockProgrammed(tx: DbOrTx, user: Caller, projectId: number) {
  await lockProjectRow(tx, projectId);
  const project = await projectOr404(tx, user, projectId);
  if (!isProgrammed(project)) {
    const decided = project.cruiDate !== null && (await repo.sessionCommission(tx, project.id, project.cruiDate))?.choice;
    throw decided
      ? conflict('COMMISSION_ALREADY_DECIDED', 'alreadyDecided')
      : conflict('COMMISSION_NOT_PROGRAMMED', 'notProgrammed');
  }
  return project;
}

/** GET /projects/{id}/commission-session: the page of the session for the advisor and the members. */
export async function session(ctx: ServiceContext, user: Caller, projectId: number): Promise<TCommissionSession> {
  const project = await projectOr404(ctx.db, user, projectId);
  const record = project.cruiDate
    ? await repo.sessionCommission(ctx.db, project.id, project.cruiDate)
    : await repo.latestCommission(ctx.db, project.id);
  const commission = record ? await withSeats(ctx.db, record) : null;
  const programmed = isProgrammed(project);
  const undecided = !commission?.choice;
  const timing = decisionTiming(project.cruiDate, platformWallClock(ctx.now()).date);
  const decides = hasPermission(user.roles, 'decide:project');
  const manage = decides && programmed && undecided;
  const me = commission?.members.find((m) => m.userId === Number(user.sub)) ?? null;
  let mayOpine = false;
  if (hasPermission(user.roles, 'give:commission-opinion') && programmed && undecided) {
    mayOpine =
      me !== null || (await repo.sharedMembers(ctx.db, project.id, project.regionId)).some((m) => m.userId === Number(user.sub));
  }
  const seated = new Set(commission?.members.map((m) => m.userId) ?? []);
  const addable = manage ? (await repo.regionMembers(ctx.db, project.regionId)).filter((m) => !seated.has(m.userId)) : [];
  return {
    project: {
      id: project.id,
      name: project.name,
      reference: project.reference,
      cruiDate: project.cruiDate,
      latestPhase: project.latestPhase,
    },
    commission,
    addableMembers: addable.map(({ administrationId: _a, ...m }) => m),
    me,
    abilities: {
      manage,
      decide: manage && timing === 'open',
      beforeSession: programmed && timing === 'beforeSession',
      giveOpinion: mayOpine,
      raiseReservation:
        decides &&
        RESERVES_PHASES.includes(project.latestPhase ?? 'DRAFT') &&
        commission?.choice === 'FAVORABLE_WITH_RESTRICTIONS' &&
        commission.reservationsLiftedAt === null,
    },
  };
}

/**
 * PUT /projects/{id}/add-cruimember-to-project: opens the session's commission (members of the shared
 * administrations seated) and seats the CRUI members of the region the advisor chose.
 */
export async function addMembers(ctx: ServiceContext, input: { user: Caller; projectId: number; userIds: number[] }) {
  const { user, projectId } = input;
  await ctx.db.transaction(async (tx) => {
    const project = await lockProgrammed(tx, user, projectId);
    const region = new Map((await repo.regionMembers(tx, project.regionId)).map((m) => [m.userId, m]));
    const unknown = input.userIds.findIndex((id) => !region.has(id));
    if (unknown >= 0)
      throw new AppError('VALIDATION_FAILED', {
        messageKey: 'commission.errors.unknownMember',
        fieldErrors: [{ field: `userIds.${unknown}`, messageKey: 'commission.errors.unknownMember' }],
      });
    const commission = await ensureSession(tx, project, ctx.now());
    await repo.insertSeats(
      tx,
      commission.id,
      [...new Set(input.userIds)].map((id) => ({
        userId: id,
        administrationId: region.get(id)?.administrationId ?? null,
        source: 'ADDED' as const,
      })),
    );
    await recomputeVoting(tx, commission.id);
  });
  return session(ctx, user, projectId);
}

/** PUT /commission/{id}/members/{userId}: presence and conflict of interest, before the decision. */
export async function setPresence(
  ctx: ServiceContext,
  input: { user: Caller; commissionId: number; memberUserId: number; body: TCommissionPresenceRequest },
): Promise<TCommission> {
  const { user, commissionId, body } = input;
  const found = await repo.commissionById(ctx.db, user, commissionId);
  if (!found) throw notFound();
  await ctx.db.transaction(async (tx) => {
    await lockProjectRow(tx, found.projectId);
    const current = await repo.commissionById(tx, user, commissionId);
    if (!current) throw notFound();
    if (current.choice !== null) throw conflict('COMMISSION_ALREADY_DECIDED', 'alreadyDecided');
    const seat = (await repo.seatsOf(tx, [commissionId])).find((s) => s.userId === input.memberUserId);
    if (!seat) throw notFound();
    await repo.updateSeat(tx, seat.id, {
      ...(body.attended === undefined ? {} : { attended: body.attended }),
      ...(body.conflictOfInterest === undefined ? {} : { conflictOfInterest: body.conflictOfInterest }),
    });
    await recomputeVoting(tx, commissionId);
  });
  const after = await repo.commissionById(ctx.db, user, commissionId);
  if (!after) throw notFound();
  return withSeats(ctx.db, after);
}

/**
 * PUT /projects/{id}/commission-opinion: a CRUI member of an administration the file is shared with (or
 * seated by the advisor) records their opinion on the programmed file, until the decision.
 */
export async function giveOpinion(
  ctx: ServiceContext,
  input: { user: Caller; projectId: number; body: z.output<typeof ZCommissionOpinionRequest> },
): Promise<TCommissionSession> {
  const { user, projectId, body } = input;
  const me = Number(user.sub);
  await ctx.db.transaction(async (tx) => {
    const project = await lockProgrammed(tx, user, projectId);
    const commission = await ensureSession(tx, project, ctx.now());
    const seat = (await repo.seatsOf(tx, [commission.id])).find((s) => s.userId === me);
    if (!seat) throw new AppError('COMMISSION_NOT_A_MEMBER', { messageKey: 'commission.errors.notAMember' });
    await repo.updateSeat(tx, seat.id, { opinion: body.opinion, opinionComment: body.comment, opinionAt: ctx.now() });
    // The first opinion of the member's administration ends its hold on the file (decision 090).
    await recordOpinion(tx, { projectId, administrationId: seat.administrationId, at: ctx.now() });
  });
  return session(ctx, user, projectId);
}

const advisorName = async (db: DbOrTx, id: number) => {
  const u = await repo.userById(db, id);
  return u ? `${u.firstName} ${u.lastName}`.trim() : '';
};

/**
 * PUT /projects/{id}/commission-answer: the advisor records the decision of the session, on the day of
 * the session or after. In one transaction: the commission, the REVIEWED_IN_CRUI phase with the choice,
 * comments and recommendation (seen by the investor), the procedures' state, the investor's mail and
 * notification. Refusals change nothing.
 */
export async function answer(
  ctx: ServiceContext,
  input: { user: Caller; projectId: number; body: z.output<typeof ZCommissionAnswerRequest> },
): Promise<TCommission> {
  const { user, projectId, body } = input;
  const now = ctx.now();
  const by = Number(user.sub);
  const id = await ctx.db.transaction(async (tx) => {
    const project = await lockProgrammed(tx, user, projectId);
    if (decisionTiming(project.cruiDate, platformWallClock(now).date) !== 'open')
      throw conflict('COMMISSION_SESSION_NOT_STARTED', 'beforeSession');
    const commission = await ensureSession(tx, project, now);
    await recordDecision(tx, ctx, { project, commissionId: commission.id, body, by, at: now });
    return commission.id;
  });
  const after = await repo.commissionById(ctx.db, user, id);
  if (!after) throw notFound();
  return withSeats(ctx.db, after);
}

/**
 * Records a commission's decision on a file (the regional session's and the national commission's, decision
 * 050): the commission row, the REVIEWED_IN_CRUI phase with its metadata, the procedures' states and the
 * investor's notice. Inside the caller's transaction, the file's row locked.
 */
export async function recordDecision(
  tx: DbOrTx,
  ctx: ServiceContext,
  input: {
    project: Parameters<typeof tellInvestor>[2]['project'];
    commissionId: number;
    body: z.output<typeof ZCommissionAnswerRequest>;
    by: number;
    at: Date;
    /** The national commission's decision (decision 050) starts its monitoring as such (decision 065). */
    national?: boolean;
  },
): Promise<void> {
  const { project, commissionId, body, by, at: now } = input;
  const projectId = project.id;
  await repo.updateCommission(tx, commissionId, {
    choice: body.decision,
    commentsForInvestor: body.commentsForInvestor,
    commissionRecommendation: body.commissionRecommendation,
    decidedBy: by,
    decidedAt: now,
  });
  await recordPhase(tx, {
    projectId,
    title: 'REVIEWED_IN_CRUI',
    by,
    at: now,
    visibleToInvestor: true,
    metadata: [
      { name: 'COMMISSION_CHOICE', value: body.decision },
      { name: 'COMMENTS_FOR_INVESTOR', value: body.commentsForInvestor },
      { name: 'COMMISSION_RECOMMENDATION', value: body.commissionRecommendation },
    ],
  });
  const state = procedureStateAfter(body.decision);
  if (state) await repo.setProcedureStates(tx, projectId, state);
  // Issue 18, decision 065: a favourable decision makes the file a monitoring project, in this transaction.
  await openMonitoringProject(tx, {
    projectId,
    decision: body.decision,
    origin: input.national ? 'NATIONAL_DECISION' : 'INITIAL_DECISION',
    at: now,
  });
  await tellInvestor(tx, ctx, {
    project,
    decision: body.decision,
    comments: body.commentsForInvestor,
    recommendation: body.commissionRecommendation,
  });
}

export async function tellInvestor(
  tx: DbOrTx,
  ctx: ServiceContext,
  d: { project: repo.CommissionProject; decision: CommissionDecision; comments: string; recommendation: string },
): Promise<void> {
  const investor = await repo.userById(tx, d.project.userId);
  const path = `/projects/${d.project.id}`;
  if (investor)
    await enqueueMail(tx, {
      to: investor.email,
      template: 'commissionDecision',
      params: {
        firstName: investor.firstName,
        projectName: d.project.name,
        reference: d.project.reference ?? '',
        'decision:fr': translate(`projects.decisions.${d.decision}`, 'fr'),
        'decision:ar': translate(`projects.decisions.${d.decision}`, 'ar'),
        comments: d.comments || '—',
        recommendation: d.recommendation || '—',
        link: ctx.link(path),
      },
    });
  await notify(tx, {
    userId: d.project.userId,
    titleKey: 'commission.notifications.decided.title',
    bodyKey: 'commission.notifications.decided.body',
    params: { projectName: d.project.name },
    link: path,
    projectId: d.project.id,
  });
}

/**
 * PUT /projects/{id}/raise-reservation: the advisor confirms the reserves of a favourable-with-reserves
 * decision are lifted (phase RAISE_RESERVATION_CONFIRMED, who and when); the session's members are told
 * in the portal and by mail.
 */
export async function raiseReservation(ctx: ServiceContext, input: { user: Caller; projectId: number }): Promise<TCommission> {
  const { user, projectId } = input;
  const now = ctx.now();
  const by = Number(user.sub);
  const id = await ctx.db.transaction(async (tx) => {
    await lockProjectRow(tx, projectId);
    const project = await projectOr404(tx, user, projectId);
    const commission = await repo.latestCommission(tx, projectId);
    if (
      !RESERVES_PHASES.includes(project.latestPhase ?? 'DRAFT') ||
      !commission ||
      commission.choice !== 'FAVORABLE_WITH_RESTRICTIONS' ||
      commission.reservationsLiftedAt !== null
    )
      throw conflict('COMMISSION_NO_RESERVES', 'noReserves');
    const owner = await advisorName(tx, by);
    await recordPhase(tx, {
      projectId,
      title: 'RAISE_RESERVATION_CONFIRMED',
      by,
      at: now,
      visibleToInvestor: true,
      metadata: [
        { name: 'RAISE_RESERVATION_OWNER_NAME', value: owner },
        { name: 'RAISE_RESERVATION_DATE', value: platformWallClock(now).date },
      ],
    });
    await repo.updateCommission(tx, commission.id, { reservationsLiftedBy: by, reservationsLiftedAt: now });
    const path = `/projects/${projectId}`;
    for (const seat of await repo.seatsOf(tx, [commission.id])) {
      await notify(tx, {
        userId: seat.userId,
        titleKey: 'commission.notifications.reservesLifted.title',
        bodyKey: 'commission.notifications.reservesLifted.body',
        params: { projectName: project.name },
        link: path,
        projectId,
      });
      await enqueueMail(tx, {
        to: seat.email,
        template: 'reservationsLifted',
        params: {
          firstName: seat.firstName,
          projectName: project.name,
          reference: project.reference ?? '',
          link: ctx.link(path),
        },
      });
    }
    return commission.id;
  });
  const after = await repo.commissionById(ctx.db, user, id);
  if (!after) throw notFound();
  return withSeats(ctx.db, after);
}

/** GET /commission?projectId: the file's latest commission. */
export async function ofProject(ctx: ServiceContext, user: Caller, projectId: number): Promise<TCommission> {
  await projectOr404(ctx.db, user, projectId);
  const c = await repo.latestCommission(ctx.db, projectId);
  if (!c) throw notFound();
  return withSeats(ctx.db, c);
}

/** GET /commission/{id}. */
export async function byId(ctx: ServiceContext, user: Caller, id: number): Promise<TCommission> {
  const c = await repo.commissionById(ctx.db, user, id);
  if (!c) throw notFound();
  return withSeats(ctx.db, c);
}

/** GET /commission/decisions?projectId: the decisions taken on the file, oldest first. */
export async function decisions(ctx: ServiceContext, user: Caller, projectId: number): Promise<TCommissionDecision[]> {
  await projectOr404(ctx.db, user, projectId);
  const rows = await repo.decidedCommissions(ctx.db, projectId);
  return rows.flatMap((c) => {
    if (c.choice === null) return [];
    const { members: _m, ...rest } = presentCommission(c, []);
    return [{ ...rest, choice: c.choice }];
  });
}

/** The kind of the file's latest commission (null when none was recorded), for the appeals module. */
export async function latestCommissionKind(db: DbOrTx, projectId: number): Promise<CommissionKind | null> {
  return (await repo.latestCommission(db, projectId))?.kind ?? null;
}

/**
 * The commission of an appeal's decision (issue 15, decision 048): kind GRACIOUS_RECOURSE_DECISION or
 * MINISTERIAL_RECOURSE_DECISION, dated the day of the decision, with its choice, comments and
 * recommendation, so the decisions list, the reserves lifting and the gracious-form rules read it like the
 * initial one. The caller holds the project lock.
 */
export async function recordRecourseCommission(
  tx: DbOrTx,
  d: {
    projectId: number;
    kind: Extract<CommissionKind, 'GRACIOUS_RECOURSE_DECISION' | 'MINISTERIAL_RECOURSE_DECISION'>;
    date: string;
    choice: CommissionDecision;
    commentsForInvestor: string;
    commissionRecommendation: string;
    by: number;
    at: Date;
  },
): Promise<void> {
  await repo.insertCommission(tx, { projectId: d.projectId, date: d.date, kind: d.kind, at: d.at });
  const row = await repo.sessionCommission(tx, d.projectId, d.date, d.kind);
  if (!row) throw new Error('recourse commission not stored');
  await repo.updateCommission(tx, row.id, {
    choice: d.choice,
    commentsForInvestor: d.commentsForInvestor,
    commissionRecommendation: d.commissionRecommendation,
    decidedBy: d.by,
    decidedAt: d.at,
  });
}
