import fp from 'fastify-plugin';
import { BoundedCache, type CachedBody } from '../lib/http-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Serialized config and menu bodies, keyed by instance version (bumped on every change) and origin. */
    cache: BoundedCache<CachedBody>;
  }
}

/** One process-wide cache of serialized bodies (`sendCachedJson` reads and fills it). */
export const bodyCachePlugin = fp(
  async (app) => {
    app.decorate('cache', new BoundedCache<CachedBody>(500));
  },
  { name: 'body-cache' },
);
