import type { FastifyInstance } from 'fastify';
import type { PurchaseChange } from './diner-changes.ts';

/** The pub/sub topic of one purchase's changes. */
export const purchaseTopic = (purchaseId: number): string => `purchase:${purchaseId}`;

/**
 * After a change committed: every process drops the menu it cached when stock moved (this one now,
 * the others within the instance-ref second), and the purchase's subscribers in every process hear of it.
 * A failed announcement is logged, not thrown: the change is saved and table mates' polling catches up.
 */
export async function announcePurchaseChange(
  app: Pick<FastifyInstance, 'pubsub' | 'forgetInstances' | 'log'>,
  change: PurchaseChange,
): Promise<void> {
  if (change.menuChanged) app.forgetInstances();
  try {
    await app.pubsub.publish(purchaseTopic(change.purchaseId), {});
  } catch (err) {
    app.log.warn({ err, purchaseId: change.purchaseId }, 'purchase change not announced');
  }
}
