import fp from 'fastify-plugin';

export const SERVED_BY_HEADER = 'x-served-by';

/**
 * Behind a load balancer, which process answered a request is otherwise invisible to the client. With
 * `SERVED_BY` set (a name per process, e.g. `api-1`), every answer, event streams included, names it, so
 * an operator or a cluster test can tell where the proxy sent a request. Unset (the default): no header,
 * nothing about the layout leaks.
 */
export const servedByPlugin = fp<{ name: string | undefined }>(
  async (app, { name }) => {
    if (name === undefined) return;
    app.addHook('onRequest', async (_req, reply) => {
      void reply.header(SERVED_BY_HEADER, name);
    });
  },
  { name: 'served-by' },
);
