import type { WeeklySchedule } from 'shared-contracts/schemas';
import { addDays, toHour, toMinutes, weekday } from './local-time.ts';

// A branch's weekly opening hours: start times of a date (bookings and scheduled delivery), and whether
// it is open at a moment (immediate delivery and take-away orders).

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

/** The opening periods that touch `date`, in minutes of `date` (a late closing's early hours included). */
function periodsOn(date: string, schedule: WeeklySchedule): [number, number][] {
  const periods: [number, number][] = [];
  for (const [offset, day] of [
    [-1, addDays(date, -1)],
    [0, date],
  ] as const) {
    for (const [opens, closes] of schedule[String(weekday(day))] ?? []) {
      const open = toMinutes(opens);
      let close = toMinutes(closes);
      if (close <= open) close += MINUTES_PER_DAY;
      periods.push([open + offset * MINUTES_PER_DAY, close + offset * MINUTES_PER_DAY]);
    }
  }
  return periods;
}

/** Whether the branch is open at its wall clock `now` (opening time included, closing time not). */
export function isOpenAt(now: { date: string; minutes: number }, schedule: WeeklySchedule): boolean {
  return periodsOn(now.date, schedule).some(([open, close]) => now.minutes >= open && now.minutes < close);
}

/** When the branch next opens after `now` (its date and `HH:MM`), within a week; null when it never does. */
export function nextOpening(
  now: { date: string; minutes: number },
  schedule: WeeklySchedule,
): { date: string; hour: string } | null {
  for (let days = 0; days <= 7; days++) {
    const date = addDays(now.date, days);
    const opens = (schedule[String(weekday(date))] ?? [])
      .map(([opens]) => toMinutes(opens))
      .filter((minutes) => days > 0 || minutes > now.minutes)
      .sort((a, b) => a - b);
    const first = opens[0];
    if (first !== undefined) return { date, hour: toHour(first) };
  }
  return null;
}
