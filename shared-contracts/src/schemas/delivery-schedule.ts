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

/**
 * GET /api/v4/branch_opening.json?branch_id: whether the branch is inside its opening hours now (its own
 * clock), and when it opens next when it is not (null when no day of the week opens). Read by the cart so
 * a diner learns it before asking for an immediate order, and can schedule one instead.
 */
export const branchOpeningSchema = z.object({
  supplier_id: z.int(),
  open: z.boolean(),
  opens_date: z.nullable(isoDateSchema),
  opens_hour: z.nullable(hourSchema),
});
export type BranchOpening = z.infer<typeof branchOpeningSchema>;
