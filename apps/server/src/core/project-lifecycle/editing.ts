import { type EditingState, investorMayEdit } from '@cri/shared/rules/project-editing';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { projectDocumentRequests } from '../../db/schema/advisor-review.ts';
import { providedDocuments } from '../../db/schema/documents.ts';
import { projects } from '../../db/schema/projects.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { phaseHistory } from './phases.ts';

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
