import { browserTurn } from '../model/browser-turn.ts';
import * as z from 'zod/mini';
import { isoDateSchema } from './common.ts';
import { bookingStatusSchema } from './booking.ts';
import { purchaseBalanceSchema, paymentStatusSchema } from './payment.ts';
import { paymentMethodSchema } from './supplier.ts';
import { purchaseItemSchema, tableKindSchema, tablePurchaseSchema } from './table-order.ts';

// The first evaluation gives the browser a turn here (see browser-turn.ts).
await browserTurn();

/**
 * A line as the staff see it: the diner's line with when it was sent to the kitchen and when the
 * kitchen marked it prepared (null before; a recalled line loses its prepared time).
 */
export const staffOrderLineSchema = z.extend(purchaseItemSchema, {
  sent_at: z.nullable(z.string()),
  prepared_at: z.nullable(z.string()),
});
export type StaffOrderLine = z.infer<typeof staffOrderLineSchema>;

/** A payment proof (a transfer's receipt) a diner uploaded; `url` opens the image with the session. */
export const staffProofSchema = z.object({
  id: z.int(),
  payment_id: z.nullable(z.int()),
  url: z.string(),
  created_at: z.string(),
});
export type StaffProof = z.infer<typeof staffProofSchema>;

/** A payment that waits for the staff (cash, card reader, transfer, a card pending at the bank). */
export const staffPendingPaymentSchema = z.object({
  id: z.int(),
  method: paymentMethodSchema,
  status: paymentStatusSchema,
  amount_minor: z.int(),
  currency: z.string(),
  created_at: z.string(),
  /** The proofs uploaded for this payment; the newest first. */
  proofs: z.array(staffProofSchema),
});
export type StaffPendingPayment = z.infer<typeof staffPendingPaymentSchema>;

/**
 * One order (a table's bill, a room's, a delivery or take-away order) as the staff calls and the live
 * stream send it. `balance`, `pending_payments` and `proofs` are null/empty for callers without the
 * `payments` capability (the kitchen) and in the kitchen snapshot.
 */
export const staffOrderSchema = z.extend(tablePurchaseSchema, {
  items: z.array(staffOrderLineSchema),
  waiter_called_at: z.nullable(z.string()),
  /** When the staff answered the last waiter call (the diner sees `waiter_answered`). */
  waiter_answered_at: z.nullable(z.string()),
  /**
   * A delivery or take-away order's diner (the profile that placed it): the name and the phone their
   * profile holds (null when they gave none). Null at a table.
   */
  contact: z.nullable(z.object({ name: z.string(), phone: z.nullable(z.string()) })),
  balance: z.nullable(purchaseBalanceSchema),
  pending_payments: z.array(staffPendingPaymentSchema),
  /** Proofs uploaded for the bill without naming a payment. */
  proofs: z.array(staffProofSchema),
});
export type StaffOrder = z.infer<typeof staffOrderSchema>;

/**
 * An order on the kitchen display. `scheduled_at`: a scheduled delivery or take-away order's day and hour
 * (`delivery.schedule`, on the branch's clock) as an instant (ISO), so the display can tell how far away it
 * is without knowing the branch's time zone; null: as soon as possible.
 */
export const kitchenOrderSchema = z.extend(staffOrderSchema, { scheduled_at: z.nullable(z.string()) });
export type KitchenOrder = z.infer<typeof kitchenOrderSchema>;

/** GET /staff/instances/{slug}/branches/{branch}/kitchen: orders with lines sent to the kitchen, oldest first. */
export const kitchenSnapshotSchema = z.object({
  branch_id: z.int(),
  /** The server's time of the snapshot. */
  at: z.string(),
  orders: z.array(kitchenOrderSchema),
});
export type KitchenSnapshot = z.infer<typeof kitchenSnapshotSchema>;

/**
 * A table's state on the floor, the most urgent first when several hold: `waiter_called`, `paying` (a
 * payment waits for the staff), `prepared` (food to take to the table), `waiting_kitchen` (lines sent,
 * not ready), `paid` (covered, not closed yet), `ordering` (open, nothing sent), `free` (no open bill).
 */
export const FLOOR_STATES = [
  'waiter_called',
  'paying',
  'prepared',
  'waiting_kitchen',
  'paid',
  'ordering',
  'free',
] as const;
export const floorStateSchema = z.enum(FLOOR_STATES);
export type FloorState = z.infer<typeof floorStateSchema>;

export const floorTableSchema = z.object({
  code: z.string(),
  kind: tableKindSchema,
  /** The most urgent state of its bills; `free` without one. */
  state: floorStateSchema,
  /**
   * Its bills in progress, oldest first: the open one, and accounts a payment closed whose lines the
   * kitchen has not served yet. Empty when the table is free.
   */
  orders: z.array(staffOrderSchema),
});
export type FloorTable = z.infer<typeof floorTableSchema>;

/** GET /staff/instances/{slug}/branches/{branch}/floor */
export const floorSnapshotSchema = z.object({
  branch_id: z.int(),
  at: z.string(),
  tables: z.array(floorTableSchema),
  /** Bills at the branch without a table (a diner who did not know the number, manual payments). */
  unseated: z.array(z.object({ state: floorStateSchema, order: staffOrderSchema })),
});
export type FloorSnapshot = z.infer<typeof floorSnapshotSchema>;

/** GET /staff/instances/{slug}/branches/{branch}/orders: delivery and take-away orders still in progress. */
export const staffOrdersQuerySchema = z.object({
  service: z.optional(z.enum(['delivery', 'take_away'])),
});
export const staffOrdersResponseSchema = z.object({ branch_id: z.int(), orders: z.array(staffOrderSchema) });
export type StaffOrders = z.infer<typeof staffOrdersResponseSchema>;

