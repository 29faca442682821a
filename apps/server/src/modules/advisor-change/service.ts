import { mayDecideAdvisorChange, newAdvisorRefusal } from '@cri/shared/rules/advisor-change';
import type {
  AdvisorChangeStatus,
  TAdvisorChangeRequest,
  TAdvisorChangeRequestDetail,
  ZAdvisorChangeDecision,
  ZCreateAdvisorChangeRequest,
} from '@cri/shared/schemas/advisor-change';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import type { z } from 'zod';
import { lockProjectRow } from '../../core/project-lifecycle/project-lock.ts';
import type { ServiceContext } from '../../core/service-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { translate } from '../../lib/i18n.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { notify } from '../notifications/notify.ts';
import { presentRequest } from './presenter.ts';
import * as repo from './repository.ts';

type Caller = Pick<TAccessClaims, 'sub' | 'roles' | 'regionId' | 'advisorId'>;

/** A unique violation (the one-pending-request index), however the driver wraps it. */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) if ((e as { code?: string }).code === '23505') return true;
  return false;
}

/** What the caller reads: the advisor his own requests, a director his region's, anyone else nothing. */
async function scopeOf(db: DbOrTx, user: Caller): Promise<repo.Scope | null> {
  if (user.roles.includes('ROLE_ADVISOR')) return { kind: 'requester', userId: Number(user.sub) };
  if (!user.roles.includes('ROLE_CRUI_MEMBER')) return null;
  const director = await repo.directorOf(db, Number(user.sub));
  if (!director?.isDirector || director.regionId === null || director.regionId !== user.regionId) return null;
  return { kind: 'region', regionId: director.regionId };
}

/** GET /advisor-change-requests?status. */
export async function list(ctx: ServiceContext, user: Caller, status?: AdvisorChangeStatus): Promise<TAdvisorChangeRequest[]> {
  const scope = await scopeOf(ctx.db, user);
  if (!scope) return [];
  return (await repo.listRequests(ctx.db, scope, status)).map(presentRequest);
}

/** GET /advisor-change-requests/{id}: 404 outside the caller's scope (another region's, another advisor's). */
export async function detail(ctx: ServiceContext, user: Caller, id: number): Promise<TAdvisorChangeRequestDetail> {
  const scope = await scopeOf(ctx.db, user);
  const row = scope ? await repo.findRequest(ctx.db, scope, id) : undefined;
  if (!row || !scope) throw notFound();
  const decide = scope.kind === 'region' && row.status === 'PENDING';
  const candidates = decide ? (await repo.regionAdvisors(ctx.db, row.regionId)).filter((a) => a.id !== row.currentAdvisorId) : [];
  return { request: presentRequest(row), candidates, abilities: { decide } };
}

const invalid = (field: string, messageKey: string) =>
  new AppError('VALIDATION_FAILED', { messageKey, fieldErrors: [{ field, messageKey }] });

/**
 * POST /advisor-change-requests: the advisor assigned to the file asks the director to give it to another
 * advisor of the region. 404 for a file outside his region, 403 when he is not its advisor, 409 when a request
 * already waits, 422 for a proposed colleague who is not an active advisor of the region. The region's
 * directors are told (in the portal and by mail).
 */
