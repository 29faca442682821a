import { z } from 'zod';
import type { AdvancementStage, FramingInvestorType, LandAssignmentType, LandSituation } from '../enums/framing-forms.ts';
import { ADVANCEMENT_STAGES, LAND_ASSIGNMENT_TYPES, LAND_SITUATIONS } from '../enums/framing-forms.ts';

/**
 * Recommended procedures of a framing questionnaire (spec 2 §2 /framing-forms/{id}/procedures). The rules
 * are data (table procedure_recommendation_rules, editable by the content team); this is their meaning.
 *
 * A rule fires when EVERY condition it states holds for the answers; a condition it does not state is
 * ignored. A rule must state at least one condition, so nothing is recommended without a matching answer.
 */
const ids = z.array(z.number().int().positive()).min(1);
export const ZRecommendationConditions = z
  .strictObject({
    /** Any of the sector, category or subcategory answered is in the list. */
    sectorIds: ids.optional(),
    /** None of the sector, category or subcategory answered is in the list. */
    excludedSectorIds: ids.optional(),
    landSituations: z.array(z.enum(LAND_SITUATIONS)).min(1).optional(),
    advancementStages: z.array(z.enum(ADVANCEMENT_STAGES)).min(1).optional(),
    landNeeded: z.boolean().optional(),
    constructionNeeded: z.boolean().optional(),
    legalFormFamilyIds: ids.optional(),
    /** The land vocation sought is one of these (an unanswered vocation does not match). */
    vocationIds: ids.optional(),
    /** A vocation is answered and is none of these. */
    excludedVocationIds: ids.optional(),
    assignmentTypes: z.array(z.enum(LAND_ASSIGNMENT_TYPES)).min(1).optional(),
    /** totalInvestedAmount (DH) at least / at most. */
    minAmount: z.number().nonnegative().optional(),
    maxAmount: z.number().nonnegative().optional(),
    /** The smallest area sought (ha) is at least this. */
    minAreaHa: z.number().positive().optional(),
  })
  .refine((c) => Object.values(c).some((v) => v !== undefined), { message: 'a rule needs at least one condition' });
export type TRecommendationConditions = z.infer<typeof ZRecommendationConditions>;

export interface RecommendationRule {
  id: number;
  procedureId: number;
  conditions: TRecommendationConditions;
  reasonFr: string;
  reasonAr: string;
  /** 1 is shown first. */
  priority: number;
}

/** The answers the rules read (a projection of the questionnaire). */
export interface RecommendationAnswers {
  investorType: FramingInvestorType;
  legalFormFamilyId: number;
  sectorId: number;
  categoryId: number;
  subcategoryId: number | null;
  totalInvestedAmount: number;
  advancementStage: AdvancementStage;
  landSituation: LandSituation;
  landNeeded: boolean;
  minAreaHa: number | null;
  vocationId: number | null;
  assignmentType: LandAssignmentType | null;
  constructionNeeded: boolean;
}

export interface RecommendationReason {
  ruleId: number;
  reasonFr: string;
  reasonAr: string;
  priority: number;
}

export interface Recommendation {
  procedureId: number;
  /** The rules that fired for it, best priority first; never empty. */
  reasons: RecommendationReason[];
  /** The best priority of its reasons. */
  priority: number;
}

const sectorsOf = (a: RecommendationAnswers): number[] =>
  [a.sectorId, a.categoryId, a.subcategoryId].filter((v): v is number => v !== null);

/** Each stated condition, checked on its own (exported for the tests' oracle). */
export function failedConditions(c: TRecommendationConditions, a: RecommendationAnswers): (keyof TRecommendationConditions)[] {
  const sectors = sectorsOf(a);
  const checks: { [K in keyof TRecommendationConditions]-?: (v: NonNullable<TRecommendationConditions[K]>) => boolean } = {
    sectorIds: (v) => sectors.some((s) => v.includes(s)),
    excludedSectorIds: (v) => !sectors.some((s) => v.includes(s)),
    landSituations: (v) => v.includes(a.landSituation),
    advancementStages: (v) => v.includes(a.advancementStage),
    landNeeded: (v) => a.landNeeded === v,
    constructionNeeded: (v) => a.constructionNeeded === v,
    legalFormFamilyIds: (v) => v.includes(a.legalFormFamilyId),
    vocationIds: (v) => a.vocationId !== null && v.includes(a.vocationId),
    excludedVocationIds: (v) => a.vocationId !== null && !v.includes(a.vocationId),
    assignmentTypes: (v) => a.assignmentType !== null && v.includes(a.assignmentType),
    minAmount: (v) => a.totalInvestedAmount >= v,
    maxAmount: (v) => a.totalInvestedAmount <= v,
    minAreaHa: (v) => a.minAreaHa !== null && a.minAreaHa >= v,
  };
  return (Object.keys(c) as (keyof TRecommendationConditions)[]).filter((key) => {
    const value = c[key];
    if (value === undefined) return false;
    return !(checks[key] as (v: unknown) => boolean)(value);
  });
}

export const ruleFires = (rule: Pick<RecommendationRule, 'conditions'>, answers: RecommendationAnswers): boolean =>
  Object.values(rule.conditions).some((v) => v !== undefined) && failedConditions(rule.conditions, answers).length === 0;

/**
 * The procedures the fired rules point to, each with every reason that fired for it; ordered by best
 * priority, then procedure id. Rules of procedures not in `procedureIds` (archived ones) are dropped.
 */
export function recommendProcedures(
  rules: readonly RecommendationRule[],
  answers: RecommendationAnswers,
  procedureIds?: ReadonlySet<number>,
): Recommendation[] {
  const byProcedure = new Map<number, RecommendationReason[]>();
  for (const rule of rules) {
    if (procedureIds && !procedureIds.has(rule.procedureId)) continue;
    if (!ruleFires(rule, answers)) continue;
    const reasons = byProcedure.get(rule.procedureId) ?? [];
    reasons.push({ ruleId: rule.id, reasonFr: rule.reasonFr, reasonAr: rule.reasonAr, priority: rule.priority });
    byProcedure.set(rule.procedureId, reasons);
  }
  return [...byProcedure.entries()]
    .map(([procedureId, reasons]) => {
      const sorted = reasons.sort((x, y) => x.priority - y.priority || x.ruleId - y.ruleId);
      return { procedureId, reasons: sorted, priority: sorted[0]?.priority ?? 0 };
    })
    .sort((x, y) => x.priority - y.priority || x.procedureId - y.procedureId);
}
