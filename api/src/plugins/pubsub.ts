import fp from 'fastify-plugin';
import type { EventStream } from '../lib/sse.ts';
import { createInProcessPubSub, createPostgresPubSub, type PubSub } from '../lib/pubsub.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Publish/subscribe across every API process on this database (lib/pubsub.ts). */
    pubsub: PubSub;
    /** The open Server-Sent Events streams (lib/sse.ts), ended when the app closes. */
    eventStreams: Set<EventStream>;
  }
}

/** LISTEN/NOTIFY on PostgreSQL, in-process on the embedded database, and the live streams; closed with the app. */
export const pubsubPlugin = fp(
  async (app) => {
    const databaseUrl = app.env.DATABASE_URL;
    const pubsub =
      app.database.kind === 'postgres' && databaseUrl
        ? createPostgresPubSub({ db: app.db, databaseUrl, log: app.log })
        : createInProcessPubSub();
    const eventStreams = new Set<EventStream>();
    app.decorate('pubsub', pubsub);
    app.decorate('eventStreams', eventStreams);
    // Before the server stops accepting: a live stream would otherwise keep close() waiting.
    app.addHook('preClose', async () => {
      for (const stream of [...eventStreams]) stream.close();
    });
    app.addHook('onClose', async () => {
      await pubsub.close();
    });
  },
  { name: 'pubsub', dependencies: ['env', 'database'] },
);
