import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { STAFF_CSRF_HEADER } from 'shared-contracts/schemas';
import { publicSiteOrigin } from '../config/env.ts';
import { resolveSiteInstance } from '../lib/instance.ts';

export const ALLOWED_HEADERS = [
  'customer_id',
  'supplier_id',
  'service',
  'subservice',
  'lang',
  'profileid',
  'token',
  'content-type',
  'authorization',
  'idempotency-key',
  STAFF_CSRF_HEADER,
];

/** Any port of `localhost`, `127.0.0.1` or `*.localhost`. */
export function isAllowedOrigin(origin: string): boolean {
  try {
    const { hostname } = new URL(origin);
    return hostname === 'localhost' || hostname === '127.0.0.1' || hostname.endsWith('.localhost');
  } catch {
    return false;
  }
}

const common: FastifyCorsOptions = {
  methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
  allowedHeaders: ALLOWED_HEADERS,
  exposedHeaders: ['etag', 'retry-after'],
  maxAge: 600,
};

const anyLocalOrigin: FastifyCorsOptions = {
  ...common,
  origin: (origin, callback) => {
    // No Origin header: not a cross-origin browser call.
    if (!origin) return callback(null, true);
    callback(null, isAllowedOrigin(origin));
  },
};

/**
 * Cross-origin calls from the local apps (any port of the local hosts) with the app's request headers, without
 * credentials. A staff call from the instance's own site (`PUBLIC_SITE_URL` with its domain, where the
 * console runs) may send credentials: the session cookie. No other origin ever may.
 */
export const corsPlugin = fp(
  async (app) => {
    const staffSiteOf = async (req: FastifyRequest): Promise<string | undefined> => {
      try {
        return publicSiteOrigin(app.env, (await resolveSiteInstance(app, req)).domain);
      } catch {
        // An unknown host or a bad customer_id: the route answers for it; CORS stays without credentials.
        return undefined;
      }
    };
    await app.register(cors, {
      delegator: async (req: FastifyRequest): Promise<FastifyCorsOptions> => {
        const origin = req.headers.origin;
        if (origin && req.url.startsWith('/staff') && origin === (await staffSiteOf(req))) {
          return { ...common, origin, credentials: true };
        }
        return anyLocalOrigin;
      },
    });
  },
  { name: 'cors', dependencies: ['database', 'body-cache'] },
);
