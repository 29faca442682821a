import { z } from 'zod';
import {
  LAND_APPOINTMENT_STATES,
  LAND_AREA_MAX_HA,
  LAND_AREA_MIN_HA,
  LAND_PARCEL_TYPES,
  LAND_REQUEST_CATEGORIES,
  LAND_SEARCH_MIN_CHARS,
  PARCEL_EXAMINATION_STATES,
} from '../enums/land.ts';
import { APPOINTMENT_FILTERS } from './appointments.ts';

const Id = z.number().int().positive();
const IdParam = z.coerce.number().int().positive().max(2_147_483_647);
const Page = {
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(10),
};

export const ZParcelExaminationState = z.enum(PARCEL_EXAMINATION_STATES);
export const ZLandRequestCategory = z.enum(LAND_REQUEST_CATEGORIES);

/** GET /foncier/dashboard: the member's counts, within its region and geographic visibility. */
const Count = z.object({ key: z.string(), labelFr: z.string(), labelAr: z.string(), count: z.number().int().min(0) });
export const ZLandDashboard = z.object({
  parcels: z.number().int().min(0),
  parcelsByExamination: z.array(Count),
  requestsByCategory: z.array(Count),
  requestsByVocation: z.array(Count),
  parcelsByCommune: z.array(Count),
  /** Scheduled land appointments not yet held (the RDV member's to-do). */
  appointmentsToHold: z.number().int().min(0),
  /** The external land dashboard (decision 070: set by LAND_DASHBOARD_URL), null when none is configured. */
  externalDashboardUrl: z.string().nullable(),
});
export type TLandDashboard = z.infer<typeof ZLandDashboard>;
export type TLandCount = z.infer<typeof Count>;

/** Surface classes of the land visualisation (decision 081), in hectares. */
export const LAND_SURFACE_CLASSES = [
  'UNDER_1',
  'FROM_1_TO_5',
  'FROM_5_TO_20',
  'FROM_20_TO_50',
  'FROM_50_TO_150',
  'OVER_150',
  'UNKNOWN',
] as const;
export const LAND_REFERENCE_KINDS = ['TITLE', 'REQUISITION', 'NONE'] as const;
const Measured = Count.extend({ areaHa: z.number().min(0) });
/**
 * GET /foncier/visualisation (spec 3 §2 "visualisation", decision 081): the parcels the member sees, by commune
 * with their examination states, by surface class, by reference (title 1170, requisition 130) and legal status.
 */
export const ZLandVisualisation = z.object({
  parcels: z.number().int().min(0),
  areaHa: z.number().min(0),
  communes: z.array(
    Measured.extend({ byState: z.array(z.object({ state: z.enum(PARCEL_EXAMINATION_STATES), count: z.number().int().min(0) })) }),
  ),
  surfaceClasses: z.array(Measured),
  referenceKinds: z.array(Measured),
  legalStatuses: z.array(Measured),
});
export type TLandVisualisation = z.infer<typeof ZLandVisualisation>;
export type TLandMeasured = z.infer<typeof Measured>;

/** One declared parcel (spec 2 §3 Parcel / land) with its file and its examination state. */
export const ZParcel = z.object({
  id: Id,
  projectId: Id,
  projectName: z.string(),
  projectReference: z.string().nullable(),
  legalStatusFr: z.string().nullable(),
  legalStatusAr: z.string().nullable(),
  communeFr: z.string().nullable(),
  communeAr: z.string().nullable(),
  /** Square metres. */
  surface: z.number().nullable(),
  covered: z.boolean().nullable(),
  coverDocument: z.string().nullable(),
  /** 1170 (land title) or 130 (requisition), as the reference list codes it. */
  referenceType: z.string().nullable(),
  landRegistry: z.string().nullable(),
  titleNumber: z.number().int().nullable(),
  titleIndex: z.string().nullable(),
  specialIndex: z.string().nullable(),
  requisitionNumber: z.string().nullable(),
  examinationState: ZParcelExaminationState,
  /** Another file of the portal declares the same title (number and index) or requisition. */
  duplicateReference: z.boolean(),
});
export type TParcel = z.infer<typeof ZParcel>;

