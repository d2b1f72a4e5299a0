import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

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
    .map((s) => s.trim().replace(/^W\//, ''))
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
