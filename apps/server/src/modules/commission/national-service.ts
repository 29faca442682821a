import type { CommissionDecision } from '@cri/shared/enums/commission-decisions';
import { competentCommission, isStrategicProject } from '@cri/shared/rules/commission-competence';
import { platformWallClock } from '@cri/shared/rules/morocco-clock';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import type { TCommission, ZCommissionAnswerRequest } from '@cri/shared/schemas/commission';
import type { TNationalCommissionFile, TNationalCommissionList } from '@cri/shared/schemas/national-commission';
import { TO_PROGRAM_PHASES } from '@cri/shared/schemas/scheduling';
import type { z } from 'zod';
import { lockProjectRow } from '../../core/project-lifecycle/project-lock.ts';
import type { ServiceContext } from '../../core/service-context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { calendarProject, projectsToProgram } from '../scheduling/service.ts';
import * as repo from './repository.ts';
import { recordDecision, withSeats } from './service.ts';

/**
 * The national commission (decision 050; spec 2 §9, spec 3 §9): files of 250 M DH or more are not programmed
 * in a regional session (scheduling refuses them); they wait here, from every region, until the national
 * commission records its decision with the region's form. The decision has the regional one's effects:
 * the commission row (decided by the national commission's member), the REVIEWED_IN_CRUI phase, the procedures' state,
 * the investor's mail and notice.
 */

type Caller = Pick<TAccessClaims, 'sub' | 'roles' | 'regionId'>;

/** Waits for a commission decision: validated and never programmed, or decided "to be rescheduled". */
const awaitsDecision = (
  p: { latestPhase: string | null; cruiDate: string | null },
  latest: { choice: CommissionDecision | null } | undefined,
): boolean =>
  (p.cruiDate === null && (TO_PROGRAM_PHASES as readonly string[]).includes(p.latestPhase ?? '')) ||
  (p.latestPhase === 'REVIEWED_IN_CRUI' && latest?.choice === 'TO_BE_RESCHEDULED');

/** GET /national-commission/projects: the files of national competence waiting for a decision, every region. */
export async function nationalProjects(ctx: ServiceContext, user: Caller): Promise<TNationalCommissionList> {
  // Chosen in SQL before the list's limit (decision 117): those of national competence among every file waiting.
  return projectsToProgram(ctx, { user, national: true });
}

/** GET /national-commission/projects/{id}: a file of national competence (another file is "not found"). */
export async function nationalFile(ctx: ServiceContext, user: Caller, projectId: number): Promise<TNationalCommissionFile> {
  const project = await calendarProject(ctx, { user, projectId });
  if (project.competentCommission !== 'NATIONAL') throw notFound();
  const latest = await repo.latestCommission(ctx.db, projectId);
  const decided = latest?.choice ? latest : undefined;
  const { members: _m, ...decision } = decided ? await withSeats(ctx.db, decided) : { members: [] };
  return {
    project,
    strategic: isStrategicProject(project.totalInvestment),
    decision: decided?.choice ? { ...(decision as Omit<TCommission, 'members'>), choice: decided.choice } : null,
    abilities: { decide: awaitsDecision(project, latest) },
  };
}

/**
 * PUT /projects/{id}/national-commission-answer: the national commission's decision on a file of national
 * competence, in one transaction under the project lock; refusals change nothing.
 */
export async function nationalAnswer(
  ctx: ServiceContext,
  input: { user: Caller; projectId: number; body: z.output<typeof ZCommissionAnswerRequest> },
): Promise<TCommission> {
  const { user, projectId, body } = input;
  const now = ctx.now();
  const by = Number(user.sub);
  const id = await ctx.db.transaction(async (tx) => {
    await lockProjectRow(tx, projectId);
    const project = await repo.findProject(tx, user, projectId);
    if (!project) throw notFound();
    const total = await repo.totalInvestment(tx, projectId);
    if (competentCommission(total) !== 'NATIONAL')
      throw new AppError('REGIONAL_COMMISSION_COMPETENCE', {
        extra: { competentCommission: 'REGIONAL', totalInvestment: total },
      });
    const latest = await repo.latestCommission(tx, projectId);
    if (!awaitsDecision(project, latest)) throw new AppError('NATIONAL_COMMISSION_NOT_AWAITING');
    const date = platformWallClock(now).date;
    await repo.insertCommission(tx, { projectId, date, kind: 'INITIAL_DECISION', at: now });
    const commission = await repo.sessionCommission(tx, projectId, date);
    if (!commission) throw new Error('commission not opened');
    if (commission.choice !== null)
      throw new AppError('COMMISSION_ALREADY_DECIDED', { messageKey: 'commission.errors.alreadyDecided' });
    await recordDecision(tx, ctx, { project, commissionId: commission.id, body, by, at: now, national: true });
    return commission.id;
  });
  const after = await repo.commissionById(ctx.db, user, id);
  if (!after) throw notFound();
  return withSeats(ctx.db, after);
}
