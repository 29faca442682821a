import type { AdvisorChangeStatus } from '@cri/shared/schemas/advisor-change';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import { and, asc, desc, eq, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { advisors, cruiMembers, users } from '../../db/schema/accounts.ts';
import { advisorChangeRequests } from '../../db/schema/advisor-change.ts';
import { projects } from '../../db/schema/projects.ts';
import { regionCondition } from '../../lib/region-scope.ts';

type RegionalCaller = Pick<TAccessClaims, 'roles' | 'regionId'>;

const r = advisorChangeRequests;
const fromA = alias(advisors, 'from_advisor');
const fromU = alias(users, 'from_user');
const propA = alias(advisors, 'proposed_advisor');
const propU = alias(users, 'proposed_user');
const newA = alias(advisors, 'new_advisor');
const newU = alias(users, 'new_user');
const decider = alias(users, 'decider');

/** Who reads which requests: the requesting advisor his own, the director his region's (the service decides). */
export type Scope = { kind: 'requester'; userId: number } | { kind: 'region'; regionId: number };

const scopeCondition = (scope: Scope): SQL =>
  scope.kind === 'requester' ? eq(r.requestedBy, scope.userId) : eq(projects.regionId, scope.regionId);

function selectRequests(db: DbOrTx) {
  return db
    .select({
      id: r.id,
      status: r.status,
      projectId: projects.id,
      projectName: projects.name,
      reference: projects.reference,
      regionId: projects.regionId,
      currentAdvisorId: projects.advisorId,
      requestedBy: r.requestedBy,
      reason: r.reason,
      createdAt: r.createdAt,
      decidedAt: r.decidedAt,
      refusalReason: r.refusalReason,
      fromId: fromA.id,
      fromFirst: fromU.firstName,
      fromLast: fromU.lastName,
      proposedId: propA.id,
      proposedFirst: propU.firstName,
      proposedLast: propU.lastName,
      newId: newA.id,
      newFirst: newU.firstName,
      newLast: newU.lastName,
      deciderFirst: decider.firstName,
      deciderLast: decider.lastName,
    })
    .from(r)
    .innerJoin(projects, eq(projects.id, r.projectId))
    .leftJoin(fromA, eq(fromA.id, r.fromAdvisorId))
    .leftJoin(fromU, eq(fromU.id, fromA.userId))
    .leftJoin(propA, eq(propA.id, r.proposedAdvisorId))
    .leftJoin(propU, eq(propU.id, propA.userId))
    .leftJoin(newA, eq(newA.id, r.newAdvisorId))
    .leftJoin(newU, eq(newU.id, newA.userId))
    .leftJoin(decider, eq(decider.id, r.decidedBy));
}
export type RequestRow = Awaited<ReturnType<ReturnType<typeof selectRequests>['where']>>[number];

export function listRequests(db: DbOrTx, scope: Scope, status: AdvisorChangeStatus | undefined) {
  return selectRequests(db)
    .where(and(scopeCondition(scope), status ? eq(r.status, status) : undefined))
    .orderBy(desc(r.createdAt), desc(r.id))
    .limit(200);
}

export async function findRequest(db: DbOrTx, scope: Scope, id: number): Promise<RequestRow | undefined> {
  const [row] = await selectRequests(db).where(and(eq(r.id, id), scopeCondition(scope)));
  return row;
}

export async function pendingOf(db: DbOrTx, projectId: number) {
  const [row] = await db
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.projectId, projectId), eq(r.status, 'PENDING')));
  return row;
}

export async function insertRequest(
  tx: DbOrTx,
  v: {
    projectId: number;
    requestedBy: number;
    fromAdvisorId: number | null;
    proposedAdvisorId: number | null;
    reason: string;
    at: Date;
  },
): Promise<number> {
  const [row] = await tx
    .insert(r)
    .values({
      projectId: v.projectId,
      requestedBy: v.requestedBy,
      fromAdvisorId: v.fromAdvisorId,
      proposedAdvisorId: v.proposedAdvisorId,
      reason: v.reason,
      createdAt: v.at,
    })
    .returning({ id: r.id });
  if (!row) throw new Error('advisor change request not inserted');
  return row.id;
}