export async function create(
  ctx: ServiceContext,
  user: Caller,
  body: z.output<typeof ZCreateAdvisorChangeRequest>,
): Promise<TAdvisorChangeRequestDetail> {
  const now = ctx.now();
  const by = Number(user.sub);
  const id = await ctx.db
    .transaction(async (tx) => {
      const found = await repo.findProject(tx, user, body.projectId);
      if (!found) throw notFound();
      await lockProjectRow(tx, found.id);
      const project = await repo.findProject(tx, user, body.projectId);
      if (!project) throw notFound();
      if (project.advisorId === null || project.advisorId !== user.advisorId)
        throw new AppError('NOT_ASSIGNED_ADVISOR', { messageKey: 'errors.NOT_ASSIGNED_ADVISOR' });
      if (await repo.pendingOf(tx, project.id)) throw new AppError('ADVISOR_CHANGE_PENDING');
      const proposed = body.proposedAdvisorId ?? null;
      if (proposed !== null) {
        const candidates = (await repo.regionAdvisors(tx, project.regionId)).map((a) => a.id);
        if (newAdvisorRefusal(proposed, { current: project.advisorId, candidates }))
          throw invalid('proposedAdvisorId', 'advisorChange.errors.unknownAdvisor');
      }
      const requestId = await repo.insertRequest(tx, {
        projectId: project.id,
        requestedBy: by,
        fromAdvisorId: project.advisorId,
        proposedAdvisorId: proposed,
        reason: body.reason,
        at: now,
      });
      const requester = await repo.userById(tx, by);
      const path = `/advisor-change-requests/${requestId}`;
      for (const d of await repo.regionDirectors(tx, project.regionId)) {
        await notify(tx, {
          userId: d.userId,
          titleKey: 'advisorChange.notifications.requested.title',
          bodyKey: 'advisorChange.notifications.requested.body',
          params: { projectName: project.name, advisorName: requester ? `${requester.firstName} ${requester.lastName}` : '' },
          link: path,
          projectId: project.id,
        });
        await enqueueMail(tx, {
          to: d.email,
          template: 'advisorChangeRequested',
          params: {
            firstName: d.firstName,
            projectName: project.name,
            reference: project.reference ?? '',
            advisorName: requester ? `${requester.firstName} ${requester.lastName}` : '',
            reason: body.reason,
            link: ctx.link(path),
          },
        });
      }
      return requestId;
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw new AppError('ADVISOR_CHANGE_PENDING');
      throw err;
    });
  return detail(ctx, user, id);
}

/**
 * PUT /advisor-change-requests/{id}/decision: the region's director accepts (the file goes to the advisor he
 * chose through the assignment service, who is told) or refuses with a reason. The requesting advisor is
 * told either way. 404 outside the region, 403 for anyone but a director, 409 once decided, 422 for a new
 * advisor who is not another active advisor of the region. Nothing changes on a refusal of the call.
 */
export async function decide(
  ctx: ServiceContext,
  user: Caller,
  id: number,
  body: z.output<typeof ZAdvisorChangeDecision>,
): Promise<TAdvisorChangeRequestDetail> {
  const me = Number(user.sub);
  const director = await repo.directorOf(ctx.db, me);
  const any = await repo.findRequestInRegion(ctx.db, user, id);
  if (!any) throw notFound();
  if (!director || !mayDecideAdvisorChange({ isDirector: director.isDirector, regionId: user.regionId }, any.regionId))
    throw new AppError('NOT_REGIONAL_DIRECTOR');
  const scope: repo.Scope = { kind: 'region', regionId: any.regionId };
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await lockProjectRow(tx, any.projectId);
    const row = await repo.findRequest(tx, scope, id);
    if (!row) throw notFound();
    if (row.status !== 'PENDING') throw new AppError('ADVISOR_CHANGE_DECIDED');
    let newAdvisorId: number | null = null;
    if (body.decision === 'ACCEPTED') {
      const candidates = (await repo.regionAdvisors(tx, row.regionId)).map((a) => a.id);
      if (newAdvisorRefusal(body.advisorId, { current: row.currentAdvisorId, candidates }))
        throw invalid('advisorId', 'advisorChange.errors.unknownAdvisor');
      newAdvisorId = body.advisorId;
      await assignAdvisor(tx, ctx, {
        by: me,
        decidingRequestId: row.id,
        project: {
          id: row.projectId,
          regionId: row.regionId,
          advisorId: row.currentAdvisorId,
          name: row.projectName,
          reference: row.reference,
        },
        advisorId: body.advisorId,
      });
    }
    const done = await repo.decide(tx, id, {
      status: body.decision,
      by: me,
      at: now,
      newAdvisorId,
      refusalReason: body.decision === 'REFUSED' ? body.reason : null,
    });
    if (!done) throw new AppError('ADVISOR_CHANGE_DECIDED');
    if (row.requestedBy !== null)
      await tellRequester(tx, ctx, { row, decision: body.decision, refusal: body.decision === 'REFUSED' ? body.reason : '' });
  });
  return detail(ctx, user, id);
}

