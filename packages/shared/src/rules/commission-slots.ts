import { isoWeekday, type SlotParams, toMinutes } from './appointment-slots.ts';
import type { WallClock } from './morocco-clock.ts';
import { addDays, type FileSlot, nextCommissionDay, slotOfFile } from './working-days.ts';

/**
 * The time of each file in a commission session, and where a new file would go (spec 2 §7 scheduling;
 * decision 030). Files follow one another from the region's slot start time, minutesPerFile each, in the
 * order they were programmed; a file programmed on the session's own day never gets a time already past:
 * it waits for the first slot boundary at or after the moment it was programmed. Pure functions on
 * Morocco wall-clock values (rules/morocco-clock.ts).
 */

type SessionParams = Pick<SlotParams, 'slotStartTime' | 'slotEndTime' | 'minutesPerFile'>;

export interface SessionFile {
  /** When the file entered this session, on the Morocco clock; null when unknown. */
  programmedAt: WallClock | null;
}

/** The slots of a session's files, in the session's order. */
export function sessionSlots(params: SessionParams, date: string, files: readonly SessionFile[]): FileSlot[] {
  const first = toMinutes(params.slotStartTime);
  const step = params.minutesPerFile;
  let index = 0;
  return files.map((file) => {
    if (file.programmedAt && file.programmedAt.date === date) {
      const at = toMinutes(file.programmedAt.time);
      if (at > first + index * step) index = Math.ceil((at - first) / step);
    }
    const slot = slotOfFile(params, index);
    index += 1;
    return slot;
  });
}

/** The slot a file programmed now on `date` would take, after the files already there. */
export function nextSlotOn(params: SessionParams, date: string, files: readonly SessionFile[], now: WallClock): FileSlot {
  const slots = sessionSlots(params, date, [...files, { programmedAt: now }]);
  const last = slots[slots.length - 1];
  if (!last) throw new Error('unreachable: a session with the new file is never empty');
  return last;
}

export interface ProposedSlot extends FileSlot {
  date: string;
}

/** How many weeks ahead the next free commission day is looked for. */
export const FREE_SLOT_HORIZON_WEEKS = 26;

/**
 * The region's next commission day, from today on, whose session still has a slot within its hours for
 * one more file, with that slot; null when none within the horizon. Today counts when it is the
 * commission day and a slot is still free after the current time.
 */
export function nextFreeCommissionSlot(input: {
  params: SessionParams & Pick<SlotParams, 'commissionDay'>;
  now: WallClock;
  filesOn: (date: string) => readonly SessionFile[];
  horizonWeeks?: number;
}): ProposedSlot | null {
  const { params, now } = input;
  let date = isoWeekday(now.date) === params.commissionDay ? now.date : nextCommissionDay(now.date, params.commissionDay);
  for (let week = 0; week < (input.horizonWeeks ?? FREE_SLOT_HORIZON_WEEKS); week += 1) {
    const slot = nextSlotOn(params, date, input.filesOn(date), now);
    if (slot.withinHours) return { date, ...slot };
    date = addDays(date, 7);
  }
  return null;
}
