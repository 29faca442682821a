import { z } from 'zod';
import { LANGUAGES } from '../limits.ts';
import { type SlotParams, scheduleIssues, type WallClock } from '../rules/appointment-slots.ts';
import { isCalendarDate } from '../rules/calendar-date.ts';
import { ZCaptchaFields } from './auth.ts';
import { PHONE_PATTERN } from './profiles.ts';

/** Contracts of appointments with a regional advisor (spec 2 §2, §3 Appointment, §4, §7, §8). */

export { APPOINTMENT_PATHS } from '../paths.ts';

export const meetingPath = (id: number): string => `/meetings/${id}`;

export const APPOINTMENT_STATUSES = ['TO_BE_SCHEDULED', 'SCHEDULED', 'CANCELLED'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** What happened to an appointment, kept in its history (and mailed to the investor for the last three). */
export const APPOINTMENT_EVENTS = ['REQUESTED', 'SCHEDULED', 'RESCHEDULED', 'CANCELLED'] as const;
export type AppointmentEvent = (typeof APPOINTMENT_EVENTS)[number];

/** The list filters of /meetings and the API's list variants (`to-programm` = to be scheduled). */
export const APPOINTMENT_FILTERS = ['all', 'to-programm', 'future', 'past'] as const;
export type AppointmentFilter = (typeof APPOINTMENT_FILTERS)[number];

export const APPOINTMENT_SUBJECT_MAX = 200;
/** Spec 2 §9: messages at most 1200 characters. */
export const APPOINTMENT_DETAILS_MAX = 1200;
export const APPOINTMENT_CANCEL_REASON_MAX = 500;

const ZId = z.coerce.number().int().positive().max(2_147_483_647);
const ZDate = z.string().refine(isCalendarDate, 'appointments.errors.dateInvalid');
const ZTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'appointments.errors.timeInvalid');

export const ZAppointmentIdParams = z.object({ id: ZId });
export const ZAppointmentFilterParams = z.object({ filter: z.enum(APPOINTMENT_FILTERS) });
/** `overdue=true`: only the requests whose 48-hour answer deadline has passed unanswered (decision 031). */
export const ZAppointmentListQuery = z.object({ overdue: z.enum(['true', 'false']).optional() });
export type TAppointmentListQuery = z.infer<typeof ZAppointmentListQuery>;
export const ZRegionAppointmentsQuery = ZAppointmentListQuery.extend({ regionId: ZId.optional() });

const subject = z.string().trim().min(1, 'appointments.errors.subjectRequired').max(APPOINTMENT_SUBJECT_MAX);
const details = z.string().trim().min(1, 'appointments.errors.detailsRequired').max(APPOINTMENT_DETAILS_MAX);

/** The requester of a visitor's appointment; a signed-in investor's comes from their account. */
export const ZAppointmentRequester = z.object({
  name: z.string().trim().min(1, 'appointments.errors.nameRequired').max(120),
  email: z.email('appointments.errors.emailInvalid').max(254),
  phone: z.string().trim().regex(PHONE_PATTERN, 'appointments.errors.phoneInvalid'),
});
export type TAppointmentRequester = z.infer<typeof ZAppointmentRequester>;

/** A missing captcha is answered like a wrong one (INVALID_CAPTCHA), not as a malformed body. */
const ZCaptcha = ZCaptchaFields.default({ captchaId: '', captchaAnswer: '' });

/** POST /appointments/new `appointment`: requester fields required for visitors only (checked by the server). */
export const ZNewAppointment = z.object({
  subject,
  details,
  regionId: ZId,
  name: z.string().trim().max(120).optional(),
  email: z.string().trim().max(254).optional(),
  phone: z.string().trim().max(20).optional(),
  projectId: ZId.optional(),
  /** The project procedure type of /meeting/new-appointment/{projectId}/{type}. */
  projectType: z.string().trim().max(60).optional(),
  /** The language the requester booked in: their mails are written in it. */
  language: z.enum(LANGUAGES).default('fr'),
});
export type TNewAppointment = z.infer<typeof ZNewAppointment>;

export const ZCreateAppointmentRequest = z.object({ appointment: ZNewAppointment, captcha: ZCaptcha });
export type TCreateAppointmentRequest = z.infer<typeof ZCreateAppointmentRequest>;

