import { pickupStageOf, type PickupBoardOrder } from 'shared-contracts/schemas';
import { and, asc, eq, exists, gte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { purchaseItems, purchases } from '../../db/schema.ts';
import { orderStatusOf } from '../../domain/purchases/order-status.ts';

/**
 * Today's take-away orders of a branch as the pickup board shows them: the number and the stage, oldest
 * first. Today is the branch's date; an order scheduled for another day waits for its own day.
 * `startOfToday` is the instant the branch's day began.
 */
export async function pickupBoardOrders(
  db: Db,
  instanceId: number,
  supplierId: number,
  today: string,
  startOfToday: Date,
): Promise<PickupBoardOrder[]> {
  const rows = await db
    .select({
      id: purchases.id,
      status: purchases.status,
      orderStatus: purchases.orderStatus,
      schedule: sql<string | null>`${purchases.delivery} -> 'schedule' ->> 'date'`,
      // The status rule reads only whether a line has reached the kitchen.
      sent: exists(
        db
          .select({ one: sql`1` })
          .from(purchaseItems)
          .where(and(eq(purchaseItems.purchaseId, purchases.id), ne(purchaseItems.status, 'pending'))),
      ).mapWith(Boolean),
    })
    .from(purchases)
    .where(
      and(
        eq(purchases.instanceId, instanceId),
        eq(purchases.supplierId, supplierId),
        eq(purchases.service, 'take_away'),
        or(
          gte(purchases.createdAt, startOfToday),
          sql`${purchases.delivery} -> 'schedule' ->> 'date' = ${today}`,
        ),
      ),
    )
    .orderBy(asc(purchases.createdAt), asc(purchases.id));
  return rows.flatMap((row) => {
    if (row.schedule !== null && row.schedule !== today) return [];
    const lines = row.sent ? [{ status: 'ordered' as const }] : [];
    const stage = pickupStageOf(orderStatusOf(row.orderStatus, row.status, lines, 'take_away'));
    return stage ? [{ number: row.id, stage }] : [];
  });
}
