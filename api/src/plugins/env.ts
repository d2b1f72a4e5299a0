import fp from 'fastify-plugin';
import type { Env } from '../config/env.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The parsed environment (defaults applied, test overrides on top). */
    env: Env;
  }
}

/** Makes the environment `app.env` for every plugin and module. */
export const envPlugin = fp<{ env: Env }>(
  async (app, { env }) => {
    app.decorate('env', env);
  },
  { name: 'env' },
);
