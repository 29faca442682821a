import { createHash } from 'node:crypto';
import { ZRecommendationConditions } from '@cri/shared/rules/procedure-recommendation';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { procedureRecommendationRules, referenceSeedState } from '../../db/schema.ts';
import { PROCEDURE_RECOMMENDATION_RULES } from './procedure-recommendation-rules.ts';
import { insertMissingRows } from './upsert.ts';

const STATE_NAME = 'procedure-recommendation-rules';

/**
 * Loads the recommendation rules like the reference data (seed-reference-data.ts): skipped while the
 * file is unchanged; when it changes, only the rules not there yet are added, so rules the content manager
 * edited stay as edited (decision 095).
 * Runs after the procedures it refers to.
 */
export async function seedRecommendationRules(db: Db): Promise<void> {
  for (const rule of PROCEDURE_RECOMMENDATION_RULES) ZRecommendationConditions.parse(rule.conditions);
  const hash = createHash('sha256').update(JSON.stringify(PROCEDURE_RECOMMENDATION_RULES)).digest('hex');
  const storedHash = async (q: Pick<Db, 'select'>) =>
    (await q.select({ hash: referenceSeedState.hash }).from(referenceSeedState).where(eq(referenceSeedState.name, STATE_NAME)))[0]
      ?.hash;
  if ((await storedHash(db)) === hash) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('cri.seed.recommendation-rules'))`);
    if ((await storedHash(tx)) === hash) return;
    await insertMissingRows(tx, procedureRecommendationRules, PROCEDURE_RECOMMENDATION_RULES, procedureRecommendationRules.id);
    await tx
      .insert(referenceSeedState)
      .values({ name: STATE_NAME, hash })
      .onConflictDoUpdate({ target: referenceSeedState.name, set: { hash, seededAt: new Date() } });
  });
}
