import { canMoveTo, type PhaseMetadataName, type ProjectPhase } from '@cri/shared/enums/project-phases';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { projectPhases } from '../../db/schema/project-phases.ts';
import { projects } from '../../db/schema/projects.ts';
import { AppError } from '../../lib/app-error.ts';
import { lockProjectRow } from './project-lock.ts';

export interface PhaseChange {
  projectId: number;
  title: ProjectPhase;
  /** The user making the change; null for a scheduled job. */
  by: number | null;
  at: Date;
  metadata?: { name: PhaseMetadataName; value: string }[];
  visibleToInvestor?: boolean;
}

/**
 * The only way a project changes phase: checks the transition against PHASE_TRANSITIONS from the latest
 * phase, under a lock on the project row (two changes at once are serialised), and appends the history row.
 * Call it inside the transaction that makes the change.
 */
export async function recordPhase(tx: DbOrTx, change: PhaseChange): Promise<void> {
  await lockProjectRow(tx, change.projectId);
  const latest = await latestPhase(tx, change.projectId);
  const visible = change.visibleToInvestor ?? true;
  if (!canMoveTo(latest?.title ?? null, change.title)) {
    throw new AppError('PHASE_TRANSITION_REFUSED', { extra: { from: latest?.title ?? null, to: change.title } });
  }
  // The indicators' pre-aggregated figures (decisions 090, 104): the previous stay ends and the new phase is counted
  // in its day when this transaction commits (a deferred trigger on the phase rows this setting marks), so the shared
  // counter rows are locked for the commit only, not for the rest of the transaction.
  await tx.execute(sql`select set_config('cri.record_phase', 'on', true)`);
  await tx.insert(projectPhases).values({
    projectId: change.projectId,
    title: change.title,
    visibleToInvestor: visible,
    metadata: change.metadata ?? [],
    createdBy: change.by,
    createdAt: change.at,
  });
  await tx
    .update(projects)
    .set({
      updatedAt: change.at,
      latestPhase: change.title,
      latestPhaseAt: change.at,
      ...(visible ? { latestInvestorPhase: change.title } : {}),
      ...(change.title === 'IN_REVIEW' ? { depositedAt: sql`coalesce(${projects.depositedAt}, ${change.at})` } : {}),
    })
    .where(eq(projects.id, change.projectId));
}

/** The latest phase of all (latest internal phase), or of those the investor sees. */
export async function latestPhase(db: DbOrTx, projectId: number, opts: { investorView?: boolean } = {}) {
  const [row] = await db
    .select()
    .from(projectPhases)
    .where(and(eq(projectPhases.projectId, projectId), opts.investorView ? eq(projectPhases.visibleToInvestor, true) : undefined))
    .orderBy(desc(projectPhases.id))
    .limit(1);
  return row;
}

/** The phase history, oldest first; the investor sees only the phases meant for them. */
export function phaseHistory(db: DbOrTx, projectId: number, opts: { investorView?: boolean } = {}) {
  return db
    .select()
    .from(projectPhases)
    .where(and(eq(projectPhases.projectId, projectId), opts.investorView ? eq(projectPhases.visibleToInvestor, true) : undefined))
    .orderBy(projectPhases.id);
}
