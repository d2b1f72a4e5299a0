import type { FastifyRequest } from 'fastify';

const IMAGE_PATH = /^images\/[A-Za-z0-9._\-/]+$/;

/** `http://la-brasa.localhost:4000` from the request (proto from the connection or X-Forwarded-Proto). */
export function requestOrigin(req: FastifyRequest): string {
  const forwarded = req.headers['x-forwarded-proto'];
  const proto = typeof forwarded === 'string' && /^https?$/.test(forwarded) ? forwarded : req.protocol;
  const host = req.headers.host ?? 'localhost';
  return `${proto}://${host}`;
}

/** Deep copy of `value` where fixture paths like `images/x.svg` become `${origin}/images/x.svg`. */
export function absolutizeImages<T>(value: T, origin: string): T {
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return IMAGE_PATH.test(node) ? `${origin}/${node}` : node;
    if (Array.isArray(node)) return node.map(walk);
    if (node !== null && typeof node === 'object') {
      const copy: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(node)) copy[key] = walk(child);
      return copy;
    }
    return node;
  };
  return walk(value) as T;
}

/** `value` with its fixture image paths as absolute URLs on the request's origin. */
export function withImageUrls<T>(req: FastifyRequest, value: T): T {
  return absolutizeImages(value, requestOrigin(req));
}
