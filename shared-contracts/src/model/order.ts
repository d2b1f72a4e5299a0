import { createEvent, createStore } from 'effector';
import * as z from 'zod/mini';
import { serviceSchema, subserviceSchema } from '../schemas/common.ts';

export const orderStateSchema = z.object({
  service: z.nullable(serviceSchema),
  subservice: z.nullable(subserviceSchema),
});
export type OrderState = z.infer<typeof orderStateSchema>;

export const serviceChosen = createEvent<OrderState>();
export const $order = createStore<OrderState>({
  service: null,
  subservice: null,
}).on(serviceChosen, (_, order) => order);
