import * as z from 'zod/mini';

/** The largest value a PostgreSQL `integer` (int4) column holds: every integer a request carries is bounded by its column. */
export const INT4_MAX = 2_147_483_647;
/** A row id in a request (an int4 serial column): 1 … INT4_MAX. */
export const idSchema = z.int().check(z.minimum(1), z.maximum(INT4_MAX));

export const LANGS = ['es', 'en', 'pt'] as const;
export const langSchema = z.enum(LANGS);
export type Lang = z.infer<typeof langSchema>;

export const CURRENCIES = ['COP', 'USD', 'PEN', 'BRL', 'CLP', 'MXN'] as const;
export const currencySchema = z.enum(CURRENCIES);
export type Currency = z.infer<typeof currencySchema>;

export const SERVICES = ['on_table', 'delivery', 'take_away', 'book'] as const;
export const serviceSchema = z.enum(SERVICES);
export type Service = z.infer<typeof serviceSchema>;

export const SUBSERVICES = ['room', 'schedule'] as const;
export const subserviceSchema = z.enum(SUBSERVICES);
export type Subservice = z.infer<typeof subserviceSchema>;

/** The remotes an operator can switch on or off per instance. */
export const REMOTE_NAMES = ['landing', 'menu', 'checkout', 'booking', 'delivery', 'staff'] as const;
export const remoteNameSchema = z.enum(REMOTE_NAMES);
export type RemoteName = z.infer<typeof remoteNameSchema>;

/** Every error body the API sends: a stable code the client translates, and an English message. */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  issues: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
  /** Values the client's translated message needs (`out_of_stock`: `max_quantity`). */
  details: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** A calendar date, `YYYY-MM-DD` (booking days, birth dates). */
export const isoDateSchema = z
  .string()
  .check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'Expected a date as YYYY-MM-DD'));
