import * as z from 'zod/mini';
import { idSchema } from './common.ts';
import { typedText } from './typed-text.ts';

/** The menu rating's scale (stars) and the NPS scale (how likely to recommend). */
export const MENU_RATE_MIN = 1;
export const MENU_RATE_MAX = 5;
export const NPS_MIN = 0;
export const NPS_MAX = 10;

/** The longest comment of a menu or NPS rating, in characters as seen (`textLength`). */
export const RATING_COMMENT_MAX = 500;
const comment = z.optional(typedText({ max: RATING_COMMENT_MAX, trim: false }));

/** POST (and GET) /menudigital/rates.json?purchase_id&token (no profile headers; the token is the purchase's). */
export const rateQuerySchema = z.object({
  purchase_id: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2147483647)),
  token: z.string().check(z.minLength(8), z.maxLength(100)),
});
export const rateRequestSchema = z.object({
  rate: z.object({
    score: z.int().check(z.minimum(MENU_RATE_MIN), z.maximum(MENU_RATE_MAX)),
    comment,
  }),
});
export type RateRequest = z.infer<typeof rateRequestSchema>;

/** GET /menudigital/rates.json?purchase_id&token: whether the purchase was rated, before the diner writes. */
export const rateStateResponseSchema = z.object({ rated: z.boolean() });
export type RateStateResponse = z.infer<typeof rateStateResponseSchema>;

/** POST /menudigital/rates_services.json: the NPS answer of a session at a branch. */
export const ratesServiceRequestSchema = z.object({
  rates_service: z.object({
    score: z.int().check(z.minimum(NPS_MIN), z.maximum(NPS_MAX)),
    comment,
    sesion_id: idSchema,
    supplier_id: idSchema,
  }),
});
export type RatesServiceRequest = z.infer<typeof ratesServiceRequestSchema>;

export const RATING_KINDS = ['menu', 'nps'] as const;
export const ratingResponseSchema = z.object({
  rating: z.object({ id: z.int(), kind: z.enum(RATING_KINDS), score: z.int() }),
});
export type RatingResponse = z.infer<typeof ratingResponseSchema>;
