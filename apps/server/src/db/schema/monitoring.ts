import type { MilestoneType, MonitoringOrigin } from '@cri/shared/enums/monitoring';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { projects } from './projects.ts';
import { choiceListItems, communes, infoTypes, procedures, regions } from './reference-data.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Procedure milestone definitions (spec 3 §3 "Procedure milestone definition", back-office resource
 * procedure-milestones): what every monitoring project of a procedure has to verify, in order.
 */
export const procedureMilestones = pgTable(
  'procedure_milestones',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    procedureId: integer('procedure_id')
      .notNull()
      .references(() => procedures.id),
    orderMilestone: integer('order_milestone').notNull(),
    nameFr: text('name_fr').notNull(),
    nameAr: text('name_ar').notNull(),
    /** Calendar days after the previous milestone of the procedure (decision 065). */
    dayNumber: integer('day_number').notNull(),
    milestoneType: text('milestone_type').$type<MilestoneType>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('procedure_milestones_procedure_idx').on(t.procedureId, t.orderMilestone)],
);

/** A file followed after its favourable decision (decision 065): one per project, in the project's region. */
export const monitoringProjects = pgTable(
  'monitoring_projects',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .unique()
      .references(() => projects.id, { onDelete: 'cascade' }),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    origin: text('origin').$type<MonitoringOrigin>().notNull(),
    /** The Morocco day of the favourable decision: milestone dates count from it. */
    decisionDate: date('decision_date', { mode: 'string' }).notNull(),
    /** 0 general infos, 1 project infos, 2 recap: the furthest step of the 3-step header reached. */
    reachedStep: integer('reached_step').notNull().default(0),
    plannedInvestment: numeric('planned_investment', { precision: 16, scale: 2, mode: 'number' }),
    plannedJobs: integer('planned_jobs'),
    validatedBy: integer('validated_by').references(() => users.id, { onDelete: 'set null' }),
    validatedAt: at('validated_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('monitoring_projects_region_idx').on(t.regionId, t.decisionDate)],
);

/** The monitoring project's answers of the info step (spec 3 §3 monitoringProvidedInfoList). */
export const monitoringProvidedInfos = pgTable(
  'monitoring_provided_infos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    monitoringProjectId: integer('monitoring_project_id')
      .notNull()
      .references(() => monitoringProjects.id, { onDelete: 'cascade' }),
    infoTypeId: integer('info_type_id')
      .notNull()
      .references(() => infoTypes.id),
    value: text('value'),
    choiceListItemId: integer('choice_list_item_id').references(() => choiceListItems.id),
  },
  (t) => [unique('monitoring_provided_infos_uq').on(t.monitoringProjectId, t.infoTypeId)],
);

/** projectExploitationYearList of the monitoring project. */
export const monitoringExploitationYears = pgTable(
  'monitoring_exploitation_years',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    monitoringProjectId: integer('monitoring_project_id')
      .notNull()
      .references(() => monitoringProjects.id, { onDelete: 'cascade' }),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    investmentAmount: numeric('investment_amount', { precision: 16, scale: 2, mode: 'number' }),
    jobsCreated: integer('jobs_created'),
  },
  (t) => [index('monitoring_exploitation_years_mp_idx').on(t.monitoringProjectId)],
);

/**
 * The landList of the monitoring project's LAND answer (spec 3 §3): its parcels, copied from the file's when
 * the monitoring project opens, then edited on the info step. Same fields as project_lands.
 */
export const monitoringLands = pgTable(
  'monitoring_lands',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    monitoringProjectId: integer('monitoring_project_id')
      .notNull()
      .references(() => monitoringProjects.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    legalStatusId: integer('legal_status_id').references(() => choiceListItems.id),
    communeId: integer('commune_id').references(() => communes.id),
    fundamentalReferenceTypeId: integer('fundamental_reference_type_id').references(() => choiceListItems.id),
    /** Square metres. */
    parcelSurface: numeric('parcel_surface', { precision: 14, scale: 2, mode: 'number' }),
    covered: boolean('covered'),
    coverDocument: text('cover_document'),
    landRegistry: text('land_registry'),
    titleNumber: integer('title_number'),
    titleIndex: text('title_index'),
    specialIndex: text('special_index'),
    registrationRequisitionNumber: text('registration_requisition_number'),
  },
  (t) => [index('monitoring_lands_mp_idx').on(t.monitoringProjectId)],
);

/** monitoringProjectProcedureList: the active procedures of the file when it became monitored. */
export const monitoringProjectProcedures = pgTable(
  'monitoring_project_procedures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    monitoringProjectId: integer('monitoring_project_id')
      .notNull()
      .references(() => monitoringProjects.id, { onDelete: 'cascade' }),
    procedureId: integer('procedure_id')
      .notNull()
      .references(() => procedures.id),
  },
  (t) => [unique('monitoring_project_procedures_uq').on(t.monitoringProjectId, t.procedureId)],
);

