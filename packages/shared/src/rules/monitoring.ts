import type { MilestoneStatus, MilestoneType } from '../enums/monitoring.ts';
import type { TFieldError } from '../errors.ts';
import type { TExploitationYear, TInfoAnswer, TInfoQuestion, TLand } from '../schemas/project-infos.ts';
import { exploitationYearsFor, isIsoDate } from './exploitation-years.ts';
import { clearIrrelevantLandFields } from './project-lands.ts';

/** Adds calendar days to a YYYY-MM-DD day (UTC arithmetic: no daylight-saving surprise). */
export function addCalendarDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export interface MilestoneDefinition {
  orderMilestone: number;
  dayNumber: number;
  milestoneType: MilestoneType;
}

/**
 * Decision 065: the milestones of one procedure, in their order; `dayNumber` counts calendar days after the
 * previous milestone of the same procedure (the first: after the decision day); `absoluteDayNumber` is the
 * running total from the decision day and the expected verification date is decision day + absoluteDayNumber.
 */
export function milestoneSchedule<T extends MilestoneDefinition>(
  decisionDay: string,
  definitions: readonly T[],
): (T & { absoluteDayNumber: number; verificationExpectedDate: string })[] {
  let total = 0;
  return [...definitions]
    .sort((a, b) => a.orderMilestone - b.orderMilestone)
    .map((d) => {
      total += Math.max(0, d.dayNumber);
      return { ...d, absoluteDayNumber: total, verificationExpectedDate: addCalendarDays(decisionDay, total) };
    });
}

/** A milestone is DUE within this many days of its expected date (decision 066). */
export const MILESTONE_DUE_WINDOW_DAYS = 15;

/** Decision 066: where a milestone stands on `today`. */
export function milestoneStatus(
  m: { disabled: boolean; actionCompleted: boolean; verificationExpectedDate: string },
  today: string,
): MilestoneStatus {
  if (m.disabled) return 'DISABLED';
  if (m.actionCompleted) return 'DONE';
  if (m.verificationExpectedDate < today) return 'OVERDUE';
  if (m.verificationExpectedDate <= addCalendarDays(today, MILESTONE_DUE_WINDOW_DAYS)) return 'DUE';
  return 'UPCOMING';
}

/** The spec's message keys (spec 3 §5), kept verbatim in the monitoring catalogue. */
export const MONITORING_INFO_KEYS = {
  endAfterKickoff: 'projects.detailsForm.error.endShouldBeAfterKickoff',
  percentage: 'monitoring.validation.checkValidePercentage',
  sumOverHundred: 'errors.SUM_IS_GREATER_THAN_HUNDRED',
  uniqueReference: 'monitoring.validation.uniqueReference',
  number: 'monitoring.validation.number',
  date: 'monitoring.validation.date',
} as const;

