import { createEvent, createStore } from 'effector';
import { z } from 'zod';
import { serviceSchema, subserviceSchema } from '../schemas/common.ts';

export const orderStateSchema = z.object({
  service: serviceSchema.nullable(),
  subservice: subserviceSchema.nullable(),
});
export type OrderState = z.infer<typeof orderStateSchema>;

export const serviceChosen = createEvent<OrderState>();
export const $order = createStore<OrderState>({
  service: null,
  subservice: null,
}).on(serviceChosen, (_, order) => order);
