import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { purchases } from '../../db/schema.ts';
import type { PurchaseChange } from './diner-changes.ts';

/** The pub/sub topic of one purchase's changes. */
export const purchaseTopic = (purchaseId: number): string => `purchase:${purchaseId}`;

/** The pub/sub topic of every order change at a branch (the staff's live stream). */
export const branchTopic = (supplierId: number): string => `branch:${supplierId}`;

/**
 * What the branch topic carries: which purchase or which booking changed (its subscribers read it from
 * the database).
 */
export type BranchMessage = { purchase_id: number } | { booking_id: number };

async function branchOf(
  app: Pick<FastifyInstance, 'db'>,
  change: PurchaseChange,
): Promise<number | undefined> {
  if (change.supplierId !== undefined) return change.supplierId;
  const [row] = await app.db
    .select({ supplierId: purchases.supplierId })
    .from(purchases)
    .where(eq(purchases.id, change.purchaseId))
    .limit(1);
  return row?.supplierId;
}

/**
 * After a change committed: every process drops the menu it cached when stock moved (this one now,
 * the others within the instance-ref second), and the purchase's subscribers (its table mates) and its
 * branch's (the staff's console) in every process hear of it. A failed announcement is logged, not
 * thrown: the change is saved, and table mates' polling and the staff's snapshot catch up.
 */
export async function announcePurchaseChange(
  app: Pick<FastifyInstance, 'db' | 'pubsub' | 'forgetInstances' | 'log'>,
  change: PurchaseChange,
): Promise<void> {
  if (change.menuChanged) app.forgetInstances();
  try {
    const supplierId = await branchOf(app, change);
    const toBranch =
      supplierId === undefined
        ? []
        : [
            {
              topic: branchTopic(supplierId),
              message: { purchase_id: change.purchaseId } satisfies BranchMessage,
            },
          ];
    await app.pubsub.publish({ topic: purchaseTopic(change.purchaseId), message: {} }, ...toBranch);
  } catch (err) {
    app.log.warn({ err, purchaseId: change.purchaseId }, 'purchase change not announced');
  }
}

/**
 * After a booking change committed (booked, cancelled, approved, declined, seated, promoted from the
 * waitlist): the branch's subscribers (the staff's bookings screen) hear of it. Like an order change, a
 * failed announcement is logged, not thrown: the screen's next read catches up.
 */
export async function announceBookingChange(
  app: Pick<FastifyInstance, 'pubsub' | 'log'>,
  change: { supplierId: number; bookingId: number },
): Promise<void> {
  try {
    await app.pubsub.publish({
      topic: branchTopic(change.supplierId),
      message: { booking_id: change.bookingId } satisfies BranchMessage,
    });
  } catch (err) {
    app.log.warn({ err, bookingId: change.bookingId }, 'booking change not announced');
  }
}
