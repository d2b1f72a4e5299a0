import fp from 'fastify-plugin';
import type { Socket } from 'node:net';
import { HttpError } from '../lib/errors.ts';

/**
 * Caps the connections one client address holds open (a client opening thousands of idle sockets would
 * exhaust the file descriptors and starve everyone), and refuses requests without a Host header with the
 * ApiError shape (Node's own check answers an empty 400, so the app does it; see `requireHostHeader`).
 */
export const connectionLimitsPlugin = fp<{ maxPerClient: number }>(
  async (app, { maxPerClient }) => {
    const open = new Map<string, number>();
    const onConnection = (socket: Socket) => {
      const client = socket.remoteAddress ?? 'unknown';
      const count = (open.get(client) ?? 0) + 1;
      if (count > maxPerClient) {
        app.log.warn(
          { client, maxPerClient },
          'connection refused: too many open connections from one client',
        );
        socket.destroy();
        return;
      }
      open.set(client, count);
      socket.once('close', () => {
        const left = (open.get(client) ?? 1) - 1;
        if (left <= 0) open.delete(client);
        else open.set(client, left);
      });
    };
    app.server.on('connection', onConnection);
    app.addHook('onClose', async () => {
      app.server.off('connection', onConnection);
    });

    app.addHook('onRequest', async (req) => {
      if (!req.headers.host) throw new HttpError(400, 'bad_request', 'The Host header is required');
    });
  },
  { name: 'connection-limits' },
);
