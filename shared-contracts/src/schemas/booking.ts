import { browserTurn } from '../model/browser-turn.ts';
import * as z from 'zod/mini';
import { idSchema, isoDateSchema } from './common.ts';
import { bookingSettingsSchema } from './supplier.ts';
import { chosenOptionSchema, purchaseItemOptionSchema } from './options.ts';
import { typedText } from './typed-text.ts';

// The first evaluation gives the browser a turn here (see browser-turn.ts).
await browserTurn();

/** A local time of day, `HH:MM`. */
export const hourSchema = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/));

/** One bookable start time of a day and the seats still free in it (0: a request goes on the waitlist). */
export const bookingSlotSchema = z.object({ hour: z.string(), seats_left: z.int() });
export type BookingSlot = z.infer<typeof bookingSlotSchema>;

/** One open day: its date, weekday (0 Sunday … 6 Saturday) and start times still ahead. */
export const bookingDaySchema = z.object({
  date: z.string(),
  day: z.int(),
  hours: z.array(bookingSlotSchema),
});
export type BookingDay = z.infer<typeof bookingDaySchema>;

/** GET /api/v4/schedules?branch_id: the bookable days from today on, in the branch's time zone. */
export const schedulesResponseSchema = z.object({
  branch_id: z.int(),
  timezone: z.string(),
  booking: bookingSettingsSchema,
  days: z.array(bookingDaySchema),
});
export type SchedulesResponse = z.infer<typeof schedulesResponseSchema>;

/**
 * The booking statuses (approved, pending, waitlist, cancelled), plus what staff calls lead to: `declined`
 * (the restaurant said no) and `seated` (the party arrived). `pending` is for a request staff must look at by hand.
 */
export const BOOKING_STATUSES = [
  'approved',
  'pending',
  'waitlist',
  'cancelled',
  'declined',
  'seated',
] as const;
export const bookingStatusSchema = z.enum(BOOKING_STATUSES);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;
/** The statuses of a booking that still stands: the diner may cancel it, and it is not over yet. */
export const OPEN_BOOKING_STATUSES: readonly BookingStatus[] = ['approved', 'pending', 'waitlist'];
export const isOpenBooking = (status: BookingStatus): boolean => OPEN_BOOKING_STATUSES.includes(status);

/** The diner's identity document (document type and number are required). */
export const DOCUMENT_TYPES = ['national_id', 'foreign_id', 'passport'] as const;
export const documentTypeSchema = z.enum(DOCUMENT_TYPES);
export type DocumentType = z.infer<typeof documentTypeSchema>;
/** 4 to 20 letters, digits, dots or dashes, starting with a letter or digit (no leading spaces). */
export const DOCUMENT_NUMBER = /^[A-Za-z0-9][A-Za-z0-9.-]{3,19}$/;

/** The longest name a booking or a payment's contact carries, in characters as seen (`textLength`). */
export const CONTACT_NAME_MAX = 120;
/** The longest email a booking or a payment's contact carries. */
const CONTACT_EMAIL_MAX = 200;
/** The longest phone a booking carries, as typed. */
export const BOOKING_PHONE_MAX = 40;
/** A contact's email as the API takes it: zod's rule (no spaces or accents, a dot in the domain). */
export const contactEmailSchema = z.email().check(z.maxLength(CONTACT_EMAIL_MAX));
/** Whether a typed email, trimmed, is one the API takes: forms ask this, so they never disagree with it. */
export const isContactEmail = (typed: string): boolean => contactEmailSchema.safeParse(typed.trim()).success;

/** The largest party and seat counts a request may carry (the branch's own limit is usually lower). */
const personsSchema = z.int().check(z.minimum(1), z.maximum(1000));

/** POST /api/v4/bookings: `{ booking }`. */
export const bookingRequestSchema = z.object({
  branch_id: idSchema,
  date: isoDateSchema,
  hour: hourSchema,
  persons: personsSchema,
  name: typedText({ min: 2, max: CONTACT_NAME_MAX }),
  phone: z.string().check(z.trim(), z.minLength(5), z.maxLength(BOOKING_PHONE_MAX)),
  email: z.string().check(z.trim(), z.maxLength(CONTACT_EMAIL_MAX), z.email()),
  dni_type: documentTypeSchema,
  dni: z.string().check(z.regex(DOCUMENT_NUMBER)),
});
export type BookingRequest = z.infer<typeof bookingRequestSchema>;
export const createBookingRequestSchema = z.object({ booking: bookingRequestSchema });

/** A pre-ordered product of a booking: `price` is one unit's, with the extras of its chosen options. */
export const bookingProductSchema = z.object({
  id: z.int(),
  product_id: z.int(),
  label: z.string(),
  price: z.number(),
  options: z.array(purchaseItemOptionSchema),
  count: z.int(),
  subtotal: z.number(),
});
export type BookingProduct = z.infer<typeof bookingProductSchema>;

/** What the diner's detail page shows (it needs the booking's token). */
export const bookingSchema = z.object({
  id: z.int(),
  branch_id: z.int(),
  branch_slug: z.string(),
  branch_label: z.string(),
  branch_address: z.string(),
  timezone: z.string(),
  date: z.string(),
  hour: z.string(),
  /** The start as an instant (ISO 8601, UTC). */
  starts_at: z.string(),
  slot_minutes: z.int(),
  persons: z.int(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  status: bookingStatusSchema,
  products: z.array(bookingProductSchema),
  total: z.number(),
  rating: z.nullable(z.int()),
});
export type Booking = z.infer<typeof bookingSchema>;
export const bookingResponseSchema = z.object({ booking: bookingSchema });
/** The answer to a new booking: the token is given once, in the detail link. */
export const createdBookingResponseSchema = z.object({ booking: bookingSchema, token: z.string() });
export type CreatedBooking = z.infer<typeof createdBookingResponseSchema>;

/**
 * POST /shopping_cart/add_product_to_book: the product with its chosen options (the menu's option rules
 * apply); an alcoholic one also needs the profile headers of a diner who passed the age check.
 */
export const addProductToBookRequestSchema = z.object({
  purchase_id: idSchema,
  data_purchase: z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) }),
  product: z.object({
    id: idSchema,
    count: z.int().check(z.minimum(1), z.maximum(99)),
    options: z.optional(z.array(chosenOptionSchema).check(z.maxLength(50))),
  }),
});
export type AddProductToBookRequest = z.infer<typeof addProductToBookRequestSchema>;

/** The longest comment of a booking's rating, in characters as seen. */
export const BOOK_RATE_COMMENT_MAX = 1000;
/** The booking rating scale. */
export const BOOK_RATE_MIN = 1;
export const BOOK_RATE_MAX = 10;
/** POST /rate/{id}/{token}.json: `{ book_rate }`. */
export const bookRateRequestSchema = z.object({
  book_rate: z.object({
    rate: z.int().check(z.minimum(BOOK_RATE_MIN), z.maximum(BOOK_RATE_MAX)),
    comment: z.optional(typedText({ max: BOOK_RATE_COMMENT_MAX, trim: false })),
  }),
});
export type BookRateRequest = z.infer<typeof bookRateRequestSchema>;
