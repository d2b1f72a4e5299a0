import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { floorSnapshotCall, kitchenSnapshotCall, staffOrdersCall } from 'shared-contracts/api-declarations';
import { declaredRoute } from '../../lib/declared-route.ts';
import { errorAnswers } from '../../lib/errors.ts';
import {
  FINAL_ORDER_STATUSES,
  FLOOR_STATES,
  type FloorSnapshot,
  type KitchenOrder,
  type StaffOrder,
} from 'shared-contracts/schemas';
import { publicApiOrigin } from '../../config/env.ts';
import { requireInstanceBySlug } from '../../lib/instance.ts';
import { zonedInstant } from '../../lib/local-time.ts';
import { listKitchenPurchases } from '../../domain/purchases/view.ts';
import { STAFF_SECURITY } from '../../lib/staff-auth/openapi.ts';
import { requireSupplier } from '../../lib/suppliers.ts';
import { floorStateOf, onKitchenDisplay, seesMoney, staffOrdersOf, tableStateOf } from './order-views.ts';
import { listTables } from './table-orders.ts';
import { liveRoutes } from './live-routes.ts';

const errors = errorAnswers(400, 401, 403, 404);
const tags = ['staff'];

/**
 * A kitchen order with its schedule as an instant: the schedule is a day and hour on the branch's clock,
 * and only the branch's time zone (known here, not on the display) says how far from now that is.
 */
const withScheduledAt = (order: StaffOrder, timeZone: string): KitchenOrder => {
  const schedule = order.delivery?.schedule;
  return {
    ...order,
    scheduled_at: schedule ? zonedInstant(schedule.date, schedule.hour, timeZone).toISOString() : null,
  };
};

/**
 * What the console's screens read at a branch (under `/staff`): the kitchen display, the floor, the
 * delivery and take-away orders, and their live stream. Each is a snapshot; the stream tells what
 * changes after it (`live-routes.ts`).
 */
export const consoleRoutes: FastifyPluginAsyncZod = async (app) => {
  async function branchOf(slug: string, branch: string) {
    const instance = await requireInstanceBySlug(app.db, slug);
    return requireSupplier(app.db, instance, branch);
  }

  declaredRoute(app, kitchenSnapshotCall, {
    config: { staff: { capability: 'kitchen', instance: 'path' } },
    tags,
    summary:
      'The kitchen display: every order with lines sent to the kitchen (ordered or prepared), oldest first, with table or service, options, comments and times (kitchen)',
    security: STAFF_SECURITY,
    answers: errors,
    handler: async (req) => {
      const branch = await branchOf(req.params.slug, req.params.branch);
      const at = new Date().toISOString();
      const views = (await listKitchenPurchases(app.db, branch.id, publicApiOrigin(app.env))).filter(
        onKitchenDisplay,
      );
      const orders = await staffOrdersOf(app.db, views, {
        money: false,
        apiOrigin: publicApiOrigin(app.env),
      });
      return {
        branch_id: branch.id,
        at,
        orders: orders.map((order) => withScheduledAt(order, branch.timezone)),
      };
    },
  });

  declaredRoute(app, floorSnapshotCall, {
    config: { staff: { capability: 'floor', instance: 'path' } },
    tags,
    summary:
      "The floor: every table and room with its state and bills (lines, balance, payments waiting for the staff with their proofs), and the branch's bills without a table (floor)",
    security: STAFF_SECURITY,
    answers: errors,
    handler: async (req): Promise<FloorSnapshot> => {
      const branch = await branchOf(req.params.slug, req.params.branch);
      const at = new Date().toISOString();
      const apiOrigin = publicApiOrigin(app.env);
      const views = (await listKitchenPurchases(app.db, branch.id, apiOrigin)).filter(
        (view) => view.service === 'on_table',
      );
      const orders = await staffOrdersOf(app.db, views, { money: seesMoney(req), apiOrigin });
      const tables = (await listTables(app.db, branch.id)).map((table) => {
        const own = orders.filter(
          (order) => order.table?.code === table.code && order.table.kind === table.kind,
        );
        return { code: table.code, kind: table.kind, state: tableStateOf(own, FLOOR_STATES), orders: own };
      });
      const unseated = orders
        .filter((order) => order.table === null)
        .map((order) => ({ state: floorStateOf(order), order }));
      return { branch_id: branch.id, at, tables, unseated };
    },
  });

  declaredRoute(app, staffOrdersCall, {
    config: { staff: { capability: 'orders', instance: 'path' } },
    tags,
    summary:
      "The branch's delivery and take-away orders still in progress (not finished nor cancelled), oldest first, with their status, details and balance (orders)",
    security: STAFF_SECURITY,
    answers: errors,
    handler: async (req) => {
      const branch = await branchOf(req.params.slug, req.params.branch);
      const apiOrigin = publicApiOrigin(app.env);
      const wanted = req.query.service;
      const views = (await listKitchenPurchases(app.db, branch.id, apiOrigin)).filter(
        (view) =>
          (view.service === 'delivery' || view.service === 'take_away') &&
          (wanted === undefined || view.service === wanted) &&
          !FINAL_ORDER_STATUSES.includes(view.order_status),
      );
      return {
        branch_id: branch.id,
        orders: await staffOrdersOf(app.db, views, { money: seesMoney(req), apiOrigin }),
      };
    },
  });

  await app.register(liveRoutes);
};
