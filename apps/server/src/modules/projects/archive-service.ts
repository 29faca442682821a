import { INVESTOR_EDITABLE_PHASES, type ProjectPhase } from '@cri/shared/enums/project-phases';
import { PROJECT_ARCHIVE_DAILY_LIMIT, PROJECT_RESTORE_DAILY_LIMIT } from '@cri/shared/limits';
// A pure helper of the passwords module: the platform's calendar day (Morocco time).
import { secondsUntilPlatformMidnight, startOfPlatformDay } from '@cri/shared/rules/morocco-clock';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import type { TProjectPhaseChangeResponse } from '@cri/shared/schemas/project-lists';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import { latestPhase, recordPhase } from '../../core/project-lifecycle/phases.ts';
import type { ServiceContext } from '../../core/service-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { projectPhases } from '../../db/schema/project-phases.ts';
import { projects } from '../../db/schema/projects.ts';
import { AppError, notFound } from '../../lib/app-error.ts';

interface Move {
  to: ProjectPhase;
  from: readonly ProjectPhase[];
  dailyLimit: number;
  /** Shown when the file is not in a phase it may leave this way (409). */
  refusedKey: string;
}

const ARCHIVE: Move = {
  to: 'ARCHIVED',
  from: INVESTOR_EDITABLE_PHASES,
  dailyLimit: PROJECT_ARCHIVE_DAILY_LIMIT,
  refusedKey: 'projects.archive.notArchivable',
};
const RESTORE: Move = {
  to: 'RESTORED',
  from: ['ARCHIVED'],
  dailyLimit: PROJECT_RESTORE_DAILY_LIMIT,
  refusedKey: 'projects.restore.notRestorable',
};

/**
 * The depositor moves their own file. Under a lock on the account (the daily count and the change are
 * serialised, so parallel requests cannot pass the maximum), then under recordPhase's lock on the project.
 * Order of refusals: another's or unknown project 404, wrong phase 409, daily maximum 429 (a refused
 * request writes no phase row, so it does not count).
 */
async function move(
  db: DbOrTx,
  opts: { user: TAccessClaims; projectId: number; now: Date; move: Move },
): Promise<TProjectPhaseChangeResponse> {
  const userId = Number(opts.user.sub);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from users where id = ${userId} for update`);
    const [project] = await tx.select({ userId: projects.userId }).from(projects).where(eq(projects.id, opts.projectId));
    if (!project || project.userId !== userId) throw notFound();
    const latest = await latestPhase(tx, opts.projectId);
    if (!latest || !opts.move.from.includes(latest.title))
      throw new AppError('CONFLICT', { messageKey: opts.move.refusedKey, extra: { phase: latest?.title ?? null } });
    const [done] = await tx
      .select({ n: count() })
      .from(projectPhases)
      .where(
        and(
          eq(projectPhases.createdBy, userId),
          eq(projectPhases.title, opts.move.to),
          gte(projectPhases.createdAt, startOfPlatformDay(opts.now)),
        ),
      );
    if ((done?.n ?? 0) >= opts.move.dailyLimit)
      throw new AppError('TOO_MANY_REQUESTS', { headers: { 'retry-after': String(secondsUntilPlatformMidnight(opts.now)) } });
    await recordPhase(tx, { projectId: opts.projectId, title: opts.move.to, by: userId, at: opts.now });
    return { id: opts.projectId, latestInvestorPhase: opts.move.to };
  });
}

/** PUT /projects/{id}/archive-project: a file in deposit is closed by its depositor (spec 2 §4). */
export const archiveProject = (ctx: ServiceContext, opts: { user: TAccessClaims; projectId: number }) =>
  move(ctx.db, { ...opts, now: ctx.now(), move: ARCHIVE });

/** PUT /projects/{id}/restore-project: an archived file is editable again before its final deposit. */
export const restoreProject = (ctx: ServiceContext, opts: { user: TAccessClaims; projectId: number }) =>
  move(ctx.db, { ...opts, now: ctx.now(), move: RESTORE });
