import * as z from 'zod/mini';
import { idSchema } from './common.ts';

/** The verification code is 4 digits, sent by SMS; the diner may ask again after 14 s. */
export const VERIFICATION = {
  codeLength: 4,
  resendAfterMs: 14_000,
  /** Wrong answers a code takes before it is spent (then the diner asks for a new one). */
  maxAttempts: 5,
  /** How long a code is good for. */
  ttlMs: 10 * 60_000,
  /** Codes one phone receives in `phoneWindowMs`, whichever profiles ask (each one an SMS to that person). */
  codesPerPhone: 5,
  phoneWindowMs: 60 * 60_000,
} as const;

/** POST /profiles/verification_code.json: sends a code to the profile's saved phone. */
export const verificationSentSchema = z.object({
  /** The phone the code went to, partly hidden (`+57 ••• ••• 2233`). */
  phone_hint: z.string(),
  /** When the diner may ask for another code (ISO 8601): `VERIFICATION.resendAfterMs` after this one. */
  resend_at: z.string(),
  expires_at: z.string(),
});
export type VerificationSent = z.infer<typeof verificationSentSchema>;

/** PUT /profiles/verification_code.json body: the code the diner typed. */
export const verificationCheckSchema = z.object({
  code: z.string().check(z.regex(/^[0-9]{4}$/)),
});
export type VerificationCheck = z.infer<typeof verificationCheckSchema>;

/**
 * Why a code was refused (the `error` of the 4xx answer), each a translated message on the client:
 * wrong (`details.attempts_left`), expired, spent after too many wrong answers, none asked, no phone saved,
 * asked again before 14 s, too many codes to that phone this hour (`details.retry_after_ms`).
 */
export const VERIFICATION_ERRORS = [
  'code_wrong',
  'code_expired',
  'code_attempts_exceeded',
  'code_not_requested',
  'phone_missing',
  'code_resend_too_soon',
  'phone_code_limit',
] as const;
export type VerificationError = (typeof VERIFICATION_ERRORS)[number];

/** POST /tracking/error_reports body: one browser error, cut to bounded sizes by the client. */
export const errorReportRequestSchema = z.object({
  customer_id: z.optional(idSchema),
  kind: z.enum(['error', 'unhandled_rejection', 'render', 'chunk_script', 'chunk_style']),
  message: z.string().check(z.minLength(1), z.maxLength(1_000)),
  stack: z.optional(z.string().check(z.maxLength(4_000))),
  url: z.optional(z.string().check(z.maxLength(1_000))),
  user_agent: z.optional(z.string().check(z.maxLength(500))),
  release: z.optional(z.string().check(z.maxLength(100))),
});
export type ErrorReportRequest = z.infer<typeof errorReportRequestSchema>;
export type ErrorReportKind = ErrorReportRequest['kind'];

/** POST /api/pay_purchase_image: the stored proof (the image itself is only read by the staff call). */
export const paymentProofSchema = z.object({
  id: z.int(),
  purchase_id: z.int(),
  payment_id: z.nullable(z.int()),
  content_type: z.string(),
  byte_size: z.int(),
  created_at: z.string(),
});
export type PaymentProof = z.infer<typeof paymentProofSchema>;
export const paymentProofResponseSchema = z.object({ proof: paymentProofSchema });
export const paymentProofsResponseSchema = z.object({ proofs: z.array(paymentProofSchema) });

/** The largest proof image accepted, and the kinds (read from the bytes, not the name). */
export const PAYMENT_PROOF = {
  maxBytes: 5 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp'],
} as const;