/** POST /appointments/framing-form: region and advisor come from the investor's framing form. */
export const ZFramingFormAppointmentRequest = z.object({
  appointment: z.object({ subject, details, framingFormId: ZId, language: z.enum(LANGUAGES).default('fr') }),
  captcha: ZCaptcha,
});
export type TFramingFormAppointmentRequest = z.infer<typeof ZFramingFormAppointmentRequest>;

/** The booking form of the web (visitor variant adds the requester). */
export const ZAppointmentForm = z.object({
  subject,
  details,
  regionId: z.string().min(1, 'appointments.errors.regionRequired'),
  captchaAnswer: z.string().trim().min(1, 'errors.INVALID_CAPTCHA'),
});
export type TAppointmentForm = z.infer<typeof ZAppointmentForm>;
export const ZVisitorAppointmentForm = ZAppointmentForm.extend(ZAppointmentRequester.shape);
export type TVisitorAppointmentForm = z.infer<typeof ZVisitorAppointmentForm>;

/** PUT /appointments/{id} (advisor): schedule or move to a slot, or cancel. */
export const ZUpdateAppointmentRequest = z.discriminatedUnion('status', [
  z.object({ status: z.literal('SCHEDULED'), date: ZDate, startTime: ZTime }),
  z.object({
    status: z.literal('CANCELLED'),
    cancellationReason: z.string().trim().max(APPOINTMENT_CANCEL_REASON_MAX).default(''),
  }),
]);
export type TUpdateAppointmentRequest = z.infer<typeof ZUpdateAppointmentRequest>;

/** The schedule form: the same slot rule as the server, with the region's hours and the platform clock. */
export const scheduleFormSchema = (params: SlotParams, now: () => WallClock) =>
  z.object({ date: z.string(), startTime: z.string() }).superRefine((value, ctx) => {
    for (const issue of scheduleIssues({ params, date: value.date, startTime: value.startTime, now: now() })) {
      ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.messageKey });
    }
  });

export const ZAppointmentHistoryEntry = z.object({
  event: z.enum(APPOINTMENT_EVENTS),
  date: z.string().nullable(),
  startTime: z.string().nullable(),
  at: z.string(),
});

export const ZAppointmentAnswer = z.object({
  assignedAt: z.string().nullable(),
  dueAt: z.string().nullable(),
  answeredAt: z.string().nullable(),
  /** Not answered and the deadline has passed. */
  overdue: z.boolean(),
  /** Not answered and the deadline is less than 6 working hours away (the reminder was due). */
  dueSoon: z.boolean(),
});
export type TAppointmentAnswer = z.infer<typeof ZAppointmentAnswer>;

export const ZAppointment = z.object({
  id: z.number().int(),
  subject: z.string(),
  details: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  regionId: z.number().int(),
  regionNameFr: z.string(),
  regionNameAr: z.string(),
  userId: z.number().int().nullable(),
  advisor: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }).nullable(),
  requester: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
  framingFormId: z.number().int().nullable(),
  projectId: z.number().int().nullable(),
  projectType: z.string().nullable(),
  language: z.enum(LANGUAGES),
  /** YYYY-MM-DD and HH:MM in Morocco; null until scheduled. */
  date: z.string().nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  cancellationReason: z.string().nullable(),
  /** ISO date-time. */
  createdAt: z.string(),
  /**
   * The assigned advisor's answer (spec 2 §4: within 48 hours of assignment, counted in working hours;
   * docs/decisions/031). ISO date-times; `dueAt` null while nobody holds the request.
   */
  answer: ZAppointmentAnswer,
  /**
   * What the caller may do with it (ARCHITECTURE.md §7); `denied` says why an advisor of the region may
   * not: an error code of the `errors` catalogue (only the assigned advisor changes or cancels).
   */
  abilities: z.object({ schedule: z.boolean(), cancel: z.boolean(), denied: z.enum(['APPOINTMENT_NOT_ASSIGNED']).nullable() }),
  history: z.array(ZAppointmentHistoryEntry),
});
export type TAppointment = z.infer<typeof ZAppointment>;

export const ZCreateAppointmentResponse = z.object({ id: z.number().int() });
export type TCreateAppointmentResponse = z.infer<typeof ZCreateAppointmentResponse>;
