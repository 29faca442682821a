import type { ProjectPhase } from '../enums/project-phases.ts';
import { isIsoDate } from './appointment-slots.ts';
import { addWorkingDays, isWorkingDay } from './working-days.ts';

/**
 * Indicative deadlines of a file (spec 2 §9: "advisor responds within 48 hours"; delays are indicative, in
 * working days Monday to Friday, holidays not known). The phases where the centre owes the next step, and
 * in how many working days after the last step.
 */
export const PHASE_RESPONSE_WORKING_DAYS: Readonly<Partial<Record<ProjectPhase, number>>> = {
  IN_REVIEW: 2,
  COMPLEMENTS_IN_REVIEW: 2,
  FILLED: 2,
  UNSCHEDULED: 2,
};

/** The advisor's answer is due this many working days after the last step: beyond it a file "waits too long". */
export const ADVISOR_ANSWER_WORKING_DAYS = 2;

/** The due date (YYYY-MM-DD) of the next step, or null when the phase owes the centre nothing. */
export function phaseDeadline(phase: ProjectPhase | null, lastStepDate: string): string | null {
  const days = phase === null ? undefined : PHASE_RESPONSE_WORKING_DAYS[phase];
  if (days === undefined || !isIsoDate(lastStepDate)) return null;
  return addWorkingDays(lastStepDate, days);
}

/** Working days strictly after `from` up to and including `to` (0 when `to` is not after `from`). */
export function workingDaysBetween(from: string, to: string): number {
  if (!isIsoDate(from) || !isIsoDate(to) || to <= from) return 0;
  let count = 0;
  let day = from;
  // Bounded: whole weeks first, then the remaining days one by one.
  const weeks = Math.floor((Date.parse(to) - Date.parse(from)) / (7 * 86_400_000));
  if (weeks > 0) {
    count += weeks * 5;
    day = new Date(Date.parse(from) + weeks * 7 * 86_400_000).toISOString().slice(0, 10);
  }
  while (day < to) {
    day = new Date(Date.parse(day) + 86_400_000).toISOString().slice(0, 10);
    if (isWorkingDay(day)) count += 1;
  }
  return count;
}

/**
 * A file whose last step fell strictly before this date has waited more than ADVISOR_ANSWER_WORKING_DAYS
 * working days on `today` (its due date is past): the same answer as `phaseDeadline(...) < today`, weekend
 * steps included, as one bound the SQL compares with.
 */
export function overdueBefore(today: string): string {
  return addWorkingDays(today, -ADVISOR_ANSWER_WORKING_DAYS);
}
