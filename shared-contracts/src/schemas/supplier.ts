import * as z from 'zod/mini';

export const ON_TABLE_CLASSES = [
  'checkout',
  'basic',
  'my-list',
  'checkout_plazoleta',
  'checkout_no_incremental',
] as const;
export const onTableClassSchema = z.enum(ON_TABLE_CLASSES);
export type OnTableClass = z.infer<typeof onTableClassSchema>;

export const PAYMENT_METHODS = [
  'card',
  'cash',
  'card_reader',
  'bank_transfer',
  'pse',
  'nequi',
  'wallet',
  'in_app',
] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** Opening hours: day of the week (`'0'` Sunday … `'6'` Saturday) → `[opens, closes]` pairs (`'HH:MM'`). */
export const weeklyScheduleSchema = z.record(z.string(), z.array(z.tuple([z.string(), z.string()])));
export type WeeklySchedule = z.infer<typeof weeklyScheduleSchema>;

/** The part of a branch the instance config carries (selectors, side panel). */
export const supplierSummarySchema = z.object({
  id: z.int(),
  slug: z.string(),
  label: z.string(),
  city: z.string(),
  address: z.string(),
  /** The branch's phone as the operator wrote it (the contact selector builds WhatsApp links from it). */
  phone: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  service_delivery: z.boolean(),
  service_take_away: z.boolean(),
  service_table: z.boolean(),
  service_book: z.boolean(),
  service_schedule: z.boolean(),
  service_room: z.boolean(),
  count_services: z.int(),
  /**
   * The staff's switches of the day (the closed states): the business closed, the kitchen
   * closed (no new orders, bookings go on), delivery paused. Opening hours are the schedule's.
   */
  business_closed: z.boolean(),
  kitchen_closed: z.boolean(),
  delivery_paused: z.boolean(),
});
export type SupplierSummary = z.infer<typeof supplierSummarySchema>;

export const bannerSchema = z.object({
  type: z.enum(['product', 'category', 'external']),
  image: z.string(),
  product: z.optional(z.string()),
  category: z.optional(z.string()),
  url: z.optional(z.string()),
  target: z.optional(z.enum(['_blank', '_self'])),
});
export type Banner = z.infer<typeof bannerSchema>;

/** How a branch takes bookings; null when it takes none. */
export const bookingSettingsSchema = z.object({
  slot_minutes: z.int().check(z.positive()),
  seats_per_slot: z.int().check(z.positive()),
  /** The largest party one booking may be for. */
  max_party: z.int().check(z.positive()),
});
export type BookingSettings = z.infer<typeof bookingSettingsSchema>;

/** GET /api/suppliers/{id}.json and GET /experience/{domain}/suppliers/{id}: `{ supplier }`. */
export const supplierSchema = z.extend(supplierSummarySchema, {
  description: z.string(),
  timezone: z.string(),
  locale: z.string(),
  has_cluvi_pay: z.boolean(),
  on_table_class: onTableClassSchema,
  minimum_order_value: z.nullable(z.number()),
  payment_methods: z.array(paymentMethodSchema),
  banners: z.array(bannerSchema),
  booking: z.nullable(bookingSettingsSchema),
});
export type Supplier = z.infer<typeof supplierSchema>;
export const supplierResponseSchema = z.object({ supplier: supplierSchema });
