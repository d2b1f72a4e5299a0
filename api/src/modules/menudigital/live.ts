import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type PurchaseEvent } from 'shared-contracts/schemas';
import { purchaseLiveCall } from 'shared-contracts/api-declarations';
import { declaredRoute } from '../../lib/declared-route.ts';
import { errorAnswers } from '../../lib/errors.ts';
import { PROFILE_SECURITY } from '../../lib/profile-auth.ts';
import { purchaseTopic } from '../../domain/purchases/announce.ts';
import { dinerContext, purchaseView } from '../../domain/purchases/context.ts';
import { openEventStream } from '../../lib/sse.ts';

/**
 * `GET /menudigital/live/{purchase}`: Server-Sent Events for table mates. The first event is the
 * purchase as it is; after every change made through any API process on the same database the whole
 * purchase again (`event: purchase`), and `event: resync` when changes may have been missed. Clients
 * that cannot keep the stream poll `GET /menudigital/cart/{purchase}.json` with its ETag instead.
 */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  declaredRoute(app, purchaseLiveCall, {
    tags: ['menudigital'],
    summary: "A purchase's changes as Server-Sent Events (text/event-stream), pushed from every API process",
    security: PROFILE_SECURITY,
    answers: errorAnswers(400, 401, 403, 404),
    stream: true,
    handler: async (req, reply) => {
      const { purchase } = await dinerContext(app, req, req.params.purchase);
      const stream = openEventStream(app.eventStreams, req, reply);
      let lastVersion = 0;
      // Reads run one after another, so a slower read never sends an older version after a newer one.
      let queue = Promise.resolve();
      const push = (force: boolean) => {
        queue = queue
          .then(async () => {
            if (stream.closed) return;
            const view = await purchaseView(app, purchase.id);
            if (!force && view.version <= lastVersion) return;
            lastVersion = view.version;
            const event: PurchaseEvent = { type: 'purchase', purchase: view };
            stream.send('purchase', event);
          })
          .catch((err: unknown) => req.log.warn({ err }, 'live purchase read failed'));
      };
      const subscription = await app.pubsub.subscribe(purchaseTopic(purchase.id), (event) => {
        if (event.type === 'resync') stream.send('resync', { type: 'resync' } satisfies PurchaseEvent);
        push(event.type === 'resync');
      });
      stream.onClose(() => subscription.unsubscribe());
      if (stream.closed) subscription.unsubscribe();
      // Subscribed first, then the snapshot: a change in between is in the snapshot or announced after it.
      push(true);
      await queue;
      return reply;
    },
  });
};
