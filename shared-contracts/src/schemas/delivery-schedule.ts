import * as z from 'zod/mini';
import { hourSchema } from './booking.ts';
import { isoDateSchema } from './common.ts';

/**
 * GET /api/v4/params_to_schedule.json?branch_id: the days from today (branch time) on
 * which a delivery can be scheduled, each with its offered times; closed days are not listed.
 */
export const scheduleDaysResponseSchema = z.object({
  supplier_id: z.int(),
  timezone: z.string(),
  /** How many minutes ahead the first time is (the kitchen's lead). */
  lead_minutes: z.int(),
  days: z.array(z.object({ date: isoDateSchema, day: z.int(), hours: z.array(hourSchema) })),
});
export type ScheduleDays = z.infer<typeof scheduleDaysResponseSchema>;

/** GET /params/get_hours_schedule.json?supplier_id&date: the times still offered on that date. */
export const scheduleHoursResponseSchema = z.object({
  supplier_id: z.int(),
  date: isoDateSchema,
  hours: z.array(hourSchema),
});
export type ScheduleHours = z.infer<typeof scheduleHoursResponseSchema>;
