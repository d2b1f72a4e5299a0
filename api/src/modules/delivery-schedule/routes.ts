import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { branchOpeningCall, scheduleDaysCall, scheduleHoursCall } from 'shared-contracts/api-declarations';
import { declaredRoute } from '../../lib/declared-route.ts';
import { SCHEDULE_LEAD_MINUTES, scheduleDays, scheduleHours } from '../../lib/delivery-schedule.ts';
import { conflict, errorAnswers } from '../../lib/errors.ts';
import { localNow } from '../../lib/local-time.ts';
import { isOpenAt, nextOpening } from '../../lib/opening-hours.ts';
import { requireSupplier, type SupplierWithCity } from '../../lib/suppliers.ts';

const errors = errorAnswers(400, 404, 409);

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
  declaredRoute(app, scheduleDaysCall, {
    tags: ['delivery'],
    summary: 'The days (branch time) a delivery can be scheduled for, with their times; closed days left out',
    answers: errors,
    handler: async (req) => {
      const instance = await req.instance;
      const branch = schedulingBranch(await requireSupplier(app.db, instance, req.query.branch_id));
      return {
        supplier_id: branch.id,
        timezone: branch.timezone,
        lead_minutes: SCHEDULE_LEAD_MINUTES,
        days: scheduleDays(localNow(app.clock.now(), branch.timezone), branch.schedule),
      };
    },
  });

  declaredRoute(app, branchOpeningCall, {
    tags: ['delivery'],
    summary:
      'Whether the branch is inside its opening hours now (its clock), and when it opens next; the staff switches of the day are in the config',
    answers: errors,
    handler: async (req) => {
      const instance = await req.instance;
      const branch = await requireSupplier(app.db, instance, req.query.branch_id);
      const now = localNow(app.clock.now(), branch.timezone);
      const open = isOpenAt(now, branch.schedule);
      const next = open ? null : nextOpening(now, branch.schedule);
      return {
        supplier_id: branch.id,
        open,
        opens_date: next?.date ?? null,
        opens_hour: next?.hour ?? null,
      };
    },
  });

  declaredRoute(app, scheduleHoursCall, {
    tags: ['delivery'],
    summary:
      'The times still offered for a scheduled delivery on one date (branch time); none on a closed day',
    answers: errors,
    handler: async (req) => {
      const instance = await req.instance;
      const branch = schedulingBranch(await requireSupplier(app.db, instance, req.query.supplier_id));
      const now = localNow(app.clock.now(), branch.timezone);
      return {
        supplier_id: branch.id,
        date: req.query.date,
        hours: scheduleHours(now, branch.schedule, req.query.date),
      };
    },
  });
};
