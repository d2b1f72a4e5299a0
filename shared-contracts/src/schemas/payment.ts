import { browserTurn } from '../model/browser-turn.ts';
import * as z from 'zod/mini';
import { currencySchema, idSchema, INT4_MAX, serviceSchema } from './common.ts';
import { CONTACT_NAME_MAX, contactEmailSchema, DOCUMENT_NUMBER, documentTypeSchema } from './booking.ts';
import { typedText } from './typed-text.ts';
import { paymentMethodSchema } from './supplier.ts';

// The first evaluation gives the browser a turn here (see browser-turn.ts).
await browserTurn();

/** GET /api/v4/payment_methods.json?supplier_id&tipe=array&service */
export const paymentMethodsQuerySchema = z.object({
  supplier_id: z.string().check(z.minLength(1), z.maxLength(120)),
  tipe: z.optional(z.literal('array')),
  service: z.optional(serviceSchema),
});

export const paymentMethodOptionSchema = z.object({
  method: paymentMethodSchema,
  /** Paid through the provider now (card, PSE, Nequi…); false: the staff confirm it (cash, card reader, transfer). */
  online: z.boolean(),
});
export type PaymentMethodOption = z.infer<typeof paymentMethodOptionSchema>;

/** Where a diner paying by bank transfer sends the money (the branch's account, shown on the checkout). */
export const bankTransferAccountSchema = z.object({
  bank: z.string(),
  account_type: z.enum(['savings', 'checking']),
  account_number: z.string(),
  holder: z.string(),
  holder_document: z.string(),
});
export type BankTransferAccount = z.infer<typeof bankTransferAccountSchema>;

export const paymentMethodsResponseSchema = z.object({
  payment_methods: z.array(paymentMethodOptionSchema),
  currency: currencySchema,
  /** The supplier's minimum order, else the country's, in minor units. */
  minimum_order_minor: z.int(),
  /** Instance flags for the checkout's labels. */
  service_fee_label: z.boolean(),
  impoconsumo_label: z.boolean(),
  /** The account a bank transfer goes to, when the branch takes transfers (absent from older answers). */
  bank_transfer_account: z.optional(z.nullable(bankTransferAccountSchema)),
});
export type PaymentMethodsResponse = z.infer<typeof paymentMethodsResponseSchema>;

/** An equal split is between this many diners at least and at most. */
export const SPLIT_PARTS_MIN = 2;
export const SPLIT_PARTS_MAX = 50;

/** Which share of the purchase one payment covers. */
export const paymentSplitSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('full') }),
  z.object({ kind: z.literal('items'), item_ids: z.array(idSchema).check(z.minLength(1), z.maxLength(500)) }),
  z.object({
    kind: z.literal('equal'),
    parts: z.int().check(z.minimum(SPLIT_PARTS_MIN), z.maximum(SPLIT_PARTS_MAX)),
  }),
  z.object({ kind: z.literal('custom'), amount_minor: idSchema }),
]);
export type PaymentSplit = z.infer<typeof paymentSplitSchema>;

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));
/** A person's name as typed: trimmed, counted in characters as seen. */
const personName = (max: number) => typedText({ min: 1, max });

export const paymentContactSchema = z.object({
  name: personName(CONTACT_NAME_MAX),
  /** E.164 (`+573001112233`), checked for the instance's country. */
  phone: text(20),
  email: contactEmailSchema,
  document_type: documentTypeSchema,
  document_number: text(30),
});
export type PaymentContact = z.infer<typeof paymentContactSchema>;

export const cardDataSchema = z.object({
  holder: personName(120),
  number: z.string().check(z.regex(/^[\d\s-]{12,23}$/)),
  cvc: z.string().check(z.regex(/^\d{3,4}$/)),
  exp_month: z.int().check(z.minimum(1), z.maximum(12)),
  exp_year: z.int().check(z.minimum(0), z.maximum(2100)),
  /** The holder's identification document (required for a card). */
  document_type: documentTypeSchema,
  document_number: z.string().check(z.regex(DOCUMENT_NUMBER)),
});
export type CardData = z.infer<typeof cardDataSchema>;

