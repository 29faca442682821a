import { INVESTOR_EDITABLE_PHASES, type ProjectPhase } from '@cri/shared/enums/project-phases';
import { PROJECT_INACTIVITY_ARCHIVE_DAYS } from '@cri/shared/limits';
import { projectListPath } from '@cri/shared/schemas/project-lists';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { latestPhase, recordPhase } from '../core/project-lifecycle/phases.ts';
import type { ServiceContext } from '../core/service-context.ts';
import { providedDocuments } from '../db/schema/documents.ts';
import { projects } from '../db/schema/projects.ts';
import { notify } from '../modules/notifications/notify.ts';

/** Key of this job's PostgreSQL advisory lock (any constant unique among the jobs). */
export const ARCHIVE_JOB_LOCK_KEY = 5_060_001;
/** The phase note of an automatic archive (the metadata names are the spec's; this value says why). */
export const AUTO_ARCHIVE_NOTE = `AUTO_ARCHIVED_AFTER_${PROJECT_INACTIVITY_ARCHIVE_DAYS}_DAYS_WITHOUT_CHANGE`;

const DAY_MS = 86_400_000;
/**
 * The last change of a file: projects.updated_at (bumped by recordPhase and the wizard's form and infos
 * saves) or its latest uploaded document, since the documents step does not bump updated_at.
 */
const lastChange = sql<Date>`greatest(${projects.updatedAt}, (select max(d.uploaded_at) from ${providedDocuments} d where d.project_id = ${projects.id}))`;
/**
 * "A file in deposit" (spec 2 §4): one the investor is preparing and has never submitted (no deposit date).
 * A submitted file given new procedures (DRAFT_NEW_PROCEDURE) is editable too, but it is a submitted file
 * with a reference and an advisor, which "cannot be cancelled": the job leaves it alone (decision 034).
 */
const inDeposit = (title: ProjectPhase | undefined, depositedAt: Date | null): boolean =>
  depositedAt === null && title !== undefined && INVESTOR_EDITABLE_PHASES.includes(title);

/**
 * Spec 2 §4: "A file in deposit with no change for 60 days is archived automatically" (never submitted:
 * DRAFT or RESTORED, see inDeposit). One transaction
 * under a transaction-level advisory lock: a second instance running at the same moment gets no lock and
 * does nothing. Each file is locked and checked again before it moves (a save in between keeps it), so a
 * run is idempotent. Returns the archived project ids (empty when another instance holds the lock).
 */
export async function archiveInactiveProjects({
  db,
  now: clock,
}: ServiceContext): Promise<{ locked: boolean; archived: number[] }> {
  // One instant for the run: the cutoff and the phases it records agree.
  const now = clock();
  const cutoff = new Date(now.getTime() - PROJECT_INACTIVITY_ARCHIVE_DAYS * DAY_MS);
  return db.transaction(async (tx) => {
    const lock = await tx.execute<{ ok: boolean }>(sql`select pg_try_advisory_xact_lock(${ARCHIVE_JOB_LOCK_KEY}) as ok`);
    if (!rowsOf<{ ok: boolean }>(lock)[0]?.ok) return { locked: false, archived: [] };
    const candidates = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(
        and(
          isNull(projects.depositedAt),
          sql`${lastChange} < ${cutoff.toISOString()}`,
          sql`(select pp.title from project_phases pp where pp.project_id = ${projects.id} order by pp.id desc limit 1) in (${sql.join(
            INVESTOR_EDITABLE_PHASES.map((p) => sql`${p}`),
            sql`, `,
          )})`,
        ),
      );
    const archived: number[] = [];
    for (const { id } of candidates) {
      const [row] = await tx
        .select({
          userId: projects.userId,
          name: projects.name,
          depositedAt: projects.depositedAt,
          stale: sql<boolean>`${lastChange} < ${cutoff.toISOString()}`,
        })
        .from(projects)
        .where(eq(projects.id, id))
        .for('update', { of: projects });
      if (!row?.stale || !inDeposit((await latestPhase(tx, id))?.title, row.depositedAt)) continue;
      await recordPhase(tx, {
        projectId: id,
        title: 'ARCHIVED',
        by: null,
        at: now,
        metadata: [{ name: 'COMMENTS_FOR_INVESTOR', value: AUTO_ARCHIVE_NOTE }],
      });
      await notify(tx, {
        userId: row.userId,
        titleKey: 'projects.archive.auto.title',
        bodyKey: 'projects.archive.auto.body',
        params: { name: row.name, days: PROJECT_INACTIVITY_ARCHIVE_DAYS },
        link: projectListPath('closed'),
        projectId: id,
      });
      archived.push(id);
    }
    return { locked: true, archived };
  });
}

/** node-postgres answers `{ rows }`, PGlite an object with `rows` too; both normalised here. */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
