import type { FastifyRequest } from 'fastify';

const IMAGE_PATH = /^images\/[A-Za-z0-9._\-/]+$/;

/** `http://la-brasa.localhost:4000` from the request (proto from the connection or X-Forwarded-Proto). */
export function requestOrigin(req: FastifyRequest): string {
  const fwd = req.headers['x-forwarded-proto'];
  const proto = typeof fwd === 'string' && /^https?$/.test(fwd) ? fwd : req.protocol;
  const host = req.headers.host ?? 'localhost';
  return `${proto}://${host}`;
}

/** Deep copy of `value` where fixture paths like `images/x.svg` become `${origin}/images/x.svg`. */
export function absolutizeImages<T>(value: T, origin: string): T {
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return IMAGE_PATH.test(v) ? `${origin}/${v}` : v;
    if (Array.isArray(v)) return v.map(walk);
    if (v !== null && typeof v === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v)) out[k] = walk(x);
      return out;
    }
    return v;
  };
  return walk(value) as T;
}
