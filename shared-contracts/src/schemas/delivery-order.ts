import * as z from 'zod/mini';
import { idSchema } from './common.ts';
import { deliveryScheduleSchema } from './delivery-details.ts';
import { chosenOptionSchema, MAX_LINE_COUNT } from './table-order.ts';

/** The most lines one cart may send. */
export const MAX_CART_LINES = 100;

/** One line of the cart in progress: a product of the branch's menu, its count and chosen options. */
export const cartLineRequestSchema = z.object({
  id: idSchema,
  count: z.int().check(z.minimum(1), z.maximum(MAX_LINE_COUNT)),
  options: z.optional(z.array(chosenOptionSchema).check(z.maxLength(50))),
});
export type CartLineRequest = z.infer<typeof cartLineRequestSchema>;

/** Where a delivery goes: a point a zone must hold, the address and SPEC's required reference. */
export const deliveryPlaceSchema = z.object({
  latitude: z.number().check(z.minimum(-90), z.maximum(90)),
  longitude: z.number().check(z.minimum(-180), z.maximum(180)),
  address: z.string().check(z.trim(), z.minLength(5), z.maxLength(200)),
  reference: z.string().check(z.trim(), z.minLength(2), z.maxLength(200)),
});
export type DeliveryPlace = z.infer<typeof deliveryPlaceSchema>;

/**
 * POST /shopping_cart/delivery_order.json (not SPEC: its cart in progress lives in the browser until the
 * diner continues to pay): the cart becomes the diner's delivery or take-away purchase at the branch.
 * The server prices it, takes the fee and minimum from the zone holding `place`, and checks the schedule.
 */
export const deliveryOrderRequestSchema = z.object({
  order: z.object({
    supplier_id: idSchema,
    service: z.enum(['delivery', 'take_away']),
    /** `schedule`: scheduled delivery (SPEC section 1), which needs `schedule`. */
    subservice: z.nullable(z.literal('schedule')),
    lines: z.array(cartLineRequestSchema).check(z.minLength(1), z.maxLength(MAX_CART_LINES)),
    cutlery: z.boolean(),
    packed: z.boolean(),
    comment: z.string().check(z.maxLength(500)),
    /** Required for delivery; ignored for take-away. */
    place: z.nullable(deliveryPlaceSchema),
    schedule: z.nullable(deliveryScheduleSchema),
  }),
});
export type DeliveryOrderRequest = z.infer<typeof deliveryOrderRequestSchema>;
