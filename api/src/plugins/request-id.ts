import fp from 'fastify-plugin';
import type { IncomingMessage } from 'node:http';
import { REQUEST_ID_HEADER, requestIdOf } from 'shared-contracts/schemas';

/**
 * Fastify's `genReqId`: the id the proxy or the shell's server sent, so one id follows a page from the
 * proxy through the server render to every API call it makes; otherwise a new one.
 */
export const requestIdOfRequest = (req: IncomingMessage): string =>
  requestIdOf(req.headers[REQUEST_ID_HEADER]);

/** Every answer names its request id, so a diner's report or a proxy log leads to the API's log lines. */
export const requestIdPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (req, reply) => {
      void reply.header(REQUEST_ID_HEADER, req.id);
    });
  },
  { name: 'request-id' },
);
