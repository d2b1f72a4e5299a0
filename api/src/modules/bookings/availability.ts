import type { BookingDay, BookingSettings, WeeklySchedule } from 'shared-contracts/schemas';
import { addDays, toMinutes, weekday } from '../../lib/local-time.ts';
import { slotsOn } from '../../lib/opening-hours.ts';

/** How far ahead a booking may be made, today included. */
export const BOOKING_DAYS_AHEAD = 30;

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
    // Every date here is within the days ahead and its hours are the schedule's own, so of
    // `slotProblem`'s checks only the past one is left; the rest, made per hour, cost the page that
    // shows these days its server render (tens of milliseconds for a month of slots).
    const hours = slotsOn(date, clock.schedule, clock.settings.slot_minutes)
      .filter((hour) => date !== clock.now.date || toMinutes(hour) > clock.now.minutes)
      .map((hour) => ({
        hour,
        seats_left: Math.max(0, clock.settings.seats_per_slot - (taken.get(`${date} ${hour}`) ?? 0)),
      }));
    if (hours.length > 0) days.push({ date, day: weekday(date), hours });
  }
  return days;
}
