import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type InstanceRef, resolveRequestInstance } from '../lib/instance.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The instance of a diner call (lib/instance.ts `resolveRequestInstance`): looked up the first time a
     * handler awaits it, then the same answer for the rest of the request. On a write to a locked
     * instance it rejects with 403 `instance_locked`; reads still get the instance. Staff sign-in asks
     * for the site's instance instead (`resolveSiteInstance`), locked or not.
     */
    readonly instance: Promise<InstanceRef>;
  }
}

/**
 * `req.instance`, lazily: calls that never need the instance (health, staff, by-id lookups) never
 * resolve it, so their answers and errors are what they were before it existed.
 */
export const requestInstancePlugin = fp(
  async (app) => {
    const resolved = new WeakMap<FastifyRequest, Promise<InstanceRef>>();
    app.decorateRequest('instance', {
      getter(this: FastifyRequest): Promise<InstanceRef> {
        let instance = resolved.get(this);
        if (instance === undefined) {
          instance = resolveRequestInstance(app, this);
          resolved.set(this, instance);
        }
        return instance;
      },
    });
  },
  { name: 'request-instance', dependencies: ['env', 'database', 'body-cache'] },
);
