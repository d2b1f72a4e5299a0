import type { WeeklySchedule } from 'shared-contracts/schemas';
import { addDays, toHour, toMinutes, weekday } from './local-time.ts';

// A branch's weekly opening hours turned into start times of a date (bookings and scheduled delivery).

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
