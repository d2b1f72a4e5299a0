import { browserTurn } from '../model/browser-turn.ts';
import * as z from 'zod/mini';
import { idSchema, serviceSchema, subserviceSchema, type Service } from './common.ts';
import { purchaseDeliverySchema } from './delivery-details.ts';
import { chosenOptionSchema, purchaseItemOptionSchema } from './options.ts';
import { onTableClassSchema } from './supplier.ts';
import { typedText } from './typed-text.ts';

// The first evaluation gives the browser a turn here (see browser-turn.ts).
await browserTurn();

// The option shapes are shared with bookings' pre-orders; they live apart so neither imports the other.
export * from './options.ts';

/** A table's shared purchase: open while the table orders, closed by the staff when the table leaves. */
export const PURCHASE_STATUSES = ['open', 'closed'] as const;
export const purchaseStatusSchema = z.enum(PURCHASE_STATUSES);
export type PurchaseStatus = z.infer<typeof purchaseStatusSchema>;

/**
 * A line's way to the table: added (pending), sent to the kitchen (ordered, `cook_products`), ready
 * (prepared, staff) and served (delivered, staff or the diner's `receive_order`). Only forward.
 */
export const PURCHASE_ITEM_STATUSES = ['pending', 'ordered', 'prepared', 'delivered'] as const;
export const purchaseItemStatusSchema = z.enum(PURCHASE_ITEM_STATUSES);
export type PurchaseItemStatus = z.infer<typeof purchaseItemStatusSchema>;

/**
 * The order statuses (labels only; no transition is fixed beyond them): what the diner's order
 * status page (`/{supplier}/order/{id}`) shows. The staff move it (`PUT /staff/…/purchases/{id}/status`);
 * until they do, the API derives it from the lines and the account (docs/features/checkout-payments.md).
 */
export const ORDER_STATUSES = [
  'accepted',
  'preparation',
  'packed',
  'on_the_way',
  'delivered',
  'cancelled',
  'closed_account',
  'in_progress',
  'finished',
] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;
/** Statuses after which the order does not move any more. */
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ['cancelled', 'finished'];
/** The order is over for the diner: the status page offers the rating link. */
export const RATEABLE_ORDER_STATUSES: readonly OrderStatus[] = ['finished', 'closed_account'];

/** What the two rules below read of a purchase. */
interface OrderProgress {
  status: PurchaseStatus;
  service: Service;
  order_status: OrderStatus;
}
/**
 * The order is over for the diner: the table's account closed, a final status, or a delivery or take-away
 * order delivered (it stays open in the API for the staff's last word, but the diner has it in hand).
 * "My orders" lists it with the finished ones.
 */
export const orderIsOver = (purchase: OrderProgress): boolean =>
  purchase.status === 'closed' ||
  FINAL_ORDER_STATUSES.includes(purchase.order_status) ||
  (purchase.service !== 'on_table' && purchase.order_status === 'delivered');
/** The diner may rate it: over and not cancelled (a delivered delivery or take-away order included). */
export const orderIsRateable = (purchase: OrderProgress): boolean =>
  RATEABLE_ORDER_STATUSES.includes(purchase.order_status) ||
  (purchase.service !== 'on_table' && purchase.order_status === 'delivered');

/** The order's `tip`: include, percent, customValue. */
export const purchaseTipSchema = z.object({
  include: z.boolean(),
  percent: z.nullable(z.number().check(z.minimum(0), z.maximum(100))),
  custom_value: z.nullable(z.number().check(z.minimum(0), z.maximum(100_000_000))),
});
export type PurchaseTip = z.infer<typeof purchaseTipSchema>;

export const purchaseItemSchema = z.object({
  id: z.int(),
  product_id: z.int(),
  label: z.string(),
  image: z.string(),
  alcoholic: z.boolean(),
  /** The profile that added it: only that profile changes or removes it, and only while pending. */
  profile_id: z.int(),
  profile_name: z.string(),
  count: z.int(),
  /** Price (promo when set) plus the chosen extras. */
  unit_price: z.number(),
  total: z.number(),
  options: z.array(purchaseItemOptionSchema),
  comment: z.string(),
  status: purchaseItemStatusSchema,
});
export type PurchaseItem = z.infer<typeof purchaseItemSchema>;

export const tableKindSchema = z.enum(['table', 'room']);
export type TableKind = z.infer<typeof tableKindSchema>;
export const tableRefSchema = z.object({ code: z.string(), kind: tableKindSchema });
export type TableRef = z.infer<typeof tableRefSchema>;

/** What the branch's table class asks of the diner, derived once on the server. */
export const tableRulesSchema = z.object({
  on_table_class: onTableClassSchema,
  /** Plazoleta, no-incremental and room service. */
  payment_required: z.boolean(),
  /** The checkout class: products must be sent to the kitchen (`cook_products`). */
  send_to_prepare_required: z.boolean(),
  /** Basic and my-list: the purchase is a list to show the waiter; nothing is sent to the kitchen. */
  list_only: z.boolean(),
  /** Checkout or no-incremental classes with a table, not room service. */
  can_call_waiter: z.boolean(),
});
export type TableRules = z.infer<typeof tableRulesSchema>;