/**
 * GET /staff/instances/{slug}/branches/{branch}/live (Server-Sent Events). `ready` once the stream
 * listens: then read the snapshot; `order` is one order after each change (keep it when its `version`
 * is newer than the one held); `booking` names a booking that changed (booked, cancelled, approved,
 * declined, seated, promoted from the waitlist; sent to callers allowed `bookings`); `resync` when changes may have been missed (read the snapshot again);
 * `signed_out` when the session ended (revoked or expired) and the stream closes.
 */
export const staffLiveEventSchema = z.union([
  z.object({ type: z.literal('ready'), branch_id: z.int() }),
  z.object({ type: z.literal('order'), order: staffOrderSchema }),
  z.object({ type: z.literal('booking'), booking_id: z.int() }),
  z.object({ type: z.literal('resync') }),
  z.object({ type: z.literal('signed_out') }),
]);
export type StaffLiveEvent = z.infer<typeof staffLiveEventSchema>;

/** A booking as the host sees it. */
export const staffBookingSchema = z.object({
  id: z.int(),
  status: bookingStatusSchema,
  persons: z.int(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  starts_at: z.string(),
  /** The first instant its party may be seated (the API refuses a seat before it). */
  seat_from: z.string(),
  created_at: z.string(),
  /** Products pre-ordered for it: how many units and their total (major units). */
  preorder_units: z.int(),
  preorder_total: z.number(),
});
export type StaffBooking = z.infer<typeof staffBookingSchema>;

/** The most days one bookings call covers. */
export const STAFF_BOOKING_DAYS_MAX = 31;

/** GET /staff/instances/{slug}/branches/{branch}/bookings?from&days */
export const staffBookingsQuerySchema = z.object({
  /** The branch's local date to start from; default its today. */
  from: z.optional(isoDateSchema),
  days: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(STAFF_BOOKING_DAYS_MAX))),
});
export const staffBookingSlotSchema = z.object({
  date: z.string(),
  hour: z.string(),
  seats_per_slot: z.int(),
  /** Seats approved and seated parties hold. */
  seats_held: z.int(),
  /** Every booking of the slot, oldest first (the waitlist in its order). */
  bookings: z.array(staffBookingSchema),
});
export const staffBookingsResponseSchema = z.object({
  branch_id: z.int(),
  timezone: z.string(),
  from: z.string(),
  days: z.int(),
  slots: z.array(staffBookingSlotSchema),
});
export type StaffBookings = z.infer<typeof staffBookingsResponseSchema>;

/** A product of a branch's menu with what the staff may change. */
export const staffProductSchema = z.object({
  id: z.int(),
  slug: z.string(),
  label: z.string(),
  category: z.string(),
  price: z.number(),
  promo: z.nullable(z.number()),
  available: z.boolean(),
  /** Units left; null: not counted. */
  stock: z.nullable(z.int()),
});
export type StaffProduct = z.infer<typeof staffProductSchema>;
export const staffMenuResponseSchema = z.object({
  branch_id: z.int(),
  /** Branches that share this menu: a change shows on all of them. */
  shared_with: z.array(z.object({ id: z.int(), slug: z.string() })),
  /** The menu's categories in the diners' order: a product names its category by slug. */
  categories: z.array(z.object({ slug: z.string(), label: z.string() })),
  products: z.array(staffProductSchema),
});
export type StaffMenu = z.infer<typeof staffMenuResponseSchema>;

/** The highest price or promo a product may have, in major units. */
export const MAX_PRICE = 100_000_000;
/** A price or promo set by the staff: above 0 (a dish given away is sold out or removed), at most MAX_PRICE. */
const priceInput = z.number().check(z.positive(), z.maximum(MAX_PRICE));

/**
 * PATCH /staff/instances/{slug}/branches/{branch}/products/{product}: sold out (`available: false`) or
 * back, the stock (null: not counted), the price, the promo (null removes it). At least one. A promo
 * must stay below the price it is set with or the product already has (422 `promo_not_below_price`).
 */
const stockInput = z.nullable(z.int().check(z.minimum(0), z.maximum(1_000_000)));
export const staffProductUpdateSchema = z
  .object({
    available: z.optional(z.boolean()),
    stock: z.optional(stockInput),
    price: z.optional(priceInput),
    promo: z.optional(z.nullable(priceInput)),
    /**
     * The values the screen showed for the fields it changes: when one is no longer so (someone else
     * changed it meanwhile), nothing changes (409 `product_changed`) and the screen reads the menu again,
     * instead of the last save silently undoing the other. Left out, the change applies as it is.
     */
    was: z.optional(
      z.object({
        available: z.optional(z.boolean()),
        stock: z.optional(z.nullable(z.int())),
        price: z.optional(z.number()),
        promo: z.optional(z.nullable(z.number())),
      }),
    ),
  })
  .check(
    z.refine(({ was: _was, ...body }) => Object.values(body).some((value) => value !== undefined), {
      message: 'Send available, stock, price or promo',
    }),
  );
export type StaffProductUpdate = z.infer<typeof staffProductUpdateSchema>;
export const staffProductResponseSchema = z.object({ product: staffProductSchema });

/** PUT /staff/instances/{slug}/branches/{branch}/state: a branch's switches of the day, as they now are. */
export const staffBranchStateSchema = z.object({
  business_closed: z.boolean(),
  kitchen_closed: z.boolean(),
  delivery_paused: z.boolean(),
});
export type StaffBranchState = z.infer<typeof staffBranchStateSchema>;
export type StaffBranchSwitch = keyof StaffBranchState;
