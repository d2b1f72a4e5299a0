import { browserTurn } from '../../model/browser-turn.ts';
import * as z from 'zod/mini';
import { isoDateSchema } from '../../schemas/common.ts';
import {
  changeSupplierRequestSchema,
  changeSupplierResponseSchema,
  deliveryOrderRequestSchema,
} from '../../schemas/delivery-order.ts';
import {
  branchOpeningSchema,
  scheduleDaysResponseSchema,
  scheduleHoursResponseSchema,
} from '../../schemas/delivery-schedule.ts';
import { pickupBoardSchema } from '../../schemas/pickup-board.ts';
import { purchaseResponseSchema } from '../../schemas/table-order.ts';
import { declareCall } from './declare.ts';
import { supplierRef } from './fields.ts';

// The first evaluation gives the browser a turn here (see browser-turn.ts).
await browserTurn();

/** Delivery and take-away orders, the cart moved to another branch, and scheduled delivery. */

export const deliveryOrderCall = declareCall({
  method: 'POST',
  path: '/shopping_cart/delivery_order.json',
  body: deliveryOrderRequestSchema,
  response: purchaseResponseSchema,
  status: [201],
});

/** `{ purchase }` 0 is the browser's cart, not yet a purchase. */
export const changeSupplierCall = declareCall({
  method: 'PUT',
  path: '/shopping_cart/change_supplier/:purchase.json',
  params: z.object({
    purchase: z.coerce.number<number | string>().check(z.int(), z.minimum(0), z.maximum(2_147_483_647)),
  }),
  query: z.object({ supplier_id: supplierRef }),
  body: changeSupplierRequestSchema,
  response: changeSupplierResponseSchema,
});

export const scheduleDaysCall = declareCall({
  method: 'GET',
  path: '/api/v4/params_to_schedule.json',
  query: z.object({ branch_id: supplierRef }),
  response: scheduleDaysResponseSchema,
});

export const scheduleHoursCall = declareCall({
  method: 'GET',
  path: '/params/get_hours_schedule.json',
  query: z.object({ supplier_id: supplierRef, date: isoDateSchema }),
  response: scheduleHoursResponseSchema,
});

/** Whether the branch is open now, on its own clock, and when it opens next. */
export const branchOpeningCall = declareCall({
  method: 'GET',
  path: '/api/v4/branch_opening.json',
  query: z.object({ branch_id: supplierRef }),
  response: branchOpeningSchema,
});

/** The public pickup board of a branch: today's take-away orders by number and stage only. */
export const pickupBoardCall = declareCall({
  method: 'GET',
  path: '/api/v4/pickup_board/:supplier.json',
  params: z.object({ supplier: supplierRef }),
  response: pickupBoardSchema,
});
