import { createEvent, createStore } from 'effector';
import * as z from 'zod/mini';
import { serviceSchema, subserviceSchema } from '../schemas/common.ts';

export const orderStateSchema = z.object({
  service: z.nullable(serviceSchema),
  subservice: z.nullable(subserviceSchema),
});
export type OrderState = z.infer<typeof orderStateSchema>;

export const serviceChosen = createEvent<OrderState>();
/**
 * How the cart in progress is handed over, chosen on the cart page (delivery, scheduled, take-away): the
 * order's service like `serviceChosen`, but trying take-away there keeps the delivery place for going back.
 */
export const orderKindChosen = createEvent<OrderState>();
export const $order = createStore<OrderState>({
  service: null,
  subservice: null,
}).on([serviceChosen, orderKindChosen], (_, order) => order);
