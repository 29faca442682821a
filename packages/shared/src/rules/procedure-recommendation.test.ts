import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADVANCEMENT_STAGES, FRAMING_INVESTOR_TYPES, LAND_ASSIGNMENT_TYPES, LAND_SITUATIONS } from '../enums/framing-forms.ts';
import {
  failedConditions,
  type RecommendationAnswers,
  type RecommendationRule,
  recommendProcedures,
  ruleFires,
  type TRecommendationConditions,
  ZRecommendationConditions,
} from './procedure-recommendation.ts';

const smallId = fc.integer({ min: 1, max: 6 });
const answers: fc.Arbitrary<RecommendationAnswers> = fc.record({
  investorType: fc.constantFrom(...FRAMING_INVESTOR_TYPES),
  legalFormFamilyId: smallId,
  sectorId: smallId,
  categoryId: smallId,
  subcategoryId: fc.option(smallId, { nil: null }),
  totalInvestedAmount: fc.integer({ min: 1, max: 100 }),
  advancementStage: fc.constantFrom(...ADVANCEMENT_STAGES),
  landSituation: fc.constantFrom(...LAND_SITUATIONS),
  landNeeded: fc.boolean(),
  minAreaHa: fc.option(fc.integer({ min: 1, max: 150 }), { nil: null }),
  vocationId: fc.option(smallId, { nil: null }),
  assignmentType: fc.option(fc.constantFrom(...LAND_ASSIGNMENT_TYPES), { nil: null }),
  constructionNeeded: fc.boolean(),
});
const ids = fc.uniqueArray(smallId, { minLength: 1, maxLength: 3 });
const conditions: fc.Arbitrary<TRecommendationConditions> = fc
  .record(
    {
      sectorIds: ids,
      excludedSectorIds: ids,
      landSituations: fc.uniqueArray(fc.constantFrom(...LAND_SITUATIONS), { minLength: 1 }),
      advancementStages: fc.uniqueArray(fc.constantFrom(...ADVANCEMENT_STAGES), { minLength: 1 }),
      landNeeded: fc.boolean(),
      constructionNeeded: fc.boolean(),
      legalFormFamilyIds: ids,
      vocationIds: ids,
      excludedVocationIds: ids,
      assignmentTypes: fc.uniqueArray(fc.constantFrom(...LAND_ASSIGNMENT_TYPES), { minLength: 1 }),
      minAmount: fc.integer({ min: 0, max: 100 }),
      maxAmount: fc.integer({ min: 0, max: 100 }),
      minAreaHa: fc.integer({ min: 1, max: 150 }),
    },
    { requiredKeys: [] },
  )
  .filter((c) => Object.keys(c).length > 0);
const rules: fc.Arbitrary<RecommendationRule[]> = fc
  .array(fc.record({ procedureId: smallId, conditions, priority: fc.integer({ min: 1, max: 100 }) }), { maxLength: 12 })
  .map((list) => list.map((r, i) => ({ ...r, id: i + 1, reasonFr: `raison ${i + 1}`, reasonAr: `سبب ${i + 1}` })));

/** Independent oracle: what each condition means, written plainly. */
function holds(c: TRecommendationConditions, a: RecommendationAnswers): boolean {
  const sectors = [a.sectorId, a.categoryId, a.subcategoryId].filter((s) => s !== null);
  if (c.sectorIds && !sectors.some((s) => c.sectorIds?.includes(s))) return false;
  if (c.excludedSectorIds && sectors.some((s) => c.excludedSectorIds?.includes(s))) return false;
  if (c.landSituations && !c.landSituations.includes(a.landSituation)) return false;
  if (c.advancementStages && !c.advancementStages.includes(a.advancementStage)) return false;
  if (c.landNeeded !== undefined && c.landNeeded !== a.landNeeded) return false;
  if (c.constructionNeeded !== undefined && c.constructionNeeded !== a.constructionNeeded) return false;
  if (c.legalFormFamilyIds && !c.legalFormFamilyIds.includes(a.legalFormFamilyId)) return false;
  if (c.vocationIds && (a.vocationId === null || !c.vocationIds.includes(a.vocationId))) return false;
  if (c.excludedVocationIds && (a.vocationId === null || c.excludedVocationIds.includes(a.vocationId))) return false;
  if (c.assignmentTypes && (a.assignmentType === null || !c.assignmentTypes.includes(a.assignmentType))) return false;
  if (c.minAmount !== undefined && a.totalInvestedAmount < c.minAmount) return false;
  if (c.maxAmount !== undefined && a.totalInvestedAmount > c.maxAmount) return false;
  if (c.minAreaHa !== undefined && (a.minAreaHa === null || a.minAreaHa < c.minAreaHa)) return false;
  return true;
}

