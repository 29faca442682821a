import { type EditingState, investorMayEdit } from '@cri/shared/rules/project-editing';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { byKey } from '../../db/prepared-statements.ts';
import { projects } from '../../db/schema/projects.ts';
import { AppError, notFound } from '../../lib/app-error.ts';

/**
 * What spec 2 §4's editing rule needs, read from the phase history: requested documents are the
 * REQUESTED_DOCUMENT_TYPE_ID metadata not uploaded since the request (nor, for an administration's,
 * recorded received), a commission is a phase carrying a COMMISSION_CHOICE, and the latest such choice
 * tells whether the opinion was unfavourable.
 */
interface EditingRows {
  userId: number | null;
  history: { title: EditingPhase; visibleToInvestor: boolean; metadata: { name: string; value: string }[]; createdAt: number }[];
  uploads: { documentTypeId: number; uploadedAt: number }[];
  received: { documentTypeId: number; requestedAt: number }[];
}
type EditingPhase = NonNullable<EditingState['latestInvestorPhase']>;

/**
 * The owner and what the editing rule reads, in one statement (one round trip, inside a transaction too: the
 * wizard's saves check it before and under their transaction; three statements serialised on the transaction's
 * connection before, decision 104). Written with explicit aliases: the sub-selects' columns must not resolve to
 * the outer row's. Times as milliseconds since the epoch, truncated as the drivers truncate a timestamp into a Date.
 */
async function readEditing(db: DbOrTx, projectId: number): Promise<EditingRows | undefined> {
  const [row] = await byKey(
    db
      .select({
        userId: projects.userId,
        history: sql<EditingRows['history']>`coalesce((select json_agg(json_build_object('title', ph.title,
        'visibleToInvestor', ph.visible_to_investor, 'metadata', ph.metadata,
        'createdAt', floor(extract(epoch from ph.created_at) * 1000)::float8) order by ph.id)
        from project_phases ph where ph.project_id = "projects"."id"), '[]'::json)`,
        uploads: sql<EditingRows['uploads']>`coalesce((select json_agg(json_build_object('documentTypeId', d.document_type_id,
        'uploadedAt', floor(extract(epoch from d.uploaded_at) * 1000)::float8))
        from provided_documents d where d.project_id = "projects"."id" and d.deleted_at is null), '[]'::json)`,
        // Requests to administrations the advisor recorded as received (issue 6).
        received: sql<EditingRows['received']>`coalesce((select json_agg(json_build_object('documentTypeId', r.document_type_id,
        'requestedAt', floor(extract(epoch from r.requested_at) * 1000)::float8))
        from project_document_requests r where r.project_id = "projects"."id"
          and r.owner = 'ADMINISTRATION' and r.fulfilled_at is not null), '[]'::json)`,
      })
      .from(projects)
      .where(eq(projects.id, projectId)),
  );
  return row;
}

export async function editingState(db: DbOrTx, projectId: number): Promise<EditingState> {
  const rows = await readEditing(db, projectId);
  return stateOf(rows ?? { userId: null, history: [], uploads: [], received: [] });
}

function stateOf({ history, uploads, received }: EditingRows): EditingState {
  const requested = new Map<number, number>();
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
  const rows = await readEditing(db, projectId);
  if (!rows || rows.userId !== Number(user.sub)) throw notFound();
  if (!investorMayEdit(stateOf(rows))) throw new AppError('PROJECT_NOT_EDITABLE');
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
