import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkVerificationCodeCall, sendVerificationCodeCall } from 'shared-contracts/api-declarations';
import { declaredRoute } from '../../lib/declared-route.ts';
import { LANGS, VERIFICATION, type Lang } from 'shared-contracts/schemas';
import { errorAnswers, HttpError } from '../../lib/errors.ts';
import { PROFILE_SECURITY, requireDiner } from '../../lib/profile-auth.ts';
import { profileAuthHeaders } from './schemas.ts';
import { addDeviceToken, firstVerifiedProfile, toProfile } from './queries.ts';
import {
  codeMatches,
  countWrongAnswer,
  findVerification,
  forgetCode,
  markPhoneVerified,
  newCode,
  phoneHint,
  reservePhoneCode,
  storeCode,
} from './verification-queries.ts';
import type { SmsProvider } from './sms-provider.ts';

export interface VerificationRoutesOptions {
  sms: SmsProvider;
}

const SMS_TEXT: Record<Lang, (code: string) => string> = {
  es: (code) => `Tu código de verificación es ${code}. No lo compartas.`,
  en: (code) => `Your verification code is ${code}. Do not share it.`,
  pt: (code) => `Seu código de verificação é ${code}. Não o compartilhe.`,
};

const langOf = (raw: string | string[] | undefined): Lang => {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return (LANGS as readonly string[]).includes(value ?? '') ? (value as Lang) : 'es';
};

const refused = (status: number, code: string, message: string, details?: Record<string, number>) =>
  new HttpError(status, code, message, undefined, details);

const tags = ['profiles'];
const errors = errorAnswers(400, 401, 409, 429, 502);

/**
 * The phone verification code, registered under `/profiles`: 4 digits sent by SMS to
 * the profile's saved phone; a phone gets one no sooner than 14 s after the last and a few an hour,
 * whichever profiles ask; good for 10 minutes and for 5 wrong answers. A saved phone that changes loses
 * its verification (profiles/queries.ts). A phone another profile of the instance verified first leads to
 * that profile (the diner's other device).
 */
export const verificationRoutes: FastifyPluginAsyncZod<VerificationRoutesOptions> = async (app, options) => {
  const { sms } = options;

  declaredRoute(app, sendVerificationCodeCall, {
    // A code costs an SMS: per address, on top of the per-phone rule (14 s apart, a few an hour).
    config: { rateLimit: { max: 10, timeWindow: 60_000 } },
    tags,
    summary: "Sends a 4-digit code by SMS to the profile's saved phone",
    security: PROFILE_SECURITY,
    headers: profileAuthHeaders,
    answers: errors,
    handler: async (req, reply) => {
      const { profile } = await requireDiner(app.db, req);
      if (!profile.phone) throw refused(409, 'phone_missing', 'Save a phone number first');
      const now = app.clock.now();
      // Counted per phone, not per profile: profiles are free to make, an SMS lands on one person.
      const refusal = await reservePhoneCode(app.db, profile.phone, now);
      if (refusal?.reason === 'too_soon') {
        throw refused(429, 'code_resend_too_soon', 'A code was just sent: wait before asking again', {
          retry_after_ms: refusal.retryAfterMs,
        });
      }
      if (refusal) {
        throw refused(429, 'phone_code_limit', 'Too many codes were sent to this phone; try again later', {
          retry_after_ms: refusal.retryAfterMs,
        });
      }
      const code = newCode();
      const row = await storeCode(app.db, profile, profile.phone, code, now);
      try {
        await sms.send({ to: profile.phone, text: SMS_TEXT[langOf(req.headers['lang'])](code) });
      } catch (error) {
        req.log.error({ err: error, provider: sms.name }, 'the SMS provider refused a verification code');
        await forgetCode(app.db, profile.id);
        throw refused(502, 'sms_unavailable', 'The code could not be sent; try again later');
      }
      return reply.code(201).send({
        phone_hint: phoneHint(row.phone),
        resend_at: new Date(row.sentAt.getTime() + VERIFICATION.resendAfterMs).toISOString(),
        expires_at: row.expiresAt.toISOString(),
      });
    },
  });

  declaredRoute(app, checkVerificationCodeCall, {
    // Guessing 4 digits through this door is what the limit (and 5 answers per code) slows down.
    config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    tags,
    summary:
      'Checks the code the diner typed; right, the saved phone is verified, or the profile that verified it first is answered with a new device token',
    security: PROFILE_SECURITY,
    headers: profileAuthHeaders,
    answers: errors,
    handler: async (req) => {
      const { instance, profile } = await requireDiner(app.db, req);
      const row = await findVerification(app.db, profile.id);
      // A code sent to a phone the diner has since replaced proves nothing about the new one.
      if (!row || row.phone !== profile.phone) {
        throw refused(409, 'code_not_requested', 'Ask for a code first');
      }
      if (row.attempts >= VERIFICATION.maxAttempts) {
        throw refused(409, 'code_attempts_exceeded', 'Too many wrong codes: ask for a new one');
      }
      const now = app.clock.now();
      if (row.expiresAt.getTime() <= now.getTime()) {
        throw refused(409, 'code_expired', 'The code expired: ask for a new one');
      }
      if (!codeMatches(row, req.body.code)) {
        const spent = await countWrongAnswer(app.db, profile.id);
        if (spent === undefined || spent >= VERIFICATION.maxAttempts) {
          throw refused(409, 'code_attempts_exceeded', 'Too many wrong codes: ask for a new one');
        }
        throw refused(400, 'code_wrong', 'The code is not right', {
          attempts_left: VERIFICATION.maxAttempts - spent,
        });
      }
      // The phone is the diner's. If another profile of the instance proved it first, that profile is the
      // diner's (their other device): this device reaches it with a token of its own, and the profile it
      // came with stays as it was (its code spent, its phone not verified).
      const owner = await firstVerifiedProfile(app.db, instance.id, row.phone);
      if (owner && owner.id !== profile.id) {
        await forgetCode(app.db, profile.id);
        return { profile: toProfile(owner, await addDeviceToken(app.db, owner.id)) };
      }
      const verified = await markPhoneVerified(app.db, profile.id, now);
      const token = req.headers['token'];
      return { profile: toProfile(verified, (Array.isArray(token) ? token[0] : token) ?? '') };
    },
  });
};
