import {
  ADVANCEMENT_STAGES,
  FRAMING_INVESTOR_TYPES,
  LAND_ASSIGNMENT_TYPES,
  LAND_SITUATIONS,
} from '@cri/shared/enums/framing-forms';
import type { TRecommendationConditions } from '@cri/shared/rules/procedure-recommendation';
import type { TYearlyResult } from '@cri/shared/schemas/framing-forms';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { advisors, users } from './accounts.ts';
import { choiceListItems, procedures, regions, sectors, vocations } from './reference-data.ts';

export const framingInvestorType = pgEnum('framing_investor_type', FRAMING_INVESTOR_TYPES);
export const advancementStage = pgEnum('advancement_stage', ADVANCEMENT_STAGES);
export const landSituation = pgEnum('land_situation', LAND_SITUATIONS);
export const landAssignmentType = pgEnum('land_assignment_type', LAND_ASSIGNMENT_TYPES);

/**
 * An investor's framing (qualification) questionnaire (spec 2 §3 Framing form). The answers are nullable
 * or defaulted so that rows created by other modules' tests with the links only stay valid; the API
 * always writes every answer (ZFramingFormFields).
 */
export const framingForms = pgTable(
  'framing_forms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The investor account that filed it. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    /** The advisor it is assigned to (PUT /framing-forms/{id} by staff). */
    advisorId: integer('advisor_id').references(() => advisors.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    investorType: framingInvestorType('investor_type'),
    legalFormFamilyId: integer('legal_form_family_id').references(() => choiceListItems.id),
    identityNumber: text('identity_number').notNull().default(''),
    projectName: text('project_name').notNull().default(''),
    sectorId: integer('sector_id').references(() => sectors.id),
    categoryId: integer('category_id').references(() => sectors.id),
    subcategoryId: integer('subcategory_id').references(() => sectors.id),
    description: text('description').notNull().default(''),
    totalInvestedAmount: numeric('total_invested_amount', { precision: 16, scale: 2, mode: 'number' }),
    numberOfCreatedJobs: integer('number_of_created_jobs'),
    /** Expected turnover per calendar year, [{ year, turnover }]. */
    yearlyResults: jsonb('yearly_results').$type<TYearlyResult[]>().notNull().default([]),
    advancementStage: advancementStage('advancement_stage'),
    landSituation: landSituation('land_situation'),
    landNeeded: boolean('land_needed').notNull().default(false),
    minAreaHa: numeric('min_area_ha', { precision: 6, scale: 2, mode: 'number' }),
    maxAreaHa: numeric('max_area_ha', { precision: 6, scale: 2, mode: 'number' }),
    vocationId: integer('vocation_id').references(() => vocations.id),
    assignmentType: landAssignmentType('assignment_type'),
    budgetMinPerM2: numeric('budget_min_per_m2', { precision: 12, scale: 2, mode: 'number' }),
    budgetMaxPerM2: numeric('budget_max_per_m2', { precision: 12, scale: 2, mode: 'number' }),
    constructionNeeded: boolean('construction_needed').notNull().default(false),
  },
  (t) => [
    index('framing_forms_user_idx').on(t.userId),
    index('framing_forms_region_idx').on(t.regionId, t.createdAt),
    index('framing_forms_user_created_idx').on(t.userId, t.createdAt),
    check('framing_forms_min_area_ck', sql`${t.minAreaHa} is null or ${t.minAreaHa} between 0.1 and 150`),
    check('framing_forms_max_area_ck', sql`${t.maxAreaHa} is null or ${t.maxAreaHa} between 0.1 and 150`),
    check('framing_forms_description_ck', sql`char_length(${t.description}) <= 500`),
  ],
);

/**
 * Data-driven recommendation rules (procedure-recommendation.ts gives their meaning). Seeded from
 * seed/reference/procedure-recommendation-rules.ts; the content team may edit rows without code.
 */
export const procedureRecommendationRules = pgTable(
  'procedure_recommendation_rules',
  {
    id: integer('id').primaryKey(),
    procedureId: integer('procedure_id')
      .notNull()
      .references(() => procedures.id),
    conditions: jsonb('conditions').$type<TRecommendationConditions>().notNull(),
    reasonFr: text('reason_fr').notNull(),
    reasonAr: text('reason_ar').notNull(),
    /** 1 is shown first. */
    priority: integer('priority').notNull().default(100),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('procedure_recommendation_rules_procedure_idx').on(t.procedureId)],
);
