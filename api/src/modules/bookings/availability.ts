import type { BookingDay, BookingSettings, WeeklySchedule } from 'shared-contracts/schemas';
import { addDays, toHour, toMinutes, weekday } from './local-time.ts';

/** How far ahead a booking may be made, today included. */
export const BOOKING_DAYS_AHEAD = 30;

const MINUTES_PER_DAY = 24 * 60;

/**
 * The slot start times of `date` from its opening hours. A slot must end by closing time; hours that
 * close after midnight (`17:00`–`01:00`) put their late slots on the next date, so the day before is
 * read too.
 */
export function slotsOn(date: string, schedule: WeeklySchedule, slotMinutes: number): string[] {
  const starts: number[] = [];
  for (const [offset, day] of [
    [-1, addDays(date, -1)],
    [0, date],
  ] as const) {
    for (const [opens, closes] of schedule[String(weekday(day))] ?? []) {
      const open = toMinutes(opens);
      let close = toMinutes(closes);
      if (close <= open) close += MINUTES_PER_DAY;
      for (let start = open; start + slotMinutes <= close; start += slotMinutes) {
        const onDate = start + offset * MINUTES_PER_DAY;
        if (onDate >= 0 && onDate < MINUTES_PER_DAY) starts.push(onDate);
      }
    }
  }
  return [...new Set(starts)].sort((a, b) => a - b).map(toHour);
}

export interface BranchClock {
  /** The branch's local date and minutes past midnight now. */
  now: { date: string; minutes: number };
  schedule: WeeklySchedule;
  settings: BookingSettings;
}

/** Why a date and hour cannot be booked, or null when the branch offers it. */
export function slotProblem(
  { now, schedule, settings }: BranchClock,
  date: string,
  hour: string,
): 'booking_in_past' | 'booking_hour_unavailable' | null {
  if (date < now.date || (date === now.date && toMinutes(hour) <= now.minutes)) return 'booking_in_past';
  if (date > addDays(now.date, BOOKING_DAYS_AHEAD - 1)) return 'booking_hour_unavailable';
  return slotsOn(date, schedule, settings.slot_minutes).includes(hour) ? null : 'booking_hour_unavailable';
}

/**
 * Every open day from today on with its start times still ahead and the seats left in each
 * (`taken`: seats held per `date hour`). Closed days and past hours are left out.
 */
export function bookableDays(clock: BranchClock, taken: ReadonlyMap<string, number>): BookingDay[] {
  const days: BookingDay[] = [];
  for (let i = 0; i < BOOKING_DAYS_AHEAD; i++) {
    const date = addDays(clock.now.date, i);
    const hours = slotsOn(date, clock.schedule, clock.settings.slot_minutes)
      .filter((hour) => slotProblem(clock, date, hour) === null)
      .map((hour) => ({
        hour,
        seats_left: Math.max(0, clock.settings.seats_per_slot - (taken.get(`${date} ${hour}`) ?? 0)),
      }));
    if (hours.length > 0) days.push({ date, day: weekday(date), hours });
  }
  return days;
}
