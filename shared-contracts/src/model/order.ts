import { createEvent, createStore } from 'effector';
import type { OrderState } from '../schemas/cart-draft.ts';

export { orderStateSchema, type OrderState } from '../schemas/cart-draft.ts';

export const serviceChosen = createEvent<OrderState>();
/**
 * How the cart in progress is handed over, chosen on the cart page (delivery, scheduled, take-away): the
 * order's service like `serviceChosen`, but trying take-away there keeps the delivery place for going back.
 */
export const orderKindChosen = createEvent<OrderState>();
export const $order = createStore<OrderState>(
  { service: null, subservice: null },
  { sid: 'contracts/order' },
).on([serviceChosen, orderKindChosen], (_, order) => order);
