import { z } from 'zod';
import { idSchema } from './common.ts';

export const profileSchema = z.object({
  id: z.number().int(),
  token: z.string(),
  anonymous: z.boolean(),
  domain: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** POST /profiles/anonymous.json body. */
export const anonymousProfileRequestSchema = z.object({
  profile: z.object({
    domain: z.string().min(1).max(255),
    name: z.string().max(120),
  }),
});
/** POST /profiles/anonymous.json and GET /profiles/status.json: `{ profile }`. */
export const profileResponseSchema = z.object({ profile: profileSchema });

/** POST /tracking/sessions body. */
export const sessionRequestSchema = z.object({
  customer_id: idSchema,
  so: z.string().max(60),
  browser: z.string().max(60),
  pixel_width: z.number().int().min(0).max(20000),
  pixel_height: z.number().int().min(0).max(20000),
});
export type SessionRequest = z.infer<typeof sessionRequestSchema>;
export const sessionResponseSchema = z.object({ id: z.number().int() });