export const ZParcelPage = z.object({
  items: z.array(ZParcel),
  total: z.number().int().min(0),
  page: z.number().int().min(0),
  size: z.number().int().min(1),
});
export type TParcelPage = z.infer<typeof ZParcelPage>;

export const ZParcelListQuery = z.object({ ...Page, examinationState: ZParcelExaminationState.optional() });
export const ZParcelIdParams = z.object({ id: IdParam });
export const ZParcelExaminationUpdate = z.object({ state: ZParcelExaminationState });
export type TParcelExaminationUpdate = z.infer<typeof ZParcelExaminationUpdate>;

/** GET /audit/parcel?parcelId: who changed what on a parcel (decision 068). */
export const ZParcelAuditQuery = z.object({ parcelId: IdParam });
export const ZParcelAuditEntry = z.object({
  id: Id,
  field: z.string(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
  changedAt: z.iso.datetime(),
  author: z.string().nullable(),
});
export const ZParcelAudit = z.array(ZParcelAuditEntry);
export type TParcelAuditEntry = z.infer<typeof ZParcelAuditEntry>;

export const LAND_SEARCH_SORTS = ['surface', 'titleNumber', 'commune', 'project'] as const;
const text = (key: string) =>
  z
    .string()
    .trim()
    .min(LAND_SEARCH_MIN_CHARS, { error: key })
    .max(60)
    .optional()
    .or(z.literal('').transform(() => undefined));
const hectares = z.coerce
  .number()
  .min(LAND_AREA_MIN_HA, { error: 'land.search.errors.areaRange' })
  .max(LAND_AREA_MAX_HA, { error: 'land.search.errors.areaRange' })
  .optional();

/** GET /foncier/search: every filter optional; area in hectares (0.1 to 150), texts of 3 characters or more. */
export const ZLandSearchQuery = z
  .object({
    ...Page,
    titleNumber: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    titleIndex: text('land.search.errors.tooShort'),
    requisitionNumber: text('land.search.errors.tooShort'),
    communeId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    legalStatusId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    minAreaHa: hectares,
    maxAreaHa: hectares,
    examinationState: ZParcelExaminationState.optional(),
    sort: z.enum(LAND_SEARCH_SORTS).default('titleNumber'),
    direction: z.enum(['asc', 'desc']).default('asc'),
  })
  .refine((q) => q.minAreaHa === undefined || q.maxAreaHa === undefined || q.minAreaHa <= q.maxAreaHa, {
    error: 'land.search.errors.areaReversed',
    path: ['maxAreaHa'],
  });
export type TLandSearchQuery = z.infer<typeof ZLandSearchQuery>;

/** GET /investor-request/foncier?investorRequestCategory&page&size: framing forms whose investor looks for land. */
export const ZLandRequestQuery = z.object({ ...Page, investorRequestCategory: ZLandRequestCategory.default('NEW') });
export const ZLandRequest = z.object({
  id: Id,
  createdAt: z.iso.datetime(),
  investorName: z.string(),
  /** The questionnaire's project name. */
  projectName: z.string(),
  category: ZLandRequestCategory,
  minAreaHa: z.number().nullable(),
  maxAreaHa: z.number().nullable(),
  vocationFr: z.string().nullable(),
  vocationAr: z.string().nullable(),
  assignmentType: z.string().nullable(),
  budgetMinPerM2: z.number().nullable(),
  budgetMaxPerM2: z.number().nullable(),
  constructionNeeded: z.boolean(),
  qualification: z.string(),
});
export type TLandRequest = z.infer<typeof ZLandRequest>;
export const ZLandRequestPage = z.object({
  items: z.array(ZLandRequest),
  total: z.number().int().min(0),
  page: z.number().int().min(0),
  size: z.number().int().min(1),
});
export type TLandRequestPage = z.infer<typeof ZLandRequestPage>;
export const ZLandRequestIdParams = z.object({ id: IdParam });
/** The member's qualification: the new category and what it says to the investor (the investor is told). */
export const ZLandRequestQualification = z.object({
  category: z.enum(['BEING_QUALIFIED', 'QUALIFIED', 'CLOSED']),
  qualification: z.string().trim().min(3, { error: 'land.requests.errors.qualificationRequired' }).max(2000),
});
export type TLandRequestQualification = z.infer<typeof ZLandRequestQualification>;

export const ZLandParcelType = z.enum(LAND_PARCEL_TYPES);

/** Land appointments (issue 19): the list's filter is the state. */
export const ZLandAppointmentState = z.enum(LAND_APPOINTMENT_STATES);
export const ZLandAppointmentQuery = z.object({ ...Page, stateCategory: ZLandAppointmentState.default('TO_BE_SCHEDULED') });
export const ZLandAppointment = z.object({
  id: Id,
  subject: z.string(),
  details: z.string(),
  investorName: z.string(),
  investorEmail: z.string(),
  state: ZLandAppointmentState,
  /** Morocco wall-clock, `YYYY-MM-DDTHH:mm`. */
  scheduledStart: z.string().nullable(),
  memberName: z.string().nullable(),
  cancellationReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  regionId: Id,
  regionNameFr: z.string(),
  regionNameAr: z.string(),
});
export type TLandAppointment = z.infer<typeof ZLandAppointment>;

/**
 * The land appointments on the appointment screens (decision 080): `/meetings` lists them beside the advisor's
 * with the same filters (all, upcoming, past, to be scheduled); a national reader may pick a region.
 */
export const ZLandMeetingsQuery = z.object({
  filter: z.enum(APPOINTMENT_FILTERS).default('all'),
  regionId: IdParam.optional(),
});
export type TLandMeetingsQuery = z.infer<typeof ZLandMeetingsQuery>;
export const ZLandMeetings = z.array(ZLandAppointment);
/** GET /appointments/foncier/{id}: one land appointment, with what the caller may do with it. */
export const ZLandAppointmentDetail = ZLandAppointment.extend({
  abilities: z.object({ schedule: z.boolean(), cancel: z.boolean(), hold: z.boolean() }),
});
export type TLandAppointmentDetail = z.infer<typeof ZLandAppointmentDetail>;
export const ZLandAppointmentPage = z.object({
  items: z.array(ZLandAppointment),
  total: z.number().int().min(0),
  page: z.number().int().min(0),
  size: z.number().int().min(1),
});
export type TLandAppointmentPage = z.infer<typeof ZLandAppointmentPage>;
export const ZLandAppointmentIdParams = z.object({ id: IdParam });
/** POST /appointments/foncier/new: an investor asks the land team of a region for an appointment. */
export const ZLandAppointmentRequest = z.object({
  regionId: z.coerce
    .number({ error: 'land.appointments.errors.regionRequired' })
    .int()
    .positive({ error: 'land.appointments.errors.regionRequired' })
    .max(2_147_483_647),
  subject: z.string().trim().min(3, { error: 'land.appointments.errors.subjectRequired' }).max(200),
  details: z.string().trim().max(2000).default(''),
});
export type TLandAppointmentRequest = z.infer<typeof ZLandAppointmentRequest>;
/** PUT /appointments/foncier/{id}/schedule: schedule or move (Morocco time, not in the past). */
export const ZLandAppointmentSchedule = z.object({
  start: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { error: 'land.appointments.errors.startRequired' }),
});
export const ZLandAppointmentCancel = z.object({
  reason: z.string().trim().min(3, { error: 'land.appointments.errors.reasonRequired' }).max(500),
});
