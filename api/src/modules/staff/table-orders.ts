import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { purchaseItems, purchases, tables } from '../../db/schema.ts';
import { withTransaction } from '../../db/transaction.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { lockOpenPurchase } from '../../lib/purchases/access.ts';
import type { PurchaseChange } from '../../lib/purchases/diner-changes.ts';

/** Forward only: the kitchen marks ordered lines prepared, the waiter prepared (or ordered) lines delivered. */
const ALLOWED_FROM = { prepared: ['ordered'], delivered: ['ordered', 'prepared'] } as const;

export async function setItemStatus(
  db: Db,
  purchaseId: number,
  itemId: number,
  status: 'prepared' | 'delivered',
): Promise<PurchaseChange> {
  return withTransaction(db, async (tx) => {
    await lockOpenPurchase(tx, purchaseId);
    const [item] = await tx
      .select({ status: purchaseItems.status })
      .from(purchaseItems)
      .where(and(eq(purchaseItems.id, itemId), eq(purchaseItems.purchaseId, purchaseId)))
      .limit(1);
    if (!item) throw notFound('item_not_found', `No line ${itemId} in purchase ${purchaseId}`);
    if (item.status === 'pending') {
      throw conflict('item_not_ordered', 'This product was not sent to the kitchen yet');
    }
    if (!(ALLOWED_FROM[status] as readonly string[]).includes(item.status)) {
      throw conflict('invalid_transition', `A ${item.status} product cannot become ${status}`);
    }
    await tx.update(purchaseItems).set({ status }).where(eq(purchaseItems.id, itemId));
    return { purchaseId, menuChanged: false };
  });
}

/** The waiter went to the table: the call is answered. */
export async function answerWaiterCall(db: Db, purchaseId: number): Promise<PurchaseChange> {
  return withTransaction(db, async (tx) => {
    await lockOpenPurchase(tx, purchaseId);
    const answered = await tx
      .update(purchases)
      .set({ waiterCalledAt: null })
      .where(and(eq(purchases.id, purchaseId), isNotNull(purchases.waiterCalledAt)))
      .returning({ id: purchases.id });
    if (answered.length === 0) throw conflict('waiter_not_called', 'This table has not called the waiter');
    return { purchaseId, menuChanged: false };
  });
}

/** The table left: its purchase closes and the next scan opens a new one. */
export async function closePurchase(db: Db, purchaseId: number): Promise<PurchaseChange> {
  return withTransaction(db, async (tx) => {
    await lockOpenPurchase(tx, purchaseId);
    await tx
      .update(purchases)
      .set({ status: 'closed', waiterCalledAt: null })
      .where(eq(purchases.id, purchaseId));
    return { purchaseId, menuChanged: false };
  });
}

/** A branch's tables and rooms, tables first, in code order. */
export async function listTables(db: Db, supplierId: number) {
  return db
    .select({ code: tables.code, kind: tables.kind })
    .from(tables)
    .where(eq(tables.supplierId, supplierId))
    .orderBy(asc(tables.kind), asc(tables.code));
}
