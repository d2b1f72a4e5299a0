import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { publicApiOrigin } from '../config/env.ts';
import { type ContentEncoding, encodeAll, preferredEncoding } from './content-encoding.ts';
import { absolutizeImages } from './images.ts';

/** One JSON body, ready to send: its ETag and its bytes in every encoding a client may ask for. */
export type CachedBody = { etag: string; encoded: Record<ContentEncoding, Buffer> };

export async function makeCachedBody(payload: unknown): Promise<CachedBody> {
  const body = JSON.stringify(payload);
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { etag, encoded: await encodeAll(body) };
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .includes(etag);
}

function addVary(reply: FastifyReply, header: string): void {
  const prior = reply.getHeader('vary');
  reply.header('vary', prior ? `${String(prior)}, ${header}` : header);
}

/**
 * Sends a cached JSON body with its ETag and `Cache-Control: no-cache`, or 304 when the client's copy
 * is current; compressed as the request's `Accept-Encoding` asks (the same ETag for every coding).
 */
export function sendWithEtag(req: FastifyRequest, reply: FastifyReply, cached: CachedBody) {
  reply.header('etag', cached.etag).header('cache-control', 'no-cache');
  addVary(reply, 'Accept-Encoding');
  if (matches(req.headers['if-none-match'], cached.etag)) {
    return reply.code(304).send();
  }
  const encoding = preferredEncoding(req.headers['accept-encoding']);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.type('application/json; charset=utf-8').send(cached.encoded[encoding]);
}

/**
 * Sends the JSON body cached under `key` (`sendWithEtag`). On a miss `load` gives the body with fixture
 * image paths; they become URLs on the configured public origin, `schema` checks the result, and it is
 * serialised and compressed once. Requests that miss together share one load. `key` must name
 * everything the body depends on (the instance's version), and nothing about the request.
 */
export async function sendCachedJson<S extends z.core.$ZodType>(
  req: FastifyRequest,
  reply: FastifyReply,
  body: { key: string; schema: S; load: () => Promise<z.input<S>> },
) {
  const { cache, env } = req.server;
  let cached = cache.get(body.key);
  if (!cached) {
    const origin = publicApiOrigin(env);
    const building = body
      .load()
      .then((payload) => makeCachedBody(z.parse(body.schema, absolutizeImages(payload, origin))));
    cache.set(body.key, building);
    // A failed load (a 404, the database down) is not kept: the next request tries again.
    building.catch(() => cache.deleteIf(body.key, building));
    cached = building;
  }
  return sendWithEtag(req, reply, await cached);
}