/** GET /menudigital/cart/{purchase}.json and every call that changes a purchase: `{ purchase }`. */
export const tablePurchaseSchema = z.object({
  id: z.int(),
  supplier_id: z.int(),
  /** Null when the diner said they do not know the table number. */
  table: z.nullable(tableRefSchema),
  /**
   * The table's shared bill, joined with the key of its printed QR. False: one diner's own order (at a
   * table whose code was typed without the key, without a table, or a delivery): no one else joins it.
   */
  table_shared: z.boolean(),
  /** `on_table` for a table's purchase (subservice `room` for a room); `delivery` or `take_away` for a cart's order. */
  service: serviceSchema,
  subservice: z.nullable(subserviceSchema),
  /** A delivery or take-away order's cutlery, packing, address, zone and schedule; null at a table. */
  delivery: z.nullable(purchaseDeliverySchema),
  status: purchaseStatusSchema,
  /** Where the order is (the order status labels): set by the staff, else derived. */
  order_status: orderStatusSchema,
  rules: tableRulesSchema,
  comment: z.string(),
  waiter_called: z.boolean(),
  /** The staff answered the table's last waiter call (they are on their way); false again at the next call. */
  waiter_answered: z.boolean(),
  tip: z.nullable(purchaseTipSchema),
  items: z.array(purchaseItemSchema),
  /**
   * Null for an order. A manual payment (a list-only table whose diner pays in the
   * app) holds no lines: this amount is its bill, set with `PUT /menudigital/manual_payment/{id}.json`.
   */
  manual_amount: z.nullable(z.number()),
  /** The lines' totals, or the manual payment's amount. */
  total: z.number(),
  /** The table's "count ordered": units sent to the kitchen or further. */
  count_ordered: z.int(),
  count_pending: z.int(),
  /** Bumped by every change; the cart's ETag and what the live channel announces. */
  version: z.int(),
  /** Lets its holder rate this purchase (`/menudigital/rates.json`, the `/ratecluvi` link); members only. */
  rate_token: z.string(),
  /** When it was opened (ISO 8601): the diner's order list shows it. */
  opened_at: z.string(),
});
export type TablePurchase = z.infer<typeof tablePurchaseSchema>;
export const purchaseResponseSchema = z.object({ purchase: tablePurchaseSchema });

/** Why a branch takes no new orders now (the staff's switches of the day: business or kitchen closed). */
export const branchClosedStateSchema = z.enum(['business_closed', 'kitchen_closed']);
export type BranchClosedState = z.infer<typeof branchClosedStateSchema>;

/**
 * GET /menudigital/init?supplier_id&table_code[&table_key]: the table of a QR code (or a 404
 * `table_not_found`).
 */
export const tableInitResponseSchema = z.object({
  supplier_id: z.int(),
  table: tableRefSchema,
  service: z.literal('on_table'),
  subservice: z.nullable(z.literal('room')),
  rules: tableRulesSchema,
  /**
   * Whether this caller reaches the table's shared bill: the QR's key came with the code, or the
   * caller's profile already joined the bill. False: joining starts an order of the diner's own.
   */
  shared_access: z.boolean(),
  /** The table's open shared bill, only when `shared_access` (null otherwise, or when none is open). */
  purchase_id: z.nullable(z.int()),
  /** The branch takes no new orders now (null: it does). */
  closed: z.nullable(branchClosedStateSchema),
});
export type TableInit = z.infer<typeof tableInitResponseSchema>;

const tableCodeSchema = z.string().check(z.minLength(1), z.maxLength(40));
/** A table QR's key as a link carries it (`k`). */
export const tableKeySchema = z.string().check(z.minLength(1), z.maxLength(100));

/** POST /menudigital/init.json: joins the table's open purchase (opening it when there is none). */
export const openPurchaseRequestSchema = z.object({
  purchase: z.object({
    supplier_id: idSchema,
    /** Null: the diner does not know the table number (a purchase of their own). */
    table_code: z.nullable(tableCodeSchema),
    /**
     * The key printed in the table's QR link (`k`). Without it (or with a wrong one) the code starts the
     * diner's own order at that table, never a seat at another diner's bill.
     */
    table_key: z.optional(z.nullable(tableKeySchema)),
  }),
});
export type OpenPurchaseRequest = z.infer<typeof openPurchaseRequestSchema>;

/** The most units of one product a line may hold. */
export const MAX_LINE_COUNT = 99;
const lineCountSchema = z.int().check(z.minimum(1), z.maximum(MAX_LINE_COUNT));

