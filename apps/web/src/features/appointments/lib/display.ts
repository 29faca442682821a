import { platformWallClock } from '@cri/shared/rules/morocco-clock';
import type { TAppointment } from '@cri/shared/schemas/appointments';
import { formatDate } from '../../../lib/format.ts';
import { localized } from '../../../lib/i18n/localized.ts';

/** Left-to-right isolate marks: digits, slashes and dashes keep their order inside Arabic text. */
export const ltr = (text: string): string => `\u2066${text}\u2069`;

/** 'DD/MM/YYYY HH:mm – HH:mm', or null while the appointment is not scheduled. */
export function whenOf(a: Pick<TAppointment, 'date' | 'startTime' | 'endTime'>): string | null {
  if (!a.date || !a.startTime) return null;
  return `${formatDate(a.date)} ${a.startTime}${a.endTime ? ` – ${a.endTime}` : ''}`;
}

/** A land appointment's 'DD/MM/YYYY HH:mm' (Morocco time, as the land team wrote it), or null before it is scheduled. */
export const landWhen = (a: { scheduledStart: string | null }): string | null =>
  a.scheduledStart ? `${formatDate(a.scheduledStart)} ${a.scheduledStart.slice(11, 16)}` : null;

export const advisorName = (a: Pick<TAppointment, 'advisor'>): string | null =>
  a.advisor ? `${a.advisor.firstName} ${a.advisor.lastName}`.trim() : null;

export const regionOf = (a: Pick<TAppointment, 'regionNameFr' | 'regionNameAr'>, language: string): string =>
  localized(a, language, 'regionName');

/**
 * An ISO instant as 'DD/MM/YYYY HH:mm' on Morocco's clock (the answer deadline is the centre's, whatever
 * the browser's time zone); empty text for a missing or invalid value.
 */
export function moroccoDateTime(iso: string | null): string {
  const at = iso ? new Date(iso) : null;
  if (!at || Number.isNaN(at.getTime())) return '';
  const { date, time } = platformWallClock(at);
  return `${formatDate(date)} ${time}`;
}

/** The answer deadline to show: while the request waits for its holder's first action. */
export const pendingAnswerDue = (a: Pick<TAppointment, 'status' | 'answer'>): string | null =>
  a.status === 'TO_BE_SCHEDULED' && a.answer.dueAt && !a.answer.answeredAt ? moroccoDateTime(a.answer.dueAt) : null;
