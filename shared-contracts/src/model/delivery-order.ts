import { browserTurn } from './browser-turn.ts';
import { createStore, sample } from 'effector';
import * as z from 'zod/mini';
import { createApiFx } from '../api/api-effect.ts';
import { deliveryApi } from '../api/delivery-endpoints.ts';
import { cartCleared } from './cart.ts';
import { loadPaymentFx, payFx } from './payment.ts';

// The first evaluation gives the browser a turn here (see browser-turn.ts).
await browserTurn();

/** POST the cart in progress as the diner's delivery or take-away order (the server prices it). */
export const placeDeliveryOrderFx = createApiFx(deliveryApi.placeOrder);
/** GET the days a branch takes scheduled deliveries for, and the times of one day. */
export const loadScheduleDaysFx = createApiFx(deliveryApi.scheduleDays);
export const loadScheduleHoursFx = createApiFx(deliveryApi.scheduleHours);
/** GET whether a branch is inside its opening hours now, and when it opens next. */
export const loadBranchOpeningFx = createApiFx(deliveryApi.branchOpening);

/**
 * The order the cart became, until it is paid: its payment empties the cart. Kept on the device, so a
 * payment made after a reload of the checkout (or back from the bank) still empties it.
 */
export const $placedOrderId = createStore<number | null>(null).on(
  placeDeliveryOrderFx.doneData,
  (_, purchase) => purchase.id,
);
export const placedOrderSchema = z.nullable(z.int().check(z.positive()));

// Paid, or taken at the door (cash, a card reader: pending until the staff confirm): the cart is done.
// A declined or failed payment keeps it, so the diner can go back and change it. The bank's answer
// (webcheckout, `loadPaymentFx`) counts like the checkout's.
const orderPaid = sample({
  clock: [payFx.doneData, loadPaymentFx.doneData],
  source: $placedOrderId,
  filter: (placed, { payment }) =>
    placed === payment.purchase_id && (payment.status === 'approved' || payment.status === 'pending'),
});
sample({ clock: orderPaid, target: cartCleared });
sample({ clock: orderPaid, fn: () => null, target: $placedOrderId });
