import { z } from 'zod';
import { PROJECT_PHASES } from '../enums/project-phases.ts';
import { isCalendarDate } from '../rules/calendar-date.ts';
import { COMPETENT_COMMISSIONS } from '../rules/commission-competence.ts';

export { SCHEDULING_PATHS } from '../paths.ts';

export const scheduleWeekPath = (year: number, weekNumber: number): string => `/schedule/${year}/${weekNumber}`;
export const calendarDatePath = (date: string): string => `/calendar/${date}`;
export const calendarProjectPath = (id: number): string => `/calendar/projects/${id}`;

const ZId = z.coerce.number().int().positive().max(2_147_483_647);
export const ZIsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'scheduling.errors.dateInvalid');
/** A day of the calendar pages: a day that exists (the program route's service checks its own date, with its message). */
const ZCalendarDay = ZIsoDate.refine(isCalendarDate, 'scheduling.errors.dateInvalid');

/** ?regionId: regional users always get their own region; national consultation may choose one. */
export const ZSchedulingRegionQuery = z.object({ regionId: ZId.optional() });
export const ZProgramQuery = z.object({ date: ZIsoDate });
/** GET /projects/{id}/program-slot?date: the day to look at; without it, the region's next free commission day. */
export const ZProgramSlotQuery = z.object({ date: ZIsoDate.optional() });
export const ZCalendarDateParams = z.object({ date: ZCalendarDay });

/** The latest phases of a validated file waiting for a commission session. */
export const TO_PROGRAM_PHASES = ['FILLED', 'SHARED_TO_CRUI_MEMBERS', 'UNSCHEDULED'] as const;

/** A file as the schedule and the calendar show it. */
export const ZScheduledProject = z.object({
  id: z.number().int(),
  reference: z.string().nullable(),
  name: z.string(),
  /** The company's name, or the depositor's name when the company has none yet. */
  investorName: z.string(),
  regionId: z.number().int(),
  /** The commission session (YYYY-MM-DD); null when not programmed. */
  cruiDate: z.string().nullable(),
  latestPhase: z.enum(PROJECT_PHASES).nullable(),
  isAlreadyReprogrammed: z.boolean(),
  /** The project's total investment in DH (sum of its sector components). */
  totalInvestment: z.number(),
  /** The commission competent for its amount (rules/commission-competence.ts): the region programs REGIONAL files only. */
  competentCommission: z.enum(COMPETENT_COMMISSIONS),
  /** What the caller may do with it (ARCHITECTURE.md §7): the web shows only these buttons. */
  abilities: z.object({ program: z.boolean(), deprogram: z.boolean() }),
});
export type TScheduledProject = z.infer<typeof ZScheduledProject>;

/** A file of a session with its time slot (the region's slot hours, minutesPerFile each, in order). */
export const ZCalendarProject = ZScheduledProject.extend({
  startTime: z.string(),
  endTime: z.string(),
  /** False when the session holds more files than its hours: the slot runs past the end time. */
  withinHours: z.boolean(),
});
export type TCalendarProject = z.infer<typeof ZCalendarProject>;

/** GET /projects/calendar/projects/{id}: a file as the agenda shows it; slot fields null when not programmed. */
export const ZCalendarProjectSummary = ZScheduledProject.extend({
  regionNameFr: z.string(),
  regionNameAr: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  withinHours: z.boolean().nullable(),
});
export type TCalendarProjectSummary = z.infer<typeof ZCalendarProjectSummary>;

export const ZProgramAfterCommissionResponse = z.object({ id: z.number().int(), cruiDate: z.string() });
export type TProgramAfterCommissionResponse = z.infer<typeof ZProgramAfterCommissionResponse>;

/** The days that have at least one programmed file (YYYY-MM-DD, ascending). */
export const ZProgrammedDates = z.array(z.string());

/**
 * GET /projects/{id}/program-slot: where programming the file would put it (the confirmation shows it):
 * the session day and the file's time there, the region's commission day, and the competent commission.
 * Without ?date the day is the region's next commission day with a free slot (null when none is found).
 */
export const ZProgramSlot = z.object({
  projectId: z.number().int(),
  regionId: z.number().int(),
  regionNameFr: z.string(),
  regionNameAr: z.string(),
  /** The region's commission day, 1 = Monday … 5 = Friday. */
  commissionDay: z.number().int().min(1).max(5),
  date: z.string().nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  /** False when the session is full: the file would be heard past the session's end time. */
  withinHours: z.boolean().nullable(),
  /** The region's session hours. */
  sessionStartTime: z.string(),
  sessionEndTime: z.string(),
  /** Whether `date` falls on the region's commission day. */
  isCommissionDay: z.boolean().nullable(),
  totalInvestment: z.number(),
  competentCommission: z.enum(COMPETENT_COMMISSIONS),
  isStrategic: z.boolean(),
});
export type TProgramSlot = z.infer<typeof ZProgramSlot>;
