import * as z from 'zod/mini';
import { idSchema } from './common.ts';

export const profileSchema = z.object({
  id: z.int(),
  token: z.string(),
  anonymous: z.boolean(),
  domain: z.string(),
  name: z.string(),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  /**
   * The age check of SPEC section 5 as the profile last answered it (`POST /legal/check_mayor.json`):
   * true of legal age, false a minor, null not asked yet. Absent in profiles stored before it existed.
   */
  of_age: z.optional(z.nullable(z.boolean())),
});
export type Profile = z.infer<typeof profileSchema>;

/** POST /profiles/anonymous.json body. */
export const anonymousProfileRequestSchema = z.object({
  profile: z.object({
    domain: z.string().check(z.minLength(1), z.maxLength(255)),
    /** Empty for an anonymous profile; surrounding spaces are dropped. */
    name: z.string().check(z.trim(), z.maxLength(120)),
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
