import { z } from 'zod';
import {
  MILESTONE_COMMISSION_DECISIONS,
  MILESTONE_STATUSES,
  MILESTONE_TYPES,
  MONITORING_ORIGINS,
  MONITORING_STEP_STATES,
} from '../enums/monitoring.ts';
import { PROJECT_LANDS_MAX } from '../limits.ts';
import { isCalendarDate } from '../rules/calendar-date.ts';
import { ZExploitationYear, ZInfoAnswer, ZInfoQuestion, ZLand, ZLandOptions } from './project-infos.ts';

/**
 * Contracts of the monitoring area (issue 18; spec 3 §3 "Monitoring project", §5, §7 "Monitoring";
 * decisions 065-067): procedure milestone definitions, monitoring projects, their milestones, their
 * follow-up actions and the manager's dashboard.
 */
export { MONITORING_PATHS } from '../paths.ts';

const V = 'monitoring.validation';
const Id = z.number().int().positive();
const ZId = z.coerce.number().int().positive().max(2_147_483_647);
const Day = z.string().refine(isCalendarDate, `${V}.date`);
const Name = z.string().trim().min(1, `${V}.required`).max(300, `${V}.tooLong`);

export const ZMonitoringIdParams = z.strictObject({ id: ZId });
export const ZMilestoneUpdateParams = z.strictObject({ monitoringProjectId: ZId, milestoneId: ZId });
export const ZMonitoringProjectIdParams = z.strictObject({ monitoringProjectId: ZId });

// ---------------------------------------------------------------------------------------------------------
// Procedure milestone definitions (back-office, national content manager)

export const ZProcedureMilestone = z.object({
  id: Id,
  procedureId: Id,
  procedureNameFr: z.string(),
  procedureNameAr: z.string(),
  orderMilestone: z.number().int(),
  nameFr: z.string(),
  nameAr: z.string(),
  /** Calendar days after the previous milestone of the procedure (decision 065). */
  dayNumber: z.number().int(),
  milestoneType: z.enum(MILESTONE_TYPES),
});
export type TProcedureMilestone = z.infer<typeof ZProcedureMilestone>;
export const ZProcedureMilestoneList = z.array(ZProcedureMilestone);

export const ZProcedureMilestoneQuery = z.object({ procedureId: ZId.optional() });

export const ZProcedureMilestoneNew = z.strictObject({
  procedureId: z
    .number({ error: `${V}.required` })
    .int()
    .positive()
    .max(2_147_483_647),
  orderMilestone: z
    .number({ error: `${V}.required` })
    .int(`${V}.integer`)
    .min(1, `${V}.positive`)
    .max(100, `${V}.tooBig`),
  nameFr: Name,
  nameAr: Name,
  dayNumber: z
    .number({ error: `${V}.required` })
    .int(`${V}.integer`)
    .min(0, `${V}.positive`)
    .max(3650, `${V}.tooBig`),
  milestoneType: z.enum(MILESTONE_TYPES, { error: `${V}.required` }),
});
export type TProcedureMilestoneNew = z.infer<typeof ZProcedureMilestoneNew>;

// ---------------------------------------------------------------------------------------------------------
// Milestones of a monitoring project

const ZFileRef = z.object({ fileName: z.string(), size: z.number().int() }).nullable();

export const ZMilestone = z.object({
  id: Id,
  monitoringProjectId: Id,
  monitoringProjectProcedureId: Id,
  procedureId: Id,
  orderNumber: z.number().int(),
  nameFr: z.string(),
  nameAr: z.string(),
  dayNumber: z.number().int(),
  absoluteDayNumber: z.number().int(),
  milestoneType: z.enum(MILESTONE_TYPES),
  verificationExpectedDate: z.string(),
  progressRate: z.number().int().nullable(),
  investmentRealised: z.number().nullable(),
  jobsCreated: z.number().int().nullable(),
  comments: z.string(),
  attachment: ZFileRef,
  commissionDecision: z.enum(MILESTONE_COMMISSION_DECISIONS).nullable(),
  commissionPv: ZFileRef,
  actionCompleted: z.boolean(),
  completedAt: z.iso.datetime().nullable(),
  disabled: z.boolean(),
  status: z.enum(MILESTONE_STATUSES),
});
export type TMilestone = z.infer<typeof ZMilestone>;