const sample: RecommendationAnswers = {
  investorType: 'CORPORATE_ENTITY',
  legalFormFamilyId: 2127,
  sectorId: 7,
  categoryId: 71,
  subcategoryId: 712,
  totalInvestedAmount: 60_000_000,
  advancementStage: 'PREPARING',
  landSituation: 'IDENTIFIED',
  landNeeded: true,
  minAreaHa: 8,
  vocationId: 7,
  assignmentType: 'SALE',
  constructionNeeded: true,
};

describe('procedure recommendation rules', () => {
  it('fires a rule exactly when every condition it states holds (oracle)', () => {
    fc.assert(fc.property(conditions, answers, (c, a) => ruleFires({ conditions: c }, a) === holds(c, a)));
  });

  it('no rule without matching answers fires: every reason comes from a rule whose conditions all hold', () => {
    fc.assert(
      fc.property(rules, answers, (list, a) => {
        for (const rec of recommendProcedures(list, a)) {
          for (const reason of rec.reasons) {
            const rule = list.find((r) => r.id === reason.ruleId);
            expect(rule?.procedureId).toBe(rec.procedureId);
            expect(failedConditions(rule?.conditions ?? {}, a)).toEqual([]);
          }
        }
      }),
    );
  });

  it('every recommendation carries its reasons, in both languages, and every fired rule is shown', () => {
    fc.assert(
      fc.property(rules, answers, (list, a) => {
        const recs = recommendProcedures(list, a);
        for (const rec of recs) {
          expect(rec.reasons.length).toBeGreaterThan(0);
          for (const r of rec.reasons) expect(r.reasonFr.length > 0 && r.reasonAr.length > 0).toBe(true);
        }
        const shown = recs.flatMap((r) => r.reasons.map((x) => x.ruleId)).sort((x, y) => x - y);
        expect(shown).toEqual(list.filter((r) => holds(r.conditions, a)).map((r) => r.id));
      }),
    );
  });

  it('orders procedures by their best priority, one entry per procedure', () => {
    fc.assert(
      fc.property(rules, answers, (list, a) => {
        const recs = recommendProcedures(list, a);
        expect(new Set(recs.map((r) => r.procedureId)).size).toBe(recs.length);
        for (let i = 1; i < recs.length; i++) expect(recs[i - 1]?.priority).toBeLessThanOrEqual(recs[i]?.priority ?? 0);
        for (const rec of recs) expect(rec.priority).toBe(Math.min(...rec.reasons.map((r) => r.priority)));
      }),
    );
  });

  it('drops rules of procedures that are not offered any more', () => {
    const list: RecommendationRule[] = [
      { id: 1, procedureId: 3, conditions: { constructionNeeded: true }, reasonFr: 'a', reasonAr: 'ب', priority: 1 },
      { id: 2, procedureId: 5, conditions: { sectorIds: [712] }, reasonFr: 'c', reasonAr: 'د', priority: 2 },
    ];
    expect(recommendProcedures(list, sample).map((r) => r.procedureId)).toEqual([3, 5]);
    expect(recommendProcedures(list, sample, new Set([5])).map((r) => r.procedureId)).toEqual([5]);
  });

  it('reads each condition as documented', () => {
    expect(failedConditions({ sectorIds: [712], minAreaHa: 5, assignmentTypes: ['SALE'] }, sample)).toEqual([]);
    expect(failedConditions({ excludedSectorIds: [7], maxAmount: 1_000_000, vocationIds: [3] }, sample)).toEqual([
      'excludedSectorIds',
      'maxAmount',
      'vocationIds',
    ]);
    expect(ruleFires({ conditions: { excludedVocationIds: [3] } }, { ...sample, vocationId: null })).toBe(false);
  });

  it('refuses a rule without any condition, or with an unknown one', () => {
    expect(ZRecommendationConditions.safeParse({}).success).toBe(false);
    expect(ZRecommendationConditions.safeParse({ colour: 'red' }).success).toBe(false);
    expect(ZRecommendationConditions.safeParse({ landNeeded: true }).success).toBe(true);
    expect(ruleFires({ conditions: {} }, sample)).toBe(false);
  });
});
