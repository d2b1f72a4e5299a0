import * as z from 'zod/mini';
import { serviceSchema, subserviceSchema } from './common.ts';
import { coveragePolygonSchema } from './coverage.ts';
import { DELIVERY_COMMENT_MAX, DELIVERY_PLACE_MAX } from './delivery-order.ts';
import { purchaseItemOptionSchema } from './table-order.ts';
import { UNITS_PER_CHARACTER } from './typed-text.ts';

/**
 * The delivery or take-away order a diner is putting together: the cart, how it is handed over, the
 * covered place and what the diner wrote. It lives on the device (localStorage); the API keeps a copy
 * under the diner's profile only so that the cart page can be rendered on the server.
 */

export const cartLineSchema = z.object({
  productId: z.int(),
  label: z.string().check(z.maxLength(500)),
  category: z.string().check(z.maxLength(500)),
  /** Unit price in the currency's major unit: the promo when lower, plus the chosen extras. */
  price: z.number().check(z.nonnegative()),
  count: z.int().check(z.positive()),
  /** Units left when the product was added; null means unlimited. */
  stock: z.nullable(z.int()),
  /**
   * The chosen option groups with their labels and each choice's extra price (already in `price`).
   * Optional: carts stored before options were kept have none, and still load.
   */
  options: z.optional(z.array(purchaseItemOptionSchema)),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartStateSchema = z.object({
  supplierId: z.nullable(z.int()),
  lines: z.array(cartLineSchema),
});
export type CartState = z.infer<typeof cartStateSchema>;

export const orderStateSchema = z.object({
  service: z.nullable(serviceSchema),
  subservice: z.nullable(subserviceSchema),
});
export type OrderState = z.infer<typeof orderStateSchema>;

/**
 * The most a kept text holds, in UTF-16 units: whatever the API takes there (its limit in characters as
 * seen, each up to `UNITS_PER_CHARACTER` units), so a copy the diner may still send is never dropped.
 */
const keptText = (maxCharacters: number) =>
  z.string().check(z.maxLength(maxCharacters * UNITS_PER_CHARACTER));

/** What the diner writes for the order: cutlery, packing, the comment, the address and the schedule. */
export const deliveryDetailsSchema = z.object({
  cutlery: z.boolean(),
  packed: z.boolean(),
  comment: keptText(DELIVERY_COMMENT_MAX),
  address: keptText(DELIVERY_PLACE_MAX),
  reference: keptText(DELIVERY_PLACE_MAX),
  /** `YYYY-MM-DD` on the branch's clock, or ''. */
  date: z.string().check(z.maxLength(10)),
  /** `HH:MM`, or ''. */
  hour: z.string().check(z.maxLength(5)),
});
export type DeliveryDetails = z.infer<typeof deliveryDetailsSchema>;

/**
 * Where the diner takes delivery: a point a zone covers, its branch and the zone's fee and minimum, with
 * the address and reference the diner typed (none for the browser's position).
 */
export const deliveryLocationSchema = z.object({
  latitude: z.number().check(z.minimum(-90), z.maximum(90)),
  longitude: z.number().check(z.minimum(-180), z.maximum(180)),
  address: z.nullable(keptText(DELIVERY_PLACE_MAX)),
  reference: z.nullable(keptText(DELIVERY_PLACE_MAX)),
  supplierSlug: z.string().check(z.maxLength(200)),
  polygon: coveragePolygonSchema,
});
export type DeliveryLocation = z.infer<typeof deliveryLocationSchema>;

/** Lines one kept cart may hold: far above any real order, low enough to bound what is stored. */
export const CART_DRAFT_MAX_LINES = 100;

export const cartDraftSchema = z.object({
  cart: z.object({
    supplierId: z.nullable(z.int()),
    lines: z.array(cartLineSchema).check(z.maxLength(CART_DRAFT_MAX_LINES)),
  }),
  order: orderStateSchema,
  location: z.nullable(deliveryLocationSchema),
  details: deliveryDetailsSchema,
});
export type CartDraft = z.infer<typeof cartDraftSchema>;

/** The kept copy; null when the diner has none (never saved, emptied, or too old). */
export const cartDraftResponseSchema = z.object({ draft: z.nullable(cartDraftSchema) });
export const cartDraftRequestSchema = z.object({ draft: cartDraftSchema });
