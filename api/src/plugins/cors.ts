import cors from '@fastify/cors';
import fp from 'fastify-plugin';

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

/** Cross-origin calls from the local apps (any port of the local hosts) with the app's request headers. */
export const corsPlugin = fp(
  async (app) => {
    await app.register(cors, {
      origin: (origin, callback) => {
        // No Origin header: not a cross-origin browser call.
        if (!origin) return callback(null, true);
        callback(null, isAllowedOrigin(origin));
      },
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowedHeaders: ALLOWED_HEADERS,
      exposedHeaders: ['etag'],
      maxAge: 600,
    });
  },
  { name: 'cors' },
);
