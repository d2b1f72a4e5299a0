import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffBranchLiveCall } from 'shared-contracts/api-declarations';
import { declaredRoute } from '../../lib/declared-route.ts';
import { errorAnswers } from '../../lib/errors.ts';
import { rolesAllow, type StaffLiveEvent } from 'shared-contracts/schemas';
import { publicApiOrigin } from '../../config/env.ts';
import { branchTopic } from '../../domain/purchases/announce.ts';
import { loadPurchaseView } from '../../domain/purchases/view.ts';
import { staffCallerOf } from '../../lib/staff-auth/guard.ts';
import { STAFF_SECURITY } from '../../lib/staff-auth/openapi.ts';
import { sessionAlive, touchSession } from '../../lib/staff-auth/sessions.ts';
import { openEventStream } from '../../lib/sse.ts';
import { requireBranchOfPath } from '../../lib/suppliers.ts';
import { seesMoney, staffOrdersOf } from './order-views.ts';

/** How often an open stream checks its session is still there (revoked, expired) and counts as use. */
export const LIVE_SESSION_CHECK_MS = 60_000;

/**
 * `GET /staff/instances/{slug}/branches/{branch}/live`: Server-Sent Events with every change to the
 * branch's orders and bookings, from every API process (`branch:<id>` on lib/pubsub.ts). It sends `ready` once it
 * listens; the client then reads the snapshot it shows (kitchen, floor, orders) and applies each `order`
 * whose `version` is newer than the one it holds, so nothing between the snapshot and the stream is
 * lost; `booking` (to callers allowed `bookings`) names a booking that changed. `resync` after a lost connection to the database: read the snapshot again. A session that ends
 * (signed out, revoked by a password change or the owner, expired) gets `signed_out` and the stream
 * closes: checked at each change and every `LIVE_SESSION_CHECK_MS`.
 */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  declaredRoute(app, staffBranchLiveCall, {
    config: { staff: { capability: 'live', instance: 'path' } },
    tags: ['staff'],
    summary:
      "A branch's order changes as Server-Sent Events (text/event-stream): ready, order, booking, resync, signed_out (live)",
    security: STAFF_SECURITY,
    stream: true,
    answers: errorAnswers(400, 401, 403, 404),
    handler: async (req, reply) => {
      const { branch } = await requireBranchOfPath(app.db, req.params);
      const caller = staffCallerOf(req);
      const options = { money: seesMoney(req), apiOrigin: publicApiOrigin(app.env) };
      const seesBookings = caller.kind === 'operator' || rolesAllow(caller.roles, 'bookings');
      const stream = openEventStream(app.eventStreams, req, reply);
      const send = (event: StaffLiveEvent) => stream.send(event.type, event);
      const sent = new Map<number, number>();

      /** False (and the stream ends with `signed_out`) once the session is gone. */
      const stillSignedIn = async () => {
        if (caller.kind === 'operator') return true;
        const now = new Date();
        if (await sessionAlive(app.db, caller.sessionId, now)) {
          await touchSession(app.db, caller.sessionId, now);
          return true;
        }
        send({ type: 'signed_out' });
        stream.close();
        return false;
      };

      // One read at a time, so a slower read never sends an older version after a newer one.
      let queue = Promise.resolve();
      const run = (job: () => Promise<void>) => {
        queue = queue
          .then(async () => {
            if (!stream.closed) await job();
          })
          .catch((err: unknown) => req.log.warn({ err }, 'staff live stream read failed'));
      };
      const pushOrder = (purchaseId: number) =>
        run(async () => {
          if (!(await stillSignedIn())) return;
          const view = await loadPurchaseView(app.db, purchaseId, options.apiOrigin);
          if (!view || view.supplier_id !== branch.id) return;
          if ((sent.get(purchaseId) ?? 0) >= view.version) return;
          sent.set(purchaseId, view.version);
          const [order] = await staffOrdersOf(app.db, [view], options);
          if (order) send({ type: 'order', order });
        });

      // Only the booking's id: the bookings screen reads the list again (the host's call, not the kitchen's).
      const pushBooking = (bookingId: number) =>
        run(async () => {
          if (await stillSignedIn()) send({ type: 'booking', booking_id: bookingId });
        });

      const subscription = await app.pubsub.subscribe(branchTopic(branch.id), (event) => {
        if (event.type === 'resync') {
          send({ type: 'resync' });
          return;
        }
        const message = event.message as Partial<{ purchase_id: number; booking_id: number }>;
        if (typeof message.purchase_id === 'number') pushOrder(message.purchase_id);
        if (typeof message.booking_id === 'number' && seesBookings) pushBooking(message.booking_id);
      });
      const checks = setInterval(() => run(async () => void (await stillSignedIn())), LIVE_SESSION_CHECK_MS);
      checks.unref();
      stream.onClose(() => {
        clearInterval(checks);
        subscription.unsubscribe();
      });
      if (stream.closed) {
        clearInterval(checks);
        subscription.unsubscribe();
      }
      // Listening now: whatever changes from here on is announced, so the snapshot read after this is enough.
      send({ type: 'ready', branch_id: branch.id });
      return reply;
    },
  });
};
