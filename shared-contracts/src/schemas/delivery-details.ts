import * as z from 'zod/mini';
import { hourSchema } from './booking.ts';
import { isoDateSchema } from './common.ts';

/** When a scheduled delivery is wanted: a day and a start time on the branch's own clock. */
export const deliveryScheduleSchema = z.object({ date: isoDateSchema, hour: hourSchema });
export type DeliverySchedule = z.infer<typeof deliveryScheduleSchema>;

/**
 * What a delivery or take-away order carries beside its lines (the delivery schedule
 * state": cutlery, packed, the schedule; the comment is the purchase's own). Money in major units.
 */
export const purchaseDeliverySchema = z.object({
  cutlery: z.boolean(),
  packed: z.boolean(),
  /** Null for take-away. */
  address: z.nullable(z.string()),
  reference: z.nullable(z.string()),
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
  zone_id: z.nullable(z.int()),
  zone_name: z.nullable(z.string()),
  /** The zone's fee (delivery), 0 for take-away. */
  delivery_price: z.number(),
  /** What the items must reach: the zone's minimum for delivery, the branch's for take-away. */
  minimum_order_value: z.number(),
  /** Null: as soon as possible. */
  schedule: z.nullable(deliveryScheduleSchema),
});
export type PurchaseDelivery = z.infer<typeof purchaseDeliverySchema>;

/**
 * The statuses a delivery order goes through, in order (the staff move it forward, never
 * back); take-away skips `on_the_way`. `cancelled` and `finished` may end it from any step.
 */
export const DELIVERY_STEPS = ['accepted', 'preparation', 'packed', 'on_the_way', 'delivered'] as const;
export type DeliveryStep = (typeof DELIVERY_STEPS)[number];
export const deliveryStepsOf = (service: 'delivery' | 'take_away'): readonly DeliveryStep[] =>
  service === 'take_away' ? DELIVERY_STEPS.filter((step) => step !== 'on_the_way') : DELIVERY_STEPS;
