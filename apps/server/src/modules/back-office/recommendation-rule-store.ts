import { RECOMMENDATION_RULES } from '@cri/shared/back-office/resources';
import { type TRecommendationConditions, ZRecommendationConditions } from '@cri/shared/rules/procedure-recommendation';
import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { procedureRecommendationRules as rules } from '../../db/schema/framing-forms.ts';
import { procedures, sectors } from '../../db/schema/reference-data.ts';
import { AppError } from '../../lib/app-error.ts';
import { idsOf } from './geography-checks.ts';
import type { Body, ResourceStore, SelectBuilder } from './store.ts';

/** Ids of rules written here start above the seed's (which upserts its own small ids, decision 088). */
const FIRST_EDITED_ID = 1001;

/** The conditions the form edits (decisions 088, 098); every other condition of a rule is kept as it is. */
const EDITED = [
  'landNeeded',
  'constructionNeeded',
  'minAmount',
  'maxAmount',
  'sectorIds',
  'excludedSectorIds',
  'advancementStages',
] as const;
const LISTS = ['sectorIds', 'excludedSectorIds', 'advancementStages'] as const;

const flag = (column: 'landNeeded' | 'constructionNeeded') =>
  sql<string | null>`case (${rules.conditions} ->> ${column}) when 'true' then 'YES' when 'false' then 'NO' end`;
// float8, not bigint: both drivers answer a number (node-postgres answers a bigint as text); exact to 2^53.
const amount = (column: 'minAmount' | 'maxAmount') => sql<number | null>`(${rules.conditions} ->> ${column})::float8`;
// A list condition as the form edits it: none stated = an empty list.
const list = (column: (typeof LISTS)[number]) => sql<unknown[]>`coalesce(${rules.conditions} -> ${column}, '[]'::jsonb)`;

/** The body's conditions over the ones the rule had (those the form does not edit stay). */
function conditionsOf(body: Body, before: TRecommendationConditions | undefined): TRecommendationConditions {
  const out: Record<string, unknown> = { ...(before ?? {}) };
  for (const key of EDITED) delete out[key];
  for (const key of ['landNeeded', 'constructionNeeded'] as const) {
    if (body[key] === 'YES') out[key] = true;
    else if (body[key] === 'NO') out[key] = false;
  }
  for (const key of ['minAmount', 'maxAmount'] as const) if (typeof body[key] === 'number') out[key] = body[key];
  // An empty list states nothing (the rule then does not look at that answer).
  for (const key of LISTS) {
    const value = body[key];
    if (Array.isArray(value) && value.length > 0) out[key] = [...new Set(value)];
  }
  const parsed = ZRecommendationConditions.safeParse(out);
  if (!parsed.success) {
    throw new AppError('VALIDATION_FAILED', {
      messageKey: 'backOffice.errors.ruleNeedsCondition',
      fieldErrors: [{ field: 'landNeeded', messageKey: 'backOffice.errors.ruleNeedsCondition' }],
    });
  }
  if (
    parsed.data.minAmount !== undefined &&
    parsed.data.maxAmount !== undefined &&
    parsed.data.minAmount > parsed.data.maxAmount
  ) {
    throw new AppError('VALIDATION_FAILED', {
      fieldErrors: [{ field: 'maxAmount', messageKey: 'backOffice.errors.maxBelowMin' }],
    });
  }
  return parsed.data;
}

/** Sectors a rule names must be sectors, categories or subcategories of the questionnaire's tree (else 422). */
async function checkSectors(tx: DbOrTx, body: Body) {
  for (const field of ['sectorIds', 'excludedSectorIds'] as const) {
    const wanted = idsOf(body[field]);
    if (wanted.length === 0) continue;
    const found = await tx.select({ id: sectors.id }).from(sectors).where(inArray(sectors.id, wanted));
    if (found.length !== wanted.length)
      throw new AppError('VALIDATION_FAILED', { fieldErrors: [{ field, messageKey: 'backOffice.errors.unknownSector' }] });
  }
}

async function checkProcedure(tx: DbOrTx, id: number) {
  const [known] = await tx.select({ id: procedures.id }).from(procedures).where(eq(procedures.id, id));
  if (!known)
    throw new AppError('VALIDATION_FAILED', {
      fieldErrors: [{ field: 'procedureId', messageKey: 'backOffice.errors.unknownProcedure' }],
    });
}

const values = (body: Body) => ({
  procedureId: Number(body.procedureId),
  reasonFr: String(body.reasonFr),
  reasonAr: String(body.reasonAr),
  priority: Number(body.priority),
  active: body.archived !== true,
});

/** Recommendation rules of the questionnaire (decision 009) as a content-manager resource (decision 088). */
export const recommendationRuleStore: ResourceStore = {
  decl: RECOMMENDATION_RULES,
  idColumn: rules.id,
  columns: {
    procedureId: rules.procedureId,
    reasonFr: rules.reasonFr,
    reasonAr: rules.reasonAr,
    priority: rules.priority,
    landNeeded: flag('landNeeded'),
    constructionNeeded: flag('constructionNeeded'),
    minAmount: amount('minAmount'),
    maxAmount: amount('maxAmount'),
    sectorIds: list('sectorIds'),
    excludedSectorIds: list('excludedSectorIds'),
    advancementStages: list('advancementStages'),
    archived: sql<boolean>`not ${rules.active}`,
    procedureNameFr: sql<string>`(select p.name_fr from ${procedures} p where p.id = ${rules.procedureId})`,
    // What the form does not edit, as stored (JSON), so the detail shows every condition of the rule.
    otherConditions: sql<
      string | null
    >`nullif((${rules.conditions} - 'landNeeded' - 'constructionNeeded' - 'minAmount' - 'maxAmount' - 'sectorIds' - 'excludedSectorIds' - 'advancementStages')::text, '{}')`,
  },
  select: (db, selection) => db.select(selection).from(rules).$dynamic() as unknown as SelectBuilder,
  async insert(_ctx, tx, body) {
    await checkProcedure(tx, Number(body.procedureId));
    await checkSectors(tx, body);
    const conditions = conditionsOf(body, undefined);
    await tx.execute(sql`lock table ${rules} in share row exclusive mode`);
    const [next] = await tx
      .select({ id: sql<number>`greatest(coalesce(max(${rules.id}), 0) + 1, ${FIRST_EDITED_ID})` })
      .from(rules);
    const id = Number(next?.id ?? FIRST_EDITED_ID);
    await tx.insert(rules).values({ id, conditions, ...values(body) });
    return id;
  },
  async update(_ctx, tx, id, body) {
    await checkProcedure(tx, Number(body.procedureId));
    await checkSectors(tx, body);
    const [current] = await tx.select({ conditions: rules.conditions }).from(rules).where(eq(rules.id, id));
    await tx
      .update(rules)
      .set({ conditions: conditionsOf(body, current?.conditions), ...values(body) })
      .where(eq(rules.id, id));
  },
  // Nothing points at a rule: deleted (its history stays in the audit); archiving is the form's "archived" box.
  async hardDelete(tx, id) {
    await tx.delete(rules).where(eq(rules.id, id));
  },
  async archive(tx, id) {
    await tx.update(rules).set({ active: false }).where(eq(rules.id, id));
  },
};
