import type { WeeklySchedule } from 'shared-contracts/schemas';
import { addDays, toMinutes, weekday } from './local-time.ts';
import { slotsOn } from './opening-hours.ts';

/** How far ahead a delivery may be scheduled, today included. */
export const SCHEDULE_DAYS_AHEAD = 7;
/** Delivery times are offered every half hour of the opening hours. */
export const SCHEDULE_SLOT_MINUTES = 30;
/** The kitchen needs this long: a time sooner than this from now is not offered. */
export const SCHEDULE_LEAD_MINUTES = 60;

/** The branch's wall clock now: its local date and minutes past midnight. */
export interface LocalNow {
  date: string;
  minutes: number;
}

export type ScheduleProblem = 'schedule_in_past' | 'schedule_unavailable';

/** Why a delivery cannot be scheduled for `date` `hour` (branch time), or null when it can. */
export function scheduleProblem(
  now: LocalNow,
  schedule: WeeklySchedule,
  date: string,
  hour: string,
): ScheduleProblem | null {
  const lead = now.minutes + SCHEDULE_LEAD_MINUTES;
  if (date < now.date || (date === now.date && toMinutes(hour) < lead)) return 'schedule_in_past';
  if (date > addDays(now.date, SCHEDULE_DAYS_AHEAD - 1)) return 'schedule_unavailable';
  return slotsOn(date, schedule, SCHEDULE_SLOT_MINUTES).includes(hour) ? null : 'schedule_unavailable';
}

/** The times of `date` still offered (open, ahead of the kitchen's lead, within the days ahead). */
export function scheduleHours(now: LocalNow, schedule: WeeklySchedule, date: string): string[] {
  return slotsOn(date, schedule, SCHEDULE_SLOT_MINUTES).filter(
    (hour) => scheduleProblem(now, schedule, date, hour) === null,
  );
}

/** Every day from today with at least one time offered; closed days are left out. */
export function scheduleDays(
  now: LocalNow,
  schedule: WeeklySchedule,
): { date: string; day: number; hours: string[] }[] {
  const days = [];
  for (let i = 0; i < SCHEDULE_DAYS_AHEAD; i++) {
    const date = addDays(now.date, i);
    const hours = scheduleHours(now, schedule, date);
    if (hours.length > 0) days.push({ date, day: weekday(date), hours });
  }
  return days;
}
