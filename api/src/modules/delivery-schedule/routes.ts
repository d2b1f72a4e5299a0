import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  isoDateSchema,
  scheduleDaysResponseSchema,
  scheduleHoursResponseSchema,
} from 'shared-contracts/schemas';
import { z } from 'zod';
import { SCHEDULE_LEAD_MINUTES, scheduleDays, scheduleHours } from '../../lib/delivery-schedule.ts';
import { conflict } from '../../lib/errors.ts';
import { localNow } from '../../lib/local-time.ts';
import { requireSupplier, supplierIdParam, type SupplierWithCity } from '../../lib/suppliers.ts';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** The branch when it takes scheduled deliveries, else 409 `schedule_unavailable`. */
function schedulingBranch(supplier: SupplierWithCity): SupplierWithCity {
  if (!supplier.serviceSchedule) {
    throw conflict('schedule_unavailable', `${supplier.label} does not take scheduled deliveries`);
  }
  return supplier;
}

/**
 * Scheduled delivery: the days and times a branch offers, from its weekly opening
 * hours on its own clock (time zone). Registered at the root: its two calls live under different paths.
 */
export const deliveryScheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v4/params_to_schedule.json',
    {
      schema: {
        tags: ['delivery'],
        summary:
          'The days (branch time) a delivery can be scheduled for, with their times; closed days left out',
        querystring: z.object({ branch_id: supplierIdParam }),
        response: { 200: scheduleDaysResponseSchema, ...errors },
      },
    },
    async (req) => {
      const instance = await req.instance;
      const branch = schedulingBranch(await requireSupplier(app.db, instance, req.query.branch_id));
      return {
        supplier_id: branch.id,
        timezone: branch.timezone,
        lead_minutes: SCHEDULE_LEAD_MINUTES,
        days: scheduleDays(localNow(app.clock.now(), branch.timezone), branch.schedule),
      };
    },
  );

  app.get(
    '/params/get_hours_schedule.json',
    {
      schema: {
        tags: ['delivery'],
        summary:
          'The times still offered for a scheduled delivery on one date (branch time); none on a closed day',
        querystring: z.object({ supplier_id: supplierIdParam, date: isoDateSchema }),
        response: { 200: scheduleHoursResponseSchema, ...errors },
      },
    },
    async (req) => {
      const instance = await req.instance;
      const branch = schedulingBranch(await requireSupplier(app.db, instance, req.query.supplier_id));
      const now = localNow(app.clock.now(), branch.timezone);
      return {
        supplier_id: branch.id,
        date: req.query.date,
        hours: scheduleHours(now, branch.schedule, req.query.date),
      };
    },
  );
};
