import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { purchases } from '../../db/schema.ts';
import type { PurchaseChange } from './diner-changes.ts';

/** The pub/sub topic of one purchase's changes. */
export const purchaseTopic = (purchaseId: number): string => `purchase:${purchaseId}`;

/** The pub/sub topic of every order change at a branch (the staff's live stream). */
export const branchTopic = (supplierId: number): string => `branch:${supplierId}`;

/** What the branch topic carries: which purchase changed (its subscribers read it from the database). */
export interface BranchMessage {
  purchase_id: number;
}

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
    await app.pubsub.publish(purchaseTopic(change.purchaseId), {});
    const supplierId = await branchOf(app, change);
    if (supplierId !== undefined) {
      await app.pubsub.publish(branchTopic(supplierId), {
        purchase_id: change.purchaseId,
      } satisfies BranchMessage);
    }
  } catch (err) {
    app.log.warn({ err, purchaseId: change.purchaseId }, 'purchase change not announced');
  }
}
