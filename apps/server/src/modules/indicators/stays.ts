import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { administrationReviews } from '../../db/schema/indicators.ts';

/**
 * The administrations' holds on shared files (decision 090), written by the services that share a file and record
 * an opinion, inside their transactions. The phase stays are kept by `recordPhase` (core) through the
 * `indicator_record_phase` SQL function of migration 0029.
 */

/** A file was shared with these administrations at `at`: each now owes its opinion. */
export async function recordShared(
  tx: DbOrTx,
  share: { projectId: number; regionId: number; administrationIds: number[]; at: Date },
): Promise<void> {
  if (share.administrationIds.length === 0) return;
  await tx.insert(administrationReviews).values(
    share.administrationIds.map((administrationId) => ({
      projectId: share.projectId,
      regionId: share.regionId,
      administrationId,
      sharedAt: share.at,
    })),
  );
}

/** The sharing with these administrations was withdrawn: their awaited opinions are no longer awaited. */
export async function recordUnshared(tx: DbOrTx, projectId: number, administrationIds: number[]): Promise<void> {
  if (administrationIds.length === 0) return;
  await tx
    .delete(administrationReviews)
    .where(
      and(
        eq(administrationReviews.projectId, projectId),
        inArray(administrationReviews.administrationId, administrationIds),
        isNull(administrationReviews.opinionAt),
      ),
    );
}

/**
 * A member of `administrationId` gave an opinion on the file at `at`: the administration's awaited review ends
 * (the first opinion counts; later ones by other members change nothing) and joins the pre-aggregated lengths.
 */
export async function recordOpinion(
  tx: DbOrTx,
  opinion: { projectId: number; administrationId: number | null; at: Date },
): Promise<void> {
  if (opinion.administrationId === null) return;
  const ended = await tx
    .update(administrationReviews)
    .set({
      opinionAt: opinion.at,
      days: sql`extract(epoch from (${opinion.at.toISOString()}::timestamptz - ${administrationReviews.sharedAt})) / 86400`,
    })
    .where(
      and(
        eq(administrationReviews.projectId, opinion.projectId),
        eq(administrationReviews.administrationId, opinion.administrationId),
        isNull(administrationReviews.opinionAt),
        lte(administrationReviews.sharedAt, opinion.at),
      ),
    )
    .returning({
      regionId: administrationReviews.regionId,
      sharedAt: administrationReviews.sharedAt,
      days: administrationReviews.days,
    });
  for (const review of ended)
    await tx.execute(
      sql`select indicator_add_stay('A', ${String(opinion.administrationId)}, ${review.regionId}, ${review.sharedAt.toISOString()}::timestamptz, ${review.days ?? 0})`,
    );
}