/** POST /monitoring-project-procedure-milestones (JSON) and the `milestone` field of the multipart create. */
export const ZMilestoneNew = z.strictObject({
  nameFr: Name,
  nameAr: Name,
  dayNumber: z
    .number({ error: `${V}.required` })
    .int(`${V}.integer`)
    .min(0, `${V}.positive`)
    .max(3650, `${V}.tooBig`),
  milestoneType: z.enum(MILESTONE_TYPES, { error: `${V}.required` }),
  /** Defaults to the decision day + the procedure's last absolute day + dayNumber (decision 065). */
  verificationExpectedDate: Day.nullable().optional(),
});
export type TMilestoneNew = z.infer<typeof ZMilestoneNew>;
export const ZMilestoneCreateJson = ZMilestoneNew.extend({
  monitoringProjectProcedureId: z.number().int().positive().max(2_147_483_647),
});
export const ZMilestoneCreateQuery = z.object({ monitoringProjectProcedureId: ZId });

/** The files of the multipart update: one per request, named by the `fileKind` field (decision 067). */
export const MILESTONE_FILE_KINDS = ['attachedDocument', 'commissionPv'] as const;

/**
 * The `milestone` field of PUT …/{monitoringProjectId}/update/{milestoneId}: EDIT (name, expected date),
 * COMPLETE (progress data; a regulatory milestone also its commission decision), DISABLE (after confirmation).
 */
export const ZMilestoneUpdate = z.strictObject({
  action: z.enum(['EDIT', 'COMPLETE', 'DISABLE']),
  nameFr: Name.optional(),
  nameAr: Name.optional(),
  verificationExpectedDate: Day.optional(),
  progressRate: z
    .number({ error: `${V}.number` })
    .int(`${V}.checkValidePercentage`)
    .min(0, `${V}.checkValidePercentage`)
    .max(100, `${V}.checkValidePercentage`)
    .nullable()
    .optional(),
  investmentRealised: z
    .number({ error: `${V}.number` })
    .min(0, `${V}.positive`)
    .max(1e13, `${V}.tooBig`)
    .nullable()
    .optional(),
  jobsCreated: z
    .number({ error: `${V}.number` })
    .int(`${V}.integer`)
    .min(0, `${V}.positive`)
    .max(1_000_000, `${V}.tooBig`)
    .nullable()
    .optional(),
  comments: z.string().max(4000, `${V}.tooLong`).optional(),
  commissionDecision: z
    .enum(MILESTONE_COMMISSION_DECISIONS, { error: `${V}.required` })
    .nullable()
    .optional(),
});
export type TMilestoneUpdate = z.infer<typeof ZMilestoneUpdate>;

// ---------------------------------------------------------------------------------------------------------
// Follow-up actions of monitoring

export const ZMonitoringDocument = z.object({
  id: Id,
  fileName: z.string(),
  size: z.number().int(),
  uploadedAt: z.iso.datetime(),
});
export const ZMonitoringAction = z.object({
  id: Id,
  milestoneId: Id.nullable(),
  title: z.string(),
  description: z.string(),
  dueDate: z.string().nullable(),
  createdAt: z.iso.datetime(),
  documents: z.array(ZMonitoringDocument),
});
export type TMonitoringAction = z.infer<typeof ZMonitoringAction>;

/** The `action` field of POST /monitoring-follow-up-actions/{monitoringProjectId}/new. */
export const ZMonitoringActionNew = z.strictObject({
  title: Name,
  description: z.string().max(4000, `${V}.tooLong`).default(''),
  dueDate: Day.nullable().optional(),
  milestoneId: z.number().int().positive().max(2_147_483_647).nullable().optional(),
});
export type TMonitoringActionNew = z.infer<typeof ZMonitoringActionNew>;

// ---------------------------------------------------------------------------------------------------------
// Monitoring projects

export const ZMonitoringProcedure = z.object({
  id: Id,
  procedureId: Id,
  nameFr: z.string(),
  nameAr: z.string(),
  milestones: z.array(ZMilestone),
});

