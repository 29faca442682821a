import { INVESTOR_EDITABLE_PHASES, type ProjectPhase } from '@cri/shared/enums/project-phases';
import { isActingAdvisor } from '@cri/shared/rules/advisor-review';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import type {
  TNewProcedures,
  TProjectPhaseSummaryList,
  TProjectPhases,
  TRequestedDocumentTypes,
  TStartNewProjectRequest,
  TStartNewProjectResponse,
} from '@cri/shared/schemas/project-submission';
import { assertActingAdvisor } from '../../core/project-lifecycle/acting-advisor.ts';
import { canInvestorEdit } from '../../core/project-lifecycle/editing.ts';
import { latestPhase, recordPhase } from '../../core/project-lifecycle/phases.ts';
import { lockProjectRow } from '../../core/project-lifecycle/project-lock.ts';
import { findProject } from '../../core/project-lifecycle/visible-project.ts';
import type { ServiceContext } from '../../core/service-context.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { notify } from '../notifications/notify.ts';
import { paymentForecasts } from '../payments/service.ts';
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
    forecasts: await paymentForecasts(db, projectId),
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

type AddingCaller = Caller & Pick<TAccessClaims, 'advisorId'>;

/**
 * The file procedures are added to: the investor's own; for an advisor (spec 2 §4 "Advisor actions: add
 * procedures; start a new project with selected procedures", decision 042) a file of his region. 404 otherwise.
 */
async function fileRow(db: Db, user: AddingCaller, projectId: number) {
  if (isInvestor(user)) return ownerRow(db, user, projectId);
  const row = await sub.findSubmissionRow(db, projectId);
  if (!row || user.regionId === null || row.regionId !== user.regionId) throw notFound();
  return row;
}

const canAddFrom = (phase: ProjectPhase | undefined) =>
  !!phase && (INVESTOR_EDITABLE_PHASES.includes(phase) || REOPENABLE.includes(phase));

/** The advisor adds procedures only to a file in review that is his (decision 029), never to a draft. */
const advisorMayAdd = (user: AddingCaller, row: { advisorId: number | null }, phase: ProjectPhase | undefined) =>
  !!phase && REOPENABLE.includes(phase) && isActingAdvisor(user.advisorId, row.advisorId);

/** GET /projects/{id}/new-procedures: what the investor (or the file's advisor) may add. */
export async function getNewProcedures(db: Db, user: AddingCaller, projectId: number): Promise<TNewProcedures> {
  const row = await fileRow(db, user, projectId);
  const [phase, list] = await Promise.all([latestPhase(db, projectId), sub.availableProcedures(db, projectId, row.regionId)]);
  const canAdd = isInvestor(user) ? canAddFrom(phase?.title) : advisorMayAdd(user, row, phase?.title);
  return { projectId, projectName: row.name, phase: phase?.title ?? null, canAdd, procedures: list };
}

/**
 * POST /projects/{id}/start-new-project: a draft simply gains the procedures; a submitted file gains them
 * and goes back to the investor as DRAFT_NEW_PROCEDURE, to be completed and re-submitted (→ complements).
 * The file's advisor may do the same on a file in review (decision 042): the investor is then told, by mail
 * and in the portal, to complete the added procedures' documents and submit again.
 */
export async function startNewProject(
  ctx: ServiceContext,
  user: AddingCaller,
  projectId: number,
  body: TStartNewProjectRequest,
): Promise<TStartNewProjectResponse> {
  const now = ctx.now();
  const row = await fileRow(ctx.db, user, projectId);
  const byAdvisor = !isInvestor(user);
  if (byAdvisor) assertActingAdvisor(user, row);
  const ids = [...new Set(body.procedureIds)];
  return ctx.db.transaction(async (tx) => {
    // Serialised with other changes of the project, so two additions cannot insert the same procedure.
    await lockProjectRow(tx, projectId);
    const available = await sub.availableProcedures(tx, projectId, row.regionId);
    const allowed = new Set(available.map((p) => p.id));
    const refused = ids.filter((id) => !allowed.has(id));
    if (refused.length > 0)
      throw new AppError('VALIDATION_FAILED', {
        fieldErrors: refused.map((id) => ({
          field: `procedureIds.${ids.indexOf(id)}`,
          messageKey: 'projects.newProcedures.notAvailable',
        })),
      });
    const phase = (await latestPhase(tx, projectId))?.title;
    if (byAdvisor ? !advisorMayAdd(user, row, phase) : !canAddFrom(phase))
      throw new AppError(byAdvisor ? 'PROJECT_NOT_IN_REVIEW' : 'PROJECT_NOT_EDITABLE');
    if (phase && REOPENABLE.includes(phase))
      await recordPhase(tx, { projectId, title: 'DRAFT_NEW_PROCEDURE', by: Number(user.sub), at: now });
    await sub.addProcedures(tx, projectId, ids, now);
    if (byAdvisor)
      await tellInvestorOfAddedProcedures(tx, ctx, {
        project: row,
        added: available.filter((p) => allowed.has(p.id) && ids.includes(p.id)),
      });
    const after = await latestPhase(tx, projectId);
    return { projectId, phase: after?.title ?? 'DRAFT', added: ids };
  });
}

async function tellInvestorOfAddedProcedures(
  tx: DbOrTx,
  ctx: ServiceContext,
  {
    project,
    added: names,
  }: {
    project: { id: number; name: string; reference: string | null; userId: number };
    added: { nameFr: string; nameAr: string }[];
  },
): Promise<void> {
  const investor = await sub.findUser(tx, project.userId);
  const path = `/projects/${project.id}`;
  await notify(tx, {
    userId: project.userId,
    titleKey: 'projects.newProcedures.notifications.added.title',
    bodyKey: 'projects.newProcedures.notifications.added.body',
    params: { projectName: project.name },
    link: path,
    projectId: project.id,
  });
  if (investor)
    await enqueueMail(tx, {
      to: investor.email,
      template: 'proceduresAdded',
      params: {
        firstName: investor.firstName,
        projectName: project.name,
        reference: project.reference ?? '',
        'procedures:fr': names.map((n) => n.nameFr).join(', '),
        'procedures:ar': names.map((n) => n.nameAr).join('، '),
        link: ctx.link(path),
      },
    });
}
