import { canMoveTo, type PhaseMetadataName, type ProjectPhase } from '@cri/shared/enums/project-phases';
import { type EditingState, investorMayEdit } from '@cri/shared/rules/project-editing';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { projectDocumentRequests } from '../../db/schema/advisor-review.ts';
import { providedDocuments } from '../../db/schema/documents.ts';
import { projectPhases } from '../../db/schema/project-phases.ts';
import { projects } from '../../db/schema/projects.ts';
import { AppError, notFound } from '../../lib/app-error.ts';

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
  await tx.execute(sql`select id from ${projects} where id = ${change.projectId} for update`);
  const latest = await latestPhase(tx, change.projectId);
  const visible = change.visibleToInvestor ?? true;
  if (!canMoveTo(latest?.title ?? null, change.title)) {
    throw new AppError('PHASE_TRANSITION_REFUSED', { extra: { from: latest?.title ?? null, to: change.title } });
  }
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

/**
 * What spec 2 §4's editing rule needs, read from the phase history: requested documents are the
 * REQUESTED_DOCUMENT_TYPE_ID metadata not uploaded since the request (nor, for an administration's,
 * recorded received), a commission is a phase carrying a COMMISSION_CHOICE, and the latest such choice
 * tells whether the opinion was unfavourable.
 */
export async function editingState(db: DbOrTx, projectId: number): Promise<EditingState> {
  const [history, uploads, received] = await Promise.all([
    phaseHistory(db, projectId),
    db
      .select({ documentTypeId: providedDocuments.documentTypeId, uploadedAt: providedDocuments.uploadedAt })
      .from(providedDocuments)
      .where(and(eq(providedDocuments.projectId, projectId), isNull(providedDocuments.deletedAt))),
    // Requests to administrations the advisor recorded as received (issue 6).
    db
      .select({ documentTypeId: projectDocumentRequests.documentTypeId, requestedAt: projectDocumentRequests.requestedAt })
      .from(projectDocumentRequests)
      .where(
        and(
          eq(projectDocumentRequests.projectId, projectId),
          eq(projectDocumentRequests.owner, 'ADMINISTRATION'),
          isNotNull(projectDocumentRequests.fulfilledAt),
        ),
      ),
  ]);
  const requested = new Map<number, Date>();
  let latestChoice: string | null = null;
  for (const phase of history) {
    // Spec 2 §4: only documents requested from an administration hold the investor back; those asked of
    // the investor are what they upload while editing (issue 6).
    const askedOfInvestor = phase.metadata.some((m) => m.name === 'REQUESTED_DOCUMENT_OWNER' && m.value === 'INVESTOR');
    for (const m of phase.metadata) {
      if (m.name === 'REQUESTED_DOCUMENT_TYPE_ID' && /^\d+$/.test(m.value) && !askedOfInvestor)
        requested.set(Number(m.value), phase.createdAt);
      if (m.name === 'COMMISSION_CHOICE') latestChoice = m.value;
    }
  }
  // A request is pending until a document of its type is uploaded after it, or until the request made
  // with that phase (same time) is fulfilled.
  const pending = [...requested].filter(
    ([typeId, at]) =>
      !uploads.some((u) => u.documentTypeId === typeId && u.uploadedAt >= at) &&
      !received.some((r) => r.documentTypeId === typeId && r.requestedAt >= at),
  ).length;
  const investorPhases = history.filter((p) => p.visibleToInvestor);
  return {
    latestInvestorPhase: investorPhases.at(-1)?.title ?? null,
    pendingRequestedDocuments: pending,
    hasCommission: latestChoice !== null,
    unfavourable: latestChoice === 'UNFAVORABLE',
  };
}

/**
 * Refuses (404 for another's project, 409 otherwise) unless the caller is the project's investor and the
 * file may be edited (spec 2 §4, `investorMayEdit`).
 */
export async function assertInvestorCanEdit(db: DbOrTx, user: Pick<TAccessClaims, 'sub'>, projectId: number): Promise<void> {
  const [project] = await db.select({ userId: projects.userId }).from(projects).where(eq(projects.id, projectId));
  if (!project || project.userId !== Number(user.sub)) throw notFound();
  if (!investorMayEdit(await editingState(db, projectId))) throw new AppError('PROJECT_NOT_EDITABLE');
}

/** The same decision as a boolean, for the `abilities.edit` the pages read (ARCHITECTURE.md §7). */
export async function canInvestorEdit(db: DbOrTx, user: Pick<TAccessClaims, 'sub'>, projectId: number): Promise<boolean> {
  try {
    await assertInvestorCanEdit(db, user, projectId);
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}