export const ZMonitoringProject = z.object({
  id: Id,
  projectId: Id,
  name: z.string(),
  reference: z.string().nullable(),
  investorName: z.string(),
  regionId: Id,
  decisionDate: z.string(),
  origin: z.enum(MONITORING_ORIGINS),
  /** The furthest step reached: 0 general infos, 1 project infos, 2 recap. */
  reachedStep: z.number().int().min(0).max(2),
  stepStates: z.array(z.enum(MONITORING_STEP_STATES)),
  validatedAt: z.iso.datetime().nullable(),
  plannedInvestment: z.number().nullable(),
  plannedJobs: z.number().int().nullable(),
  questions: z.array(ZInfoQuestion),
  infos: z.array(ZInfoAnswer),
  exploitationYears: z.array(ZExploitationYear),
  /** The landList of the LAND question: the parcels (spec 3 §3), and what they may be picked among. */
  lands: z.array(ZLand),
  landOptions: ZLandOptions,
  procedures: z.array(ZMonitoringProcedure),
  followUpActions: z.array(ZMonitoringAction),
});
export type TMonitoringProject = z.infer<typeof ZMonitoringProject>;

/** GET /monitoring-projects/{id}/details: the project plus what has been realised so far. */
export const ZMonitoringProjectDetails = ZMonitoringProject.extend({
  realisedInvestment: z.number(),
  realisedJobs: z.number().int(),
  counts: z.record(z.enum(MILESTONE_STATUSES), z.number().int()),
});
export type TMonitoringProjectDetails = z.infer<typeof ZMonitoringProjectDetails>;

/** PUT /monitoring-projects/{id}: step 1 confirmed (GENERAL_INFOS) or the info step saved (PROJECT_INFOS). */
export const ZMonitoringProjectUpdate = z.strictObject({
  step: z.enum(['GENERAL_INFOS', 'PROJECT_INFOS']),
  infos: z.array(ZInfoAnswer).max(200).optional(),
  exploitationYears: z.array(ZExploitationYear).max(60).optional(),
  /** Left out when empty (spec 3 §5): the project then has no parcel. */
  lands: z.array(ZLand).max(PROJECT_LANDS_MAX, 'projectInfos.validation.tooManyLands').optional(),
});
export type TMonitoringProjectUpdate = z.infer<typeof ZMonitoringProjectUpdate>;

export const MONITORING_LIST_FILTERS = ['ALL', 'LATE', 'TO_VALIDATE', 'VALIDATED'] as const;
export const ZMonitoringListQuery = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(10),
  search: z.string().trim().max(100).optional(),
  filter: z.enum(MONITORING_LIST_FILTERS).default('ALL'),
  procedureId: ZId.optional(),
});
export type TMonitoringListQuery = z.infer<typeof ZMonitoringListQuery>;

export const ZMonitoringProjectRow = z.object({
  id: Id,
  projectId: Id,
  name: z.string(),
  reference: z.string().nullable(),
  investorName: z.string(),
  decisionDate: z.string(),
  validated: z.boolean(),
  milestones: z.number().int(),
  done: z.number().int(),
  overdue: z.number().int(),
  nextExpectedDate: z.string().nullable(),
});
export type TMonitoringProjectRow = z.infer<typeof ZMonitoringProjectRow>;
export const ZMonitoringProjectList = z.object({
  content: z.array(ZMonitoringProjectRow),
  totalElements: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type TMonitoringProjectList = z.infer<typeof ZMonitoringProjectList>;

/** GET /monitoring-projects/dashboard: the manager's region. */
export const ZMonitoringDashboard = z.object({
  months: z.array(z.object({ month: z.string(), due: z.number().int(), overdue: z.number().int(), done: z.number().int() })),
  investment: z.object({ planned: z.number(), realised: z.number() }),
  jobs: z.object({ planned: z.number().int(), realised: z.number().int() }),
  /** Milestones to act on (due soon or overdue), soonest first. */
  actions: z.array(
    z.object({
      monitoringProjectId: Id,
      projectName: z.string(),
      reference: z.string().nullable(),
      milestoneId: Id,
      nameFr: z.string(),
      nameAr: z.string(),
      verificationExpectedDate: z.string(),
      status: z.enum(MILESTONE_STATUSES),
    }),
  ),
  /** Projects with at least one overdue milestone. */
  lateProjects: z.array(ZMonitoringProjectRow),
});
export type TMonitoringDashboard = z.infer<typeof ZMonitoringDashboard>;

/** GET /projects/{id}/monitoring: the investor's read-only view of the milestones of his project. */
export const ZInvestorMonitoring = z.object({
  monitored: z.boolean(),
  procedures: z.array(ZMonitoringProcedure),
});
export type TInvestorMonitoring = z.infer<typeof ZInvestorMonitoring>;

export const monitoringProjectPath = (id: number): string => `/monitoring-projects/${id}`;
