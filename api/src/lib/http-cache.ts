import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { absolutizeImages, requestOrigin } from './images.ts';

export type CachedBody = { body: string; etag: string };

export function makeCachedBody(payload: unknown): CachedBody {
  const body = JSON.stringify(payload);
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { body, etag };
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .includes(etag);
}

/** Sends a JSON body with its ETag and `Cache-Control: no-cache`, or 304 when the client's copy is current. */
export function sendWithEtag(req: FastifyRequest, reply: FastifyReply, cached: CachedBody) {
  reply.header('etag', cached.etag).header('cache-control', 'no-cache');
  if (matches(req.headers['if-none-match'], cached.etag)) {
    return reply.code(304).send();
  }
  return reply.type('application/json; charset=utf-8').send(cached.body);
}

/**
 * Sends the JSON body cached under `key` and the request's origin (`sendWithEtag`). On a miss `load`
 * gives the body with fixture image paths; they become absolute URLs on the origin, `schema` checks the
 * result and it is cached. `key` must name everything the body depends on (the instance's version).
 */
export async function sendCachedJson<S extends z.core.$ZodType>(
  req: FastifyRequest,
  reply: FastifyReply,
  body: { key: string; schema: S; load: () => Promise<z.input<S>> },
) {
  const origin = requestOrigin(req);
  const cacheKey = `${body.key}:${origin}`;
  const { cache } = req.server;
  let cached = cache.get(cacheKey);
  if (!cached) {
    cached = makeCachedBody(z.parse(body.schema, absolutizeImages(await body.load(), origin)));
    cache.set(cacheKey, cached);
  }
  return sendWithEtag(req, reply, cached);
}

/** A small bounded map (oldest entries dropped first). */
export class BoundedCache<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly max = 500) {}
  get(key: string): V | undefined {
    return this.map.get(key);
  }
  set(key: string, value: V): void {
    if (this.map.size >= this.max) {
      const first = this.map.keys().next();
      if (!first.done) this.map.delete(first.value);
    }
    this.map.set(key, value);
  }
  clear(): void {
    this.map.clear();
  }
}