/** Records the decision only while the request is pending; answers whether it did. */
export async function decide(
  tx: DbOrTx,
  id: number,
  v: { status: 'ACCEPTED' | 'REFUSED'; by: number; at: Date; newAdvisorId: number | null; refusalReason: string | null },
): Promise<boolean> {
  const rows = await tx
    .update(r)
    .set({ status: v.status, decidedBy: v.by, decidedAt: v.at, newAdvisorId: v.newAdvisorId, refusalReason: v.refusalReason })
    .where(and(eq(r.id, id), eq(r.status, 'PENDING')))
    .returning({ id: r.id });
  return rows.length === 1;
}

/** Whether the account is a director (account flag or CRUI-member flag); its region. */
export async function directorOf(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ isDirector: users.isDirector, memberDirector: cruiMembers.director, regionId: users.regionId })
    .from(users)
    .leftJoin(cruiMembers, eq(cruiMembers.userId, users.id))
    .where(eq(users.id, userId));
  return row ? { isDirector: row.isDirector || row.memberDirector === true, regionId: row.regionId } : undefined;
}

/** The region's directors, to be told a request waits for them. */
export function regionDirectors(db: DbOrTx, regionId: number) {
  return db
    .select({ userId: users.id, email: users.username, firstName: users.firstName })
    .from(users)
    .leftJoin(cruiMembers, eq(cruiMembers.userId, users.id))
    .where(
      and(eq(users.regionId, regionId), eq(users.enabled, true), or(eq(users.isDirector, true), eq(cruiMembers.director, true))),
    );
}

/** The enabled, active advisors of the region, by name. */
export function regionAdvisors(db: DbOrTx, regionId: number) {
  return db
    .select({ id: advisors.id, firstName: users.firstName, lastName: users.lastName })
    .from(advisors)
    .innerJoin(users, eq(users.id, advisors.userId))
    .where(and(eq(advisors.regionId, regionId), eq(advisors.active, true), eq(users.enabled, true)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(advisors.id))
    .limit(500);
}

export async function userById(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: users.id, email: users.username, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** The file as a regional caller reads it (region scope), with what the request needs. */
export async function findProject(db: DbOrTx, user: RegionalCaller, id: number) {
  const [row] = await db
    .select({
      id: projects.id,
      name: projects.name,
      reference: projects.reference,
      regionId: projects.regionId,
      advisorId: projects.advisorId,
      latestPhase: projects.latestPhase,
    })
    .from(projects)
    .where(and(eq(projects.id, id), regionCondition(user, projects.regionId)));
  return row;
}

/** A request of a file of the caller's region (before any finer check), with the file's region. */
export async function findRequestInRegion(db: DbOrTx, user: RegionalCaller, id: number) {
  const [row] = await db
    .select({ projectId: r.projectId, regionId: projects.regionId })
    .from(r)
    .innerJoin(projects, eq(projects.id, r.projectId))
    .where(and(eq(r.id, id), regionCondition(user, projects.regionId)));
  return row;
}

/** An enabled, active advisor of the region (update-advisor may pick only these). */
export async function findRegionAdvisor(db: DbOrTx, advisorId: number, regionId: number) {
  const [row] = await db
    .select({ id: advisors.id, userId: advisors.userId, email: users.username, firstName: users.firstName })
    .from(advisors)
    .innerJoin(users, eq(users.id, advisors.userId))
    .where(and(eq(advisors.id, advisorId), eq(advisors.regionId, regionId), eq(advisors.active, true), eq(users.enabled, true)));
  return row;
}

export async function setAdvisor(tx: DbOrTx, projectId: number, advisorId: number, at: Date): Promise<void> {
  await tx.update(projects).set({ advisorId, updatedAt: at }).where(eq(projects.id, projectId));
}

/**
 * Closes the file's pending request (if any, other than `except`) because the file changed hands by another
 * path; answers the closed request, to tell its requester.
 */
export async function closePending(
  tx: DbOrTx,
  projectId: number,
  v: { by: number; at: Date; newAdvisorId: number; except: number | null },
): Promise<{ id: number; requestedBy: number | null } | undefined> {
  const pending = await pendingOf(tx, projectId);
  if (!pending || pending.id === v.except) return undefined;
  const [row] = await tx
    .update(r)
    .set({ status: 'CLOSED', decidedBy: v.by, decidedAt: v.at, newAdvisorId: v.newAdvisorId })
    .where(and(eq(r.id, pending.id), eq(r.status, 'PENDING')))
    .returning({ id: r.id, requestedBy: r.requestedBy });
  return row;
}
