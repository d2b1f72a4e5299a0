import fp from 'fastify-plugin';
import { BoundedCache } from 'shared-contracts/bounded-cache';
import type { CachedBody } from '../lib/http-cache.ts';
import { InstanceRefCache } from '../lib/instance-refs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Config and menu bodies, serialised and compressed, keyed by instance version (bumped on every change). */
    cache: BoundedCache<Promise<CachedBody>>;
    /** Instances by domain, slug or id, reused for a second (`INSTANCE_REF_TTL_MS`). */
    instanceRefs: InstanceRefCache;
    /** Forgets every cached body and instance: call it after changing an instance. */
    forgetInstances(): void;
  }
}

/** What the hot routes keep between requests (`sendCachedJson` and the instance resolvers read it). */
export const bodyCachePlugin = fp(
  async (app) => {
    app.decorate('cache', new BoundedCache<Promise<CachedBody>>(500));
    app.decorate('instanceRefs', new InstanceRefCache());
    app.decorate('forgetInstances', () => {
      app.cache.clear();
      app.instanceRefs.clear();
    });
  },
  { name: 'body-cache' },
);
