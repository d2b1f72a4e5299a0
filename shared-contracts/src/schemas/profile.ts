import { browserTurn } from '../model/browser-turn.ts';
import * as z from 'zod/mini';
import { DOCUMENT_NUMBER, documentTypeSchema } from './booking.ts';
import { idSchema } from './common.ts';
import { typedText } from './typed-text.ts';

// The first evaluation gives the browser a turn here (see browser-turn.ts).
await browserTurn();

/**
 * What a diner may say they like (the profile's `categories`; its values are ours):
 * kinds of food and diets the restaurant may use to suggest dishes.
 */
export const PROFILE_CATEGORIES = [
  'vegetarian',
  'vegan',
  'gluten_free',
  'lactose_free',
  'meat',
  'seafood',
  'spicy',
  'desserts',
  'drinks',
] as const;
export const profileCategorySchema = z.enum(PROFILE_CATEGORIES);
export type ProfileCategory = z.infer<typeof profileCategorySchema>;

/** The profile's `sex`; not saying is null. */
export const SEXES = ['female', 'male', 'other'] as const;
export const sexSchema = z.enum(SEXES);
export type Sex = z.infer<typeof sexSchema>;

export const profileSchema = z.object({
  id: z.int(),
  token: z.string(),
  anonymous: z.boolean(),
  domain: z.string(),
  name: z.string(),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  /**
   * The age check as the profile last answered it (`POST /legal/check_mayor.json`):
   * true of legal age, false a minor, null not asked yet. Absent in profiles stored before it existed.
   */
  of_age: z.optional(z.nullable(z.boolean())),
  /** The saved phone was proved with an SMS code. Absent in profiles stored before it existed. */
  phone_verified: z.optional(z.boolean()),
  // The profile's other fields; optional, so a profile stored before they existed still loads.
  /** The phone's country calling code without `+` (`57`), and that country (`CO`): the account's phone fields. */
  phone_code: z.optional(z.nullable(z.string())),
  phone_code_iso2: z.optional(z.nullable(z.string())),
  sex: z.optional(z.nullable(sexSchema)),
  dni_type: z.optional(z.nullable(documentTypeSchema)),
  dni: z.optional(z.nullable(z.string())),
  categories: z.optional(z.array(profileCategorySchema)),
  /** The birth date given at the age check (YYYY-MM-DD). */
  birthday_date: z.optional(z.nullable(z.string())),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * The longest name of a profile, in characters as seen (`textLength`). Empty is no name; surrounding
 * spaces (a paste) are dropped, never refused.
 */
export const PROFILE_NAME_MAX = 120;

/** POST /profiles/anonymous.json body. */
export const anonymousProfileRequestSchema = z.object({
  profile: z.object({
    domain: z.string().check(z.minLength(1), z.maxLength(255)),
    /** Empty for an anonymous profile; surrounding spaces are dropped. */
    name: typedText({ max: PROFILE_NAME_MAX }),
  }),
});
/** POST /profiles/anonymous.json and GET /profiles/status.json: `{ profile }`. */
export const profileResponseSchema = z.object({ profile: profileSchema });

/** POST /tracking/sessions body. */
export const sessionRequestSchema = z.object({
  customer_id: idSchema,
  so: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
  browser: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
  pixel_width: z.int().check(z.minimum(0), z.maximum(20000)),
  pixel_height: z.int().check(z.minimum(0), z.maximum(20000)),
});
export type SessionRequest = z.infer<typeof sessionRequestSchema>;
export const sessionResponseSchema = z.object({ id: z.int() });

/**
 * PUT /profiles/account/{id}.json body. The phone goes with its country code (E.164, `+573001112233`)
 * and, optionally, the country the diner chose for it (`phone_code_iso2`, which must have that calling
 * code); empty email or phone clear them. The other details are optional: absent, they stay as they are;
 * null (or an empty document) clears them.
 */
export const profileAccountRequestSchema = z.object({
  profile: z.object({
    name: typedText({ max: PROFILE_NAME_MAX }),
    email: z.union([z.literal(''), z.email().check(z.maxLength(254))]),
    phone: z.union([z.literal(''), z.string().check(z.regex(/^\+[1-9][0-9]{6,14}$/))]),
    phone_code_iso2: z.optional(z.nullable(z.string().check(z.regex(/^[A-Z]{2}$/)))),
    sex: z.optional(z.nullable(sexSchema)),
    dni_type: z.optional(z.nullable(documentTypeSchema)),
    dni: z.optional(z.union([z.literal(''), z.string().check(z.regex(DOCUMENT_NUMBER))])),
    categories: z.optional(
      z.array(profileCategorySchema).check(
        z.maxLength(PROFILE_CATEGORIES.length),
        z.refine((list) => new Set(list).size === list.length, { message: 'repeated' }),
      ),
    ),
  }),
});
export type ProfileAccountRequest = z.infer<typeof profileAccountRequestSchema>;

/** GET /profiles/login_smart_link/{profile_id}.json query. */
export const smartLinkQuerySchema = z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) });

const trackingText = (max: number) => z.optional(z.string().check(z.maxLength(max)));

/** POST /tracking/acquisitions body: where the visit came from, stored once per session. */
export const acquisitionRequestSchema = z.object({
  customer_id: idSchema,
  session_id: idSchema,
  campaign_id: trackingText(200),
  utm_source: trackingText(200),
  utm_medium: trackingText(200),
  utm_campaign: trackingText(200),
  utm_term: trackingText(200),
  utm_content: trackingText(200),
  gclid: trackingText(300),
  fbclid: trackingText(300),
  userAgent: trackingText(500),
  referer: trackingText(1000),
});
export type AcquisitionRequest = z.infer<typeof acquisitionRequestSchema>;
export const acquisitionResponseSchema = z.object({ id: z.int() });
/** GET /tracking/sessions/{id}/acquisition: what was stored for the session. */
export const storedAcquisitionSchema = z.object({
  id: z.int(),
  session_id: z.int(),
  customer_id: z.int(),
  campaign_id: z.nullable(z.string()),
  utm_source: z.nullable(z.string()),
  utm_medium: z.nullable(z.string()),
  utm_campaign: z.nullable(z.string()),
  utm_term: z.nullable(z.string()),
  utm_content: z.nullable(z.string()),
  gclid: z.nullable(z.string()),
  fbclid: z.nullable(z.string()),
  user_agent: z.nullable(z.string()),
  referer: z.nullable(z.string()),
});
export type StoredAcquisition = z.infer<typeof storedAcquisitionSchema>;

export const TRACKING_EVENTS = ['page_view', 'add_to_cart', 'begin_checkout', 'purchase'] as const;
/** POST /tracking/trackings body. */
export const trackingRequestSchema = z.object({
  event: z.enum(TRACKING_EVENTS),
  customer_id: idSchema,
  session_id: idSchema,
  view_vue: trackingText(300),
  supplier_id: z.optional(idSchema),
  profile_id: z.optional(idSchema),
  acquisition_id: z.optional(idSchema),
  product_id: z.optional(idSchema),
  purchase_id: z.optional(idSchema),
  table_code: trackingText(60),
  front_lang: trackingText(10),
  service: trackingText(30),
});
export type TrackingRequest = z.infer<typeof trackingRequestSchema>;
export type TrackingEvent = (typeof TRACKING_EVENTS)[number];