async function tellRequester(
  tx: DbOrTx,
  ctx: ServiceContext,
  { row, decision, refusal }: { row: repo.RequestRow; decision: 'ACCEPTED' | 'REFUSED'; refusal: string },
): Promise<void> {
  if (row.requestedBy === null) return;
  const requester = await repo.userById(tx, row.requestedBy);
  if (!requester) return;
  const path = `/advisor-change-requests/${row.id}`;
  const key = decision === 'ACCEPTED' ? 'accepted' : 'refused';
  await notify(tx, {
    userId: requester.id,
    titleKey: `advisorChange.notifications.${key}.title`,
    bodyKey: `advisorChange.notifications.${key}.body`,
    params: { projectName: row.projectName },
    link: path,
    projectId: row.projectId,
  });
  await enqueueMail(tx, {
    to: requester.email,
    template: 'advisorChangeDecided',
    params: {
      firstName: requester.firstName,
      projectName: row.projectName,
      reference: row.reference ?? '',
      'decision:fr': translate(`advisorChange.statuses.${decision}`, 'fr'),
      'decision:ar': translate(`advisorChange.statuses.${decision}`, 'ar'),
      comment: refusal || '—',
      link: ctx.link(path),
    },
  });
}

/**
 * Gives a file to an active advisor of its region, with the new advisor's mail and notification: the one
 * assignment service (update-advisor — an advisor of the region taking the file over directly, decision
 * 029 — and the director accepting an advisor-change request, decision 041). Call in the transaction of the
 * change, under the project lock. 422 for another advisor. When the file changes hands by any path but the
 * decision on a request, the file's pending request is closed (CLOSED) and its requester told (decision 041).
 * Returns whether the file changed hands.
 */
export async function assignAdvisor(
  tx: DbOrTx,
  ctx: Pick<ServiceContext, 'now' | 'link'>,
  input: {
    project: { id: number; regionId: number; advisorId: number | null; name: string; reference: string | null };
    advisorId: number;
    /** Who gives the file. */
    by: number;
    /** The request being accepted, when this is the director's decision. */
    decidingRequestId?: number;
  },
): Promise<boolean> {
  const { project } = input;
  const advisor = await repo.findRegionAdvisor(tx, input.advisorId, project.regionId);
  if (!advisor)
    throw new AppError('VALIDATION_FAILED', {
      messageKey: 'advisorReview.errors.unknownAdvisor',
      fieldErrors: [{ field: 'advisorId', messageKey: 'advisorReview.errors.unknownAdvisor' }],
    });
  if (advisor.id === project.advisorId) return false;
  const now = ctx.now();
  await repo.setAdvisor(tx, project.id, advisor.id, now);
  const path = `/projects/${project.id}`;
  await enqueueMail(tx, {
    to: advisor.email,
    template: 'projectReassigned',
    params: { firstName: advisor.firstName, projectName: project.name, reference: project.reference ?? '', link: ctx.link(path) },
  });
  await notify(tx, {
    userId: advisor.userId,
    titleKey: 'advisorReview.notifications.reassigned.title',
    bodyKey: 'advisorReview.notifications.reassigned.body',
    params: { projectName: project.name },
    link: path,
    projectId: project.id,
  });
  const closed = await repo.closePending(tx, project.id, {
    by: input.by,
    at: now,
    newAdvisorId: advisor.id,
    except: input.decidingRequestId ?? null,
  });
  if (closed) await tellClosed(tx, ctx, { requestId: closed.id, requestedBy: closed.requestedBy, project });
  return true;
}

/** The requester of a request closed because the file changed hands by another path: portal and mail. */
async function tellClosed(
  tx: DbOrTx,
  ctx: Pick<ServiceContext, 'link'>,
  v: { requestId: number; requestedBy: number | null; project: { id: number; name: string; reference: string | null } },
): Promise<void> {
  if (v.requestedBy === null) return;
  const requester = await repo.userById(tx, v.requestedBy);
  if (!requester) return;
  const path = `/advisor-change-requests/${v.requestId}`;
  await notify(tx, {
    userId: requester.id,
    titleKey: 'advisorChange.notifications.closed.title',
    bodyKey: 'advisorChange.notifications.closed.body',
    params: { projectName: v.project.name },
    link: path,
    projectId: v.project.id,
  });
  await enqueueMail(tx, {
    to: requester.email,
    template: 'advisorChangeDecided',
    params: {
      firstName: requester.firstName,
      projectName: v.project.name,
      reference: v.project.reference ?? '',
      'decision:fr': translate('advisorChange.statuses.CLOSED', 'fr'),
      'decision:ar': translate('advisorChange.statuses.CLOSED', 'ar'),
      comment: `${translate('advisorChange.closedComment', 'fr')} / ${translate('advisorChange.closedComment', 'ar')}`,
      link: ctx.link(path),
    },
  });
}
