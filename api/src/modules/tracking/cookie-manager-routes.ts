import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cookieManagerCall } from 'shared-contracts/api-declarations';
import { declaredRoute } from '../../lib/declared-route.ts';
import { publicSiteOrigin } from '../../config/env.ts';
import { errorAnswers, notFound } from '../../lib/errors.ts';
import { requireInstanceById } from '../../lib/instance.ts';
import { setSessionDevice } from './report-queries.ts';

/** The browser's id on the API's domain: HttpOnly, so no page script (the instance's or another's) reads it. */
export const DEVICE_COOKIE = 'mesa_device';
const DEVICE_MAX_AGE_S = 180 * 24 * 60 * 60;
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

function deviceFromCookie(header: string | undefined): string | null {
  const match = new RegExp(`(?:^|;\\s*)${DEVICE_COOKIE}=([^;]*)`).exec(header ?? '');
  const value = match?.[1] ?? '';
  return DEVICE_ID.test(value) ? value : null;
}

/** An empty page: the frame is hidden, and a page with no script and no content has nothing to misuse. */
const PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Cookie manager</title></head><body></body></html>';

/**
 * The cookie manager, registered under `/tracking`: the page the shell
 * loads in a hidden 1 px frame with the session id once the stored session exists. With the diner's
 * cookie consent (`consent=1`) it keeps one id per browser in its own HttpOnly cookie on the API's domain
 * and writes it on the session, so the operator can tie the sessions one browser opened on several of the
 * provider's instances; without consent it sets and stores nothing. Only the instance's own site may frame it.
 */
export const cookieManagerRoutes: FastifyPluginAsyncZod = async (app) => {
  declaredRoute(app, cookieManagerCall, {
    config: { rateLimit: { max: 300, timeWindow: 60_000 } },
    tags: ['tracking'],
    summary: "The hidden cookie-manager page of a session (HTML); with consent it sets the browser's id",
    stream: true,
    answers: errorAnswers(400, 404, 429),
    handler: async (req, reply) => {
      const instance = await requireInstanceById(app.db, req.query.customer_id);
      reply.header(
        'content-security-policy',
        `default-src 'none'; frame-ancestors ${publicSiteOrigin(app.env, instance.domain)}`,
      );
      reply.header('cache-control', 'no-store');
      reply.header('referrer-policy', 'no-referrer');
      if (req.query.consent === '1') {
        const device = deviceFromCookie(req.headers.cookie) ?? randomBytes(16).toString('base64url');
        const known = await setSessionDevice(app.db, instance.id, req.query.session_id, device);
        if (!known) throw notFound('session_not_found', `No session ${req.query.session_id} here`);
        // Framed by another site, the cookie only comes back with SameSite=None, which needs https.
        const crossSite = req.protocol === 'https' ? '; SameSite=None; Secure' : '; SameSite=Lax';
        reply.header(
          'set-cookie',
          `${DEVICE_COOKIE}=${device}; Path=/tracking; Max-Age=${DEVICE_MAX_AGE_S}; HttpOnly${crossSite}`,
        );
      }
      // A string body with a non-JSON type is sent as it is; the typed replies only know the error shape.
      return reply.type('text/html; charset=utf-8').send(PAGE as never);
    },
  });
};