/** A milestone of a monitoring project's procedure (spec 3 §3 "Milestone, as shown to users"). */
export const monitoringMilestones = pgTable(
  'monitoring_milestones',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    monitoringProjectId: integer('monitoring_project_id')
      .notNull()
      .references(() => monitoringProjects.id, { onDelete: 'cascade' }),
    /** The monitoring project's region, copied by the database (trigger of migration 0035, decision 107). */
    regionId: integer('region_id').references(() => regions.id),
    monitoringProjectProcedureId: integer('monitoring_project_procedure_id')
      .notNull()
      .references(() => monitoringProjectProcedures.id, { onDelete: 'cascade' }),
    procedureMilestoneId: integer('procedure_milestone_id').references(() => procedureMilestones.id, { onDelete: 'set null' }),
    orderNumber: integer('order_number').notNull(),
    nameFr: text('name_fr').notNull(),
    nameAr: text('name_ar').notNull(),
    dayNumber: integer('day_number').notNull(),
    absoluteDayNumber: integer('absolute_day_number').notNull(),
    milestoneType: text('milestone_type').$type<MilestoneType>().notNull(),
    verificationExpectedDate: date('verification_expected_date', { mode: 'string' }).notNull(),
    progressRate: integer('progress_rate'),
    investmentRealised: numeric('investment_realised', { precision: 16, scale: 2, mode: 'number' }),
    jobsCreated: integer('jobs_created'),
    comments: text('comments').notNull().default(''),
    attachmentStorageKey: text('attachment_storage_key'),
    attachmentFileName: text('attachment_file_name'),
    attachmentSize: bigint('attachment_size', { mode: 'number' }),
    commissionDecision: text('commission_decision').$type<'FAVORABLE' | 'FAVORABLE_WITH_RESTRICTIONS' | 'UNFAVORABLE'>(),
    commissionPvStorageKey: text('commission_pv_storage_key'),
    commissionPvFileName: text('commission_pv_file_name'),
    commissionPvSize: bigint('commission_pv_size', { mode: 'number' }),
    actionCompleted: boolean('action_completed').notNull().default(false),
    completedBy: integer('completed_by').references(() => users.id, { onDelete: 'set null' }),
    completedAt: at('completed_at'),
    disabled: boolean('disabled').notNull().default(false),
    disabledBy: integer('disabled_by').references(() => users.id, { onDelete: 'set null' }),
    disabledAt: at('disabled_at'),
    /** Set by the overdue job the first time the expected date passes undone. */
    overdueAt: at('overdue_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('monitoring_milestones_mp_idx').on(t.monitoringProjectId, t.verificationExpectedDate),
    index('monitoring_milestones_due_idx').on(t.verificationExpectedDate, t.actionCompleted, t.disabled),
    // The monitoring dashboard's aggregates of a region (decision 107): open milestones by date, done ones by
    // completion, the realised figures of the enabled ones.
    index('monitoring_milestones_region_open_idx')
      .on(t.regionId, t.verificationExpectedDate, t.id)
      .where(sql`not ${t.disabled} and not ${t.actionCompleted}`),
    index('monitoring_milestones_region_done_idx')
      .on(t.regionId, t.completedAt, t.verificationExpectedDate)
      .where(sql`not ${t.disabled} and ${t.actionCompleted}`),
    index('monitoring_milestones_region_realised_idx')
      .on(t.regionId, t.investmentRealised, t.jobsCreated)
      .where(sql`not ${t.disabled}`),
  ],
);

/**
 * The enabled milestones per (region, done, day) (decision 124): the monitoring dashboard's months and realised figures,
 * kept by deferred triggers on `monitoring_milestones` (migration 0043) instead of aggregating the region's milestones
 * (70 000 for Casablanca-Settat at 1 000 000 files) on every dashboard. The day is a done milestone's completion
 * (Morocco's day; its expected date when no completion time) or an open one's expected date, as the dashboard counts
 * them; region 0 for none. A row may hold 0 milestones. Rebuilt by `counters_rebuild()`.
 */
export const monitoringMilestoneDays = pgTable(
  'monitoring_milestone_days',
  {
    regionId: integer('region_id').notNull(),
    done: boolean('done').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    milestones: integer('milestones').notNull(),
    investmentRealised: numeric('investment_realised', { precision: 20, scale: 2, mode: 'number' }).notNull(),
    jobsCreated: bigint('jobs_created', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.regionId, t.done, t.day] })],
);

/** A follow-up action of monitoring (spec 3 §3): documents can be added and deleted. */
export const monitoringFollowUpActions = pgTable(
  'monitoring_follow_up_actions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    monitoringProjectId: integer('monitoring_project_id')
      .notNull()
      .references(() => monitoringProjects.id, { onDelete: 'cascade' }),
    milestoneId: integer('milestone_id').references(() => monitoringMilestones.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    dueDate: date('due_date', { mode: 'string' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('monitoring_follow_up_actions_mp_idx').on(t.monitoringProjectId)],
);

export const monitoringFollowUpDocuments = pgTable(
  'monitoring_follow_up_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    actionId: integer('action_id')
      .notNull()
      .references(() => monitoringFollowUpActions.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: at('uploaded_at').notNull(),
    deletedAt: at('deleted_at'),
  },
  (t) => [index('monitoring_follow_up_documents_action_idx').on(t.actionId)],
);

/**
 * Operation-monitoring mails (spec 3 §2, decision 097): addresses of a region that receive, in copy, the weekly
 * digest its monitoring managers receive. Kept by regional support (its region) and national support.
 */
export const monitoringMailRecipients = pgTable(
  'monitoring_mail_recipients',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    active: boolean('active').notNull().default(true),
  },
  // The region's addresses, one row each: the unique index also reads a region's list.
  (t) => [unique('monitoring_mail_recipients_region_email_unique').on(t.regionId, t.email)],
);