export const PSE_CLIENT_TYPES = ['person', 'company'] as const;
export const pseDataSchema = z.object({
  bank: text(60),
  client_type: z.enum(PSE_CLIENT_TYPES),
});
export type PseData = z.infer<typeof pseDataSchema>;

export const nequiDataSchema = z.object({ phone: z.string().check(z.regex(/^\d{10}$/)) });

/**
 * POST /api/v4/payments.json with an `Idempotency-Key` header. The server computes the amount from the
 * purchase and the split; the client sends the amount the diner agreed to beside it.
 */
export const paymentRequestSchema = z.object({
  purchase_id: idSchema,
  method: paymentMethodSchema,
  split: paymentSplitSchema,
  /**
   * The amount the diner saw on the Pay button, in minor units. A table mate may change the bill (a tip, a
   * line, a payment) between that and the tap: when the server's amount differs it charges nothing and
   * answers 409 `amount_changed` with the new amount. Optional for clients older than it, which are charged
   * what the server computes; the checkout always sends it.
   */
  expected_amount_minor: z.optional(z.int().check(z.minimum(1), z.maximum(INT4_MAX))),
  contact: paymentContactSchema,
  card: z.optional(cardDataSchema),
  pse: z.optional(pseDataSchema),
  nequi: z.optional(nequiDataSchema),
  /**
   * PSE: the origin of the site the diner pays on (an origin of the instance's own domain); the bank
   * page sends them back to `{origin}/{supplier}/webcheckout/{payment id}`.
   */
  return_origin: z.optional(z.url().check(z.maxLength(200))),
});
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;

/**
 * A payment is declined, pending the bank or failed with an error; or approved; or cancelled by its payer
 * while it waited for the bank (PSE), which frees what it held.
 */
export const PAYMENT_STATUSES = ['approved', 'pending', 'declined', 'error', 'cancelled'] as const;
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export const paymentSchema = z.object({
  id: z.int(),
  purchase_id: z.int(),
  supplier_id: z.int(),
  method: paymentMethodSchema,
  status: paymentStatusSchema,
  /** Why it is not approved (a code the client translates): card_declined, nequi_account_required, awaiting_staff… */
  reason: z.nullable(z.string()),
  amount_minor: z.int(),
  currency: currencySchema,
  card_last4: z.nullable(z.string()),
  card_brand: z.nullable(z.string()),
  /** PSE: the bank page to open, named to its payer only, while the bank has not answered. */
  redirect_url: z.nullable(z.string()),
  item_ids: z.array(z.int()),
});
export type Payment = z.infer<typeof paymentSchema>;

/** What a purchase owes, in minor units; pending payments hold their share until they settle. */
export const purchaseBalanceSchema = z.object({
  purchase_id: z.int(),
  currency: currencySchema,
  items_minor: z.int(),
  tip_minor: z.int(),
  delivery_fee_minor: z.int(),
  discount_minor: z.int(),
  /** The coupon on the purchase (its discount is in `discount_minor`; 0 while below its minimum). */
  coupon_code: z.nullable(z.string()),
  due_minor: z.int(),
  paid_minor: z.int(),
  pending_minor: z.int(),
  remaining_minor: z.int(),
  /** Lines an approved or pending payment already covers (split by items). */
  paid_item_ids: z.array(z.int()),
  closed: z.boolean(),
});
export type PurchaseBalance = z.infer<typeof purchaseBalanceSchema>;

export const paymentResponseSchema = z.object({ payment: paymentSchema, balance: purchaseBalanceSchema });
export type PaymentResponse = z.infer<typeof paymentResponseSchema>;
export const balanceResponseSchema = z.object({ balance: purchaseBalanceSchema });

/** PUT /staff/payments/{id}.json: the staff confirm (cash, card reader, transfer) or settle a pending payment. */
export const staffPaymentRequestSchema = z.object({ status: z.enum(['approved', 'declined']) });
