import * as z from 'zod/mini';
import { isoDateSchema } from './common.ts';

/** POST /legal/check_mayor.json (the age check): the birth date and the legal-age confirmation. */
export const ageCheckRequestSchema = z.object({
  birthday_date: isoDateSchema,
  /** The diner confirms being of legal age; false is a 400. */
  confirm: z.boolean(),
});
export type AgeCheckRequest = z.infer<typeof ageCheckRequestSchema>;

/** `of_age: false` means a minor: alcoholic products are refused to this profile. */
export const ageCheckResponseSchema = z.object({ of_age: z.boolean(), legal_age: z.int() });
export type AgeCheck = z.infer<typeof ageCheckResponseSchema>;

/** POST /legal/check_cookies.json: the profile accepted the cookie notice (when, first time only). */
export const cookieConsentResponseSchema = z.object({ accepted_at: z.string() });
export type CookieConsent = z.infer<typeof cookieConsentResponseSchema>;
