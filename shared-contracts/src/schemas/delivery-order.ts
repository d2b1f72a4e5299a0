import * as z from 'zod/mini';
import { idSchema } from './common.ts';
import { deliveryScheduleSchema } from './delivery-details.ts';
import { chosenOptionSchema, MAX_LINE_COUNT, purchaseItemOptionSchema } from './table-order.ts';
import { typedText } from './typed-text.ts';

/** The most lines one cart may send. */
export const MAX_CART_LINES = 100;

/** One line of the cart in progress: a product of the branch's menu, its count and chosen options. */
export const cartLineRequestSchema = z.object({
  id: idSchema,
  count: z.int().check(z.minimum(1), z.maximum(MAX_LINE_COUNT)),
  options: z.optional(z.array(chosenOptionSchema).check(z.maxLength(50))),
  /**
   * The unit price (options included, major units) the diner's cart showed. When given, placing the order
   * refuses a line whose price changed since (409 `price_changed`) instead of charging another price
   * unannounced; left out, the line takes the menu's price as it is.
   */
  price: z.optional(z.number().check(z.nonnegative(), z.maximum(1_000_000_000))),
});
export type CartLineRequest = z.infer<typeof cartLineRequestSchema>;

/** The longest address and reference of a delivery, in characters as seen (`textLength`). */
export const DELIVERY_PLACE_MAX = 200;
/** The longest comment of a delivery or take-away order, in characters as seen. */
export const DELIVERY_COMMENT_MAX = 500;

/** Where a delivery goes: a point a zone must hold, the address and its required reference point. */
export const deliveryPlaceSchema = z.object({
  latitude: z.number().check(z.minimum(-90), z.maximum(90)),
  longitude: z.number().check(z.minimum(-180), z.maximum(180)),
  address: typedText({ min: 5, max: DELIVERY_PLACE_MAX }),
  reference: typedText({ min: 2, max: DELIVERY_PLACE_MAX }),
});
export type DeliveryPlace = z.infer<typeof deliveryPlaceSchema>;

/**
 * POST /shopping_cart/delivery_order.json (our own call: the cart in progress lives in the browser until the
 * diner continues to pay): the cart becomes the diner's delivery or take-away purchase at the branch.
 * The server prices it, takes the fee and minimum from the zone holding `place`, and checks the schedule.
 */
export const deliveryOrderRequestSchema = z.object({
  order: z.object({
    supplier_id: idSchema,
    service: z.enum(['delivery', 'take_away']),
    /** `schedule`: scheduled delivery, which needs `schedule`. */
    subservice: z.nullable(z.literal('schedule')),
    lines: z.array(cartLineRequestSchema).check(z.minLength(1), z.maxLength(MAX_CART_LINES)),
    cutlery: z.boolean(),
    packed: z.boolean(),
    comment: typedText({ max: DELIVERY_COMMENT_MAX, trim: false }),
    /** Required for delivery; ignored for take-away. */
    place: z.nullable(deliveryPlaceSchema),
    schedule: z.nullable(deliveryScheduleSchema),
  }),
});
export type DeliveryOrderRequest = z.infer<typeof deliveryOrderRequestSchema>;

/**
 * PUT /shopping_cart/change_supplier/{purchase}.json?supplier_id (body `cart`): the cart
 * moves to another branch. `{purchase}` is 0 while the cart lives in the browser, or the diner's placed,
 * unpaid order (its own lines are read; the body's are ignored; GET answers the same for it).
 */
export const changeSupplierRequestSchema = z.object({
  cart: z.object({ lines: z.array(cartLineRequestSchema).check(z.maxLength(MAX_CART_LINES)) }),
});
export type ChangeSupplierRequest = z.infer<typeof changeSupplierRequestSchema>;

/** A line the new branch also sells, priced from its menu (unit price with the extras, as the cart keeps it). */
export const movedLineSchema = z.object({
  id: z.int(),
  label: z.string(),
  category: z.string(),
  price: z.number(),
  count: z.int(),
  stock: z.nullable(z.int()),
  options: z.array(purchaseItemOptionSchema),
});
export type MovedLine = z.infer<typeof movedLineSchema>;

export const changeSupplierResponseSchema = z.object({
  supplier_id: z.int(),
  supplier_slug: z.string(),
  lines: z.array(movedLineSchema),
  /** What the new branch does not sell (or not now, or not with those options): left out, named for the diner. */
  dropped: z.array(z.object({ id: z.int(), label: z.string() })),
});
export type ChangeSupplierResponse = z.infer<typeof changeSupplierResponseSchema>;