/** The "Autres" share of a percentage: 100 − value, null while the value is not a valid percentage. */
export function otherPercentage(value: string | null | undefined): number | null {
  if (value === null || value === undefined || !/^\d{1,3}$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return n <= 100 ? 100 - n : null;
}

/** An info type whose answer is a reference that must be unique among the project's answers. */
export const isReferenceQuestion = (q: Pick<TInfoQuestion, 'code' | 'answerDataType'>): boolean =>
  q.answerDataType === 'STRING' && /REFERENCE|TITLE_NUMBER/.test(q.code);

/**
 * The field errors of the monitoring project's info step (spec 3 §5), paths `infos.<i>.value`: end after
 * kickoff, percentages integers 0..100 whose pair with "Autres" does not pass 100, numbers, dates, and each
 * reference answer unique (every offending field flagged). The web disables Next while this is not empty;
 * the server refuses the same list.
 */
export function monitoringInfoIssues(questions: readonly TInfoQuestion[], infos: readonly TInfoAnswer[]): TFieldError[] {
  const out: TFieldError[] = [];
  const add = (i: number, messageKey: string) => out.push({ field: `infos.${i}.value`, messageKey });
  const at = (kind: TInfoQuestion['summableKind']) =>
    questions.findIndex((q) => q.summableKind === kind && q.answerDataType === 'DATE');
  questions.forEach((q, i) => {
    const v = (infos[i]?.value ?? '').trim();
    if (v === '') return;
    if (q.answerDataType === 'PERCENTAGE') {
      if (!/^\d+$/.test(v) || Number(v) > 100) add(i, MONITORING_INFO_KEYS.percentage);
      else {
        const other = infos[i]?.otherValue;
        if (other !== undefined && other !== null && Number(v) + other > 100) add(i, MONITORING_INFO_KEYS.sumOverHundred);
      }
    } else if (q.answerDataType === 'NUMBER') {
      const n = Number(v.replace(/\s/g, '').replace(',', '.'));
      if (!Number.isFinite(n) || n < 0) add(i, MONITORING_INFO_KEYS.number);
    } else if (q.answerDataType === 'DATE' && !isIsoDate(v)) add(i, MONITORING_INFO_KEYS.date);
  });
  const kickoff = at('KICKOFF_DATE');
  const end = at('FINALISATION_DATE');
  const k = infos[kickoff]?.value ?? null;
  const e = infos[end]?.value ?? null;
  if (kickoff >= 0 && end >= 0 && isIsoDate(k) && isIsoDate(e) && !(k < e)) add(end, MONITORING_INFO_KEYS.endAfterKickoff);
  const seen = new Map<string, number[]>();
  questions.forEach((q, i) => {
    const v = (infos[i]?.value ?? '').trim().toUpperCase();
    if (isReferenceQuestion(q) && v !== '') seen.set(v, [...(seen.get(v) ?? []), i]);
  });
  for (const indexes of seen.values())
    if (indexes.length > 1) for (const i of indexes) add(i, MONITORING_INFO_KEYS.uniqueReference);
  return out;
}

/** Exploitation years follow the kickoff and completion dates typed (spec 3 §5), keeping amounts typed. */
export function monitoringYears(
  questions: readonly TInfoQuestion[],
  infos: readonly TInfoAnswer[],
  previous: readonly TExploitationYear[],
): TExploitationYear[] {
  const read = (kind: TInfoQuestion['summableKind']) => {
    const i = questions.findIndex((q) => q.summableKind === kind && q.answerDataType === 'DATE');
    return i >= 0 ? (infos[i]?.value ?? null) : null;
  };
  return exploitationYearsFor(read('KICKOFF_DATE'), read('FINALISATION_DATE'), previous);
}

/**
 * What is sent for the info step (spec 3 §5): percentages as integers, no empty answer, and an empty
 * exploitation-year list or land list left out.
 */
export function monitoringInfosToSend(
  questions: readonly TInfoQuestion[],
  infos: readonly TInfoAnswer[],
  years: readonly TExploitationYear[],
  lands: readonly TLand[] = [],
): { infos: TInfoAnswer[]; exploitationYears?: TExploitationYear[]; lands?: TLand[] } {
  const sent = infos
    .map((a, i) => {
      const q = questions[i];
      const v = a.value?.trim() ?? '';
      if (q?.answerDataType === 'PERCENTAGE' && v !== '')
        return { ...a, value: String(Math.trunc(Number(v))), otherValue: undefined };
      return { ...a, value: v === '' ? null : v, otherValue: undefined };
    })
    .filter((a) => a.value !== null || a.choiceItemId !== null)
    .map(({ otherValue: _o, ...a }) => a);
  return {
    infos: sent,
    ...(years.length > 0 ? { exploitationYears: [...years] } : {}),
    ...(lands.length > 0 ? { lands: lands.map(clearIrrelevantLandFields) } : {}),
  };
}

/** Steps of the header (spec 3 §4): each notStarted, inProgress or done from how far the manager went. */
export function monitoringStepStates(
  reached: number,
  validated: boolean,
): ['notStarted' | 'inProgress' | 'done', 'notStarted' | 'inProgress' | 'done', 'notStarted' | 'inProgress' | 'done'] {
  if (validated) return ['done', 'done', 'done'];
  const s = (i: number) =>
    (i < reached ? 'done' : i === reached ? 'inProgress' : 'notStarted') as 'notStarted' | 'inProgress' | 'done';
  return [s(0), s(1), s(2)];
}
