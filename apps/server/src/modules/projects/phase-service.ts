import { INVESTOR_EDITABLE_PHASES, type ProjectPhase } from '@cri/shared/enums/project-phases';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import type {
  TNewProcedures,
  TProjectPhaseSummaryList,
  TProjectPhases,
  TRequestedDocumentTypes,
  TStartNewProjectRequest,
  TStartNewProjectResponse,
} from '@cri/shared/schemas/project-submission';
import { canInvestorEdit } from '../../core/project-lifecycle/editing.ts';
import { latestPhase, recordPhase } from '../../core/project-lifecycle/phases.ts';
import { lockProjectRow } from '../../core/project-lifecycle/project-lock.ts';
import { findProject } from '../../core/project-lifecycle/visible-project.ts';
import type { ServiceContext } from '../../core/service-context.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import * as sub from './submit-repository.ts';

type Caller = Pick<TAccessClaims, 'sub' | 'roles' | 'regionId'>;
const isInvestor = (user: Caller) => user.roles.includes('ROLE_INVESTOR');

/** GET /projects/{id}/phases: the history with who and when; the investor sees only the phases meant for them. */
export async function getPhases(db: Db, user: Caller, projectId: number): Promise<TProjectPhases> {
  const project = await findProject(db, user, projectId);
  if (!project) throw notFound();
  const investorView = isInvestor(user);
  const rows = await sub.phasesWithAuthors(db, projectId, investorView);
  const phases = rows.map((r) => ({
    id: r.id,
    title: r.title,
    createdAt: r.createdAt.toISOString(),
    createdBy:
      r.authorId === null ? null : { id: r.authorId, firstName: r.authorFirstName ?? '', lastName: r.authorLastName ?? '' },
    visibleToInvestor: r.visibleToInvestor,
    metadata: r.metadata,
  }));
  const investorPhases = phases.filter((p) => p.visibleToInvestor);
  const decided = [...phases].reverse().find((p) => p.metadata.some((m) => m.name === 'COMMISSION_CHOICE'));
  const choice = decided?.metadata.find((m) => m.name === 'COMMISSION_CHOICE')?.value;
  return {
    projectId,
    phases,
    investorPhase: investorPhases.at(-1)?.title ?? null,
    depositDate: phases.find((p) => p.title === 'IN_REVIEW')?.createdAt ?? null,
    latestDecision: decided && choice ? { choice, at: decided.createdAt } : null,
    editable: await canInvestorEdit(db, user, projectId),
  };
}

/**
 * GET /projects/status (investor phase) and /projects/project-phases (internal phase; an investor still
 * gets only the phases meant for them). Ids the caller may not see are silently absent.
 */
export async function latestPhases(
  db: Db,
  user: Caller,
  ids: number[],
  kind: 'investor' | 'internal',
): Promise<TProjectPhaseSummaryList> {
  const rows = await sub.latestPhasesOf(db, user, ids, kind === 'investor' || isInvestor(user));
  return rows.map((r) => ({ id: r.id, phase: r.phase, at: r.at.toISOString() }));
}

/**
 * GET /projects/{id}/requested-document-types: document types an advisor asked for in a phase's
 * REQUESTED_DOCUMENT_TYPE_ID metadata and not uploaded since. Empty until advisors can request documents.
 */
export async function requestedDocumentTypes(db: Db, user: Caller, projectId: number): Promise<TRequestedDocumentTypes> {
  const project = await findProject(db, user, projectId);
  if (!project) throw notFound();
  const rows = await sub.phasesWithAuthors(db, projectId, isInvestor(user));
  const requests = new Map<number, { requestedAt: Date; deadline: string | null; owner: string | null }>();
  for (const r of rows) {
    const get = (name: string) => r.metadata.find((m) => m.name === name)?.value ?? null;
    for (const m of r.metadata)
      if (m.name === 'REQUESTED_DOCUMENT_TYPE_ID' && /^\d+$/.test(m.value))
        requests.set(Number(m.value), {
          requestedAt: r.createdAt,
          deadline: get('REQUESTED_DOCUMENT_DEADLINE'),
          owner: get('REQUESTED_DOCUMENT_OWNER'),
        });
  }
  if (requests.size === 0) return [];
  const [types, uploads] = await Promise.all([
    sub.documentTypesByIds(db, [...requests.keys()]),
    sub.currentUploads(db, projectId),
  ]);
  return types.flatMap((type) => {
    const req = requests.get(type.id);
    if (!req) return [];
    const provided = uploads.some((u) => u.documentTypeId === type.id && u.uploadedAt >= req.requestedAt);
    if (provided) return [];
    return [
      {
        documentTypeId: type.id,
        nameFr: type.nameFr,
        nameAr: type.nameAr,
        requestedAt: req.requestedAt.toISOString(),
        deadline: req.deadline,
        owner: req.owner,
      },
    ];
  });
}

/** Phases of a submitted file from which the investor may add procedures (spec 2 §4 "add procedures"). */
const REOPENABLE: readonly ProjectPhase[] = ['IN_REVIEW', 'COMPLEMENTS_IN_REVIEW'];

async function ownerRow(db: Db, user: Caller, projectId: number) {
  const row = await sub.findSubmissionRow(db, projectId);
  if (!row || row.userId !== Number(user.sub)) throw notFound();
  return row;
}

const canAddFrom = (phase: ProjectPhase | undefined) =>
  !!phase && (INVESTOR_EDITABLE_PHASES.includes(phase) || REOPENABLE.includes(phase));

/** GET /projects/{id}/new-procedures: what the investor may add. */
export async function getNewProcedures(db: Db, user: Caller, projectId: number): Promise<TNewProcedures> {
  const row = await ownerRow(db, user, projectId);
  const [phase, list] = await Promise.all([latestPhase(db, projectId), sub.availableProcedures(db, projectId, row.regionId)]);
  return { projectId, projectName: row.name, phase: phase?.title ?? null, canAdd: canAddFrom(phase?.title), procedures: list };
}

/**
 * POST /projects/{id}/start-new-project: a draft simply gains the procedures; a submitted file gains them
 * and goes back to the investor as DRAFT_NEW_PROCEDURE, to be completed and re-submitted (→ complements).
 */
export async function startNewProject(
  { db, now: clock }: ServiceContext,
  user: Caller,
  projectId: number,
  body: TStartNewProjectRequest,
): Promise<TStartNewProjectResponse> {
  const now = clock();
  const row = await ownerRow(db, user, projectId);
  const ids = [...new Set(body.procedureIds)];
  return db.transaction(async (tx) => {
    // Serialised with other changes of the project, so two additions cannot insert the same procedure.
    await lockProjectRow(tx, projectId);
    const allowed = new Set((await sub.availableProcedures(tx, projectId, row.regionId)).map((p) => p.id));
    const refused = ids.filter((id) => !allowed.has(id));
    if (refused.length > 0)
      throw new AppError('VALIDATION_FAILED', {
        fieldErrors: refused.map((id) => ({
          field: `procedureIds.${ids.indexOf(id)}`,
          messageKey: 'projects.newProcedures.notAvailable',
        })),
      });
    const phase = (await latestPhase(tx, projectId))?.title;
    if (!canAddFrom(phase)) throw new AppError('PROJECT_NOT_EDITABLE');
    if (phase && REOPENABLE.includes(phase))
      await recordPhase(tx, { projectId, title: 'DRAFT_NEW_PROCEDURE', by: Number(user.sub), at: now });
    await sub.addProcedures(tx, projectId, ids, now);
    const after = await latestPhase(tx, projectId);
    return { projectId, phase: after?.title ?? 'DRAFT', added: ids };
  });
}
