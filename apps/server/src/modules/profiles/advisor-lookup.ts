import type { TAdvisorLookupQuery, TAdvisorSummary } from '@cri/shared/schemas/advisors';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import { and, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { appointments } from '../../db/schema/appointments.ts';
import { framingForms } from '../../db/schema/framing-forms.ts';
import { projects } from '../../db/schema/projects.ts';
import { notFound } from '../../lib/app-error.ts';
import { regionCondition } from '../../lib/region-scope.ts';
import { getAdvisor } from './staff-profile-service.ts';

/**
 * The advisor in charge of an appointment, a framing form or an investor (spec 2 §7 `GET /advisors?...`),
 * or null when none is assigned yet. Staff: the record must be of the caller's region, else 404. An
 * investor: only their own appointment, questionnaire or investor record (another one answers 404), so
 * their pages can show who follows them (docs/decisions/010-appointments.md).
 */
export async function lookupAdvisor(db: Db, caller: TAccessClaims, query: TAdvisorLookupQuery): Promise<TAdvisorSummary | null> {
  const advisorId = await findAdvisorId(db, caller, query);
  return advisorId === null ? null : getAdvisor(db, caller, advisorId);
}

const isInvestor = (caller: TAccessClaims): boolean => caller.roles.includes('ROLE_INVESTOR');

/** Whose records the caller reaches: an investor their own (by user), staff their region's. */
function scope(caller: TAccessClaims, owner: PgColumn, region: PgColumn): SQL | undefined {
  return isInvestor(caller) ? eq(owner, Number(caller.sub)) : regionCondition(caller, region);
}

async function findAdvisorId(db: Db, caller: TAccessClaims, query: TAdvisorLookupQuery): Promise<number | null> {
  if (query.appointmentId !== undefined) {
    const [row] = await db
      .select({ advisorId: appointments.advisorId })
      .from(appointments)
      .where(and(eq(appointments.id, query.appointmentId), scope(caller, appointments.userId, appointments.regionId)));
    if (!row) throw notFound();
    return row.advisorId;
  }
  if (query.framingFormId !== undefined) {
    const [row] = await db
      .select({ advisorId: framingForms.advisorId })
      .from(framingForms)
      .where(and(eq(framingForms.id, query.framingFormId), scope(caller, framingForms.userId, framingForms.regionId)));
    if (!row) throw notFound();
    return row.advisorId;
  }
  // An investor's advisor: the one of their latest project, else of their latest framing form, in the
  // caller's region (an investor may file in several regions).
  const investorId = query.investorId ?? 0;
  if (isInvestor(caller) && caller.investorId !== investorId) throw notFound();
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.investorId, investorId));
  if (!account) throw notFound();
  const [project] = await db
    .select({ advisorId: projects.advisorId })
    .from(projects)
    .where(and(eq(projects.userId, account.id), isNotNull(projects.advisorId), regionCondition(caller, projects.regionId)))
    .orderBy(desc(projects.updatedAt))
    .limit(1);
  if (project) return project.advisorId;
  const [form] = await db
    .select({ advisorId: framingForms.advisorId })
    .from(framingForms)
    .where(
      and(eq(framingForms.userId, account.id), isNotNull(framingForms.advisorId), regionCondition(caller, framingForms.regionId)),
    )
    .orderBy(desc(framingForms.updatedAt))
    .limit(1);
  return form?.advisorId ?? null;
}