/** POST /menudigital/add_product_cart(.json) and POST /shopping_cart/add_product_cart. */
export const addProductRequestSchema = z.object({
  product: z.object({
    id: idSchema,
    count: lineCountSchema,
    options: z.optional(z.array(chosenOptionSchema).check(z.maxLength(50))),
    comment: z.optional(typedText({ max: 300, trim: false })),
  }),
  purchase_id: idSchema,
  /** What the client knows of the order (service, table code); informative, the purchase decides. */
  data_purchase: z.optional(z.record(z.string(), z.unknown())),
});
export type AddProductRequest = z.infer<typeof addProductRequestSchema>;

/** PUT /shopping_cart/product_cart/{item}.json?purchase_id: the line's new count. */
export const productCountRequestSchema = z.object({ product: z.object({ count: lineCountSchema }) });

/** PUT /menudigital/cook_products/{purchase}.json: the lines to send (default: every pending line). */
export const cookRequestSchema = z.object({
  item_ids: z.optional(z.array(idSchema).check(z.maxLength(500))),
});
/** PUT /menudigital/cook_products: what was sent, and the lines removed because their product became unavailable. */
export const cookResponseSchema = z.object({
  purchase: tablePurchaseSchema,
  removed_unavailable: z.array(z.object({ id: z.int(), label: z.string() })),
});
export type CookResult = z.infer<typeof cookResponseSchema>;

/** PUT /menudigital/add_tip/{purchase}.json */
export const tipRequestSchema = z.object({ tip: purchaseTipSchema });

/**
 * The line statuses a diner may move the purchase's lines to (`product_status`): `ordered` sends the
 * pending lines to the kitchen (as `cook_products`), `delivered` confirms the prepared ones reached the
 * table (as `receive_order`). `prepared` is the kitchen's and nothing goes back to `pending`.
 */
export const DINER_ITEM_STATUSES = ['ordered', 'delivered'] as const;

/**
 * PUT /menudigital/cart/{purchase} and PUT /shopping_cart/cart/{purchase}.json (body `cart`,
 * `product_status`): the purchase's note and/or a status for its lines, in one change; at least one.
 */
export const cartUpdateRequestSchema = z
  .object({
    cart: z.optional(z.object({ comment: typedText({ max: 500, trim: false }) })),
    product_status: z.optional(z.enum(DINER_ITEM_STATUSES)),
  })
  .check(
    z.refine((body) => body.cart !== undefined || body.product_status !== undefined, {
      message: 'Send cart, product_status or both',
    }),
  );
export type CartUpdateRequest = z.infer<typeof cartUpdateRequestSchema>;

/** The most a manual payment may ask, in major units (the bound of a custom tip). */
export const MAX_MANUAL_AMOUNT = 100_000_000;
const manualAmountSchema = z.number().check(z.minimum(0), z.maximum(MAX_MANUAL_AMOUNT));

/**
 * POST /menudigital/manual_payment.json (body supplier_id, amount): opens
 * the diner's manual-payment purchase at a list-only branch with in-app payment (the cart icon sends 0).
 */
export const manualPaymentRequestSchema = z.object({ supplier_id: idSchema, amount: manualAmountSchema });
export type ManualPaymentRequest = z.infer<typeof manualPaymentRequestSchema>;
/** PUT /menudigital/manual_payment/{purchase}.json: the amount the diner will pay (before any payment). */
/** The amount a diner sets is the waiter's bill: above zero (zero is only how the payment opens). */
export const manualPaymentUpdateSchema = z.object({
  amount: z.number().check(z.gt(0), z.maximum(MAX_MANUAL_AMOUNT)),
});

/** GET /menudigital/my_orders.json?supplier_id: the profile's purchases at a branch, newest first. */
export const myOrdersResponseSchema = z.object({
  purchases: z.array(tablePurchaseSchema),
  /**
   * What each purchase's bill comes to (minor units, with its tip, delivery fee and discount): the list
   * names it, as what the diner pays or paid, not the products alone.
   */
  dues: z.array(z.object({ purchase_id: z.int(), due_minor: z.int() })),
});

/** PUT /staff/…/items/{item}: the kitchen and the waiters move a line forward. */
export const itemStatusRequestSchema = z.object({ status: z.enum(['prepared', 'delivered']) });

/**
 * PUT /staff/instances/{slug}/purchases/{purchase}/status: the staff move the order's status. A closed
 * account is what closing it shows (`…/close`), so it is not set by hand.
 */
export const orderStatusRequestSchema = z.object({
  status: z
    .enum(ORDER_STATUSES)
    .check(
      z.refine((status) => status !== 'closed_account', { message: 'closed_account is set by closing' }),
    ),
});

/** GET /staff/instances/{slug}/branches/{branch}/table-orders */
export const tableOrdersResponseSchema = z.object({ purchases: z.array(tablePurchaseSchema) });

/**
 * What the live channel (`GET /menudigital/live/{purchase}`, Server-Sent Events) sends: the whole
 * purchase after each change; `resync` when changes may have been missed (read the cart again).
 */
export const purchaseEventSchema = z.union([
  z.object({ type: z.literal('purchase'), purchase: tablePurchaseSchema }),
  z.object({ type: z.literal('resync') }),
]);
export type PurchaseEvent = z.infer<typeof purchaseEventSchema>;
