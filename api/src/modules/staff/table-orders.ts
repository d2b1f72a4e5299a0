import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import {
  deliveryStepsOf,
  FINAL_ORDER_STATUSES,
  type OrderStatus,
  type PurchaseBalance,
} from 'shared-contracts/schemas';
import type { Db } from '../../db/client.ts';
import { purchaseItems, purchases, tables } from '../../db/schema.ts';
import { type Tx, withTransaction } from '../../db/transaction.ts';
import { type AuditActor, recordAudit } from '../../lib/audit.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { lockAnyPurchase, lockOpenPurchase } from '../../domain/purchases/access.ts';
import { loadBalance } from '../../domain/purchases/balance.ts';
import type { PurchaseChange } from '../../domain/purchases/diner-changes.ts';
import { normalizeTableCode } from '../../domain/purchases/tables.ts';
import { newTableKey } from '../../lib/tokens.ts';

/** Forward only: the kitchen marks ordered lines prepared, the waiter prepared (or ordered) lines delivered. */
const ALLOWED_FROM = { prepared: ['ordered'], delivered: ['ordered', 'prepared'] } as const;

/** The instance a staff change belongs to and who makes it (written to the audit log with the change). */
export interface StaffChange {
  instanceId: number;
  actor: AuditActor;
}

/** A line moves forward on an open purchase, or on an account its payment closed (paid, not served yet). */
export async function setItemStatus(
  db: Db,
  purchaseId: number,
  itemId: number,
  status: 'prepared' | 'delivered',
  by: StaffChange,
): Promise<PurchaseChange> {
  return withTransaction(db, async (tx) => {
    await lockAnyPurchase(tx, purchaseId);
    const item = await lineOf(tx, purchaseId, itemId);
    if (item.status === 'pending') {
      throw conflict('item_not_ordered', 'This product was not sent to the kitchen yet');
    }
    if (!(ALLOWED_FROM[status] as readonly string[]).includes(item.status)) {
      throw conflict('invalid_transition', `A ${item.status} product cannot become ${status}`);
    }
    await tx
      .update(purchaseItems)
      .set(status === 'prepared' ? { status, preparedAt: sql`now()` } : { status })
      .where(eq(purchaseItems.id, itemId));
    await recordAudit(tx, {
      ...by,
      action: `line.${status}`,
      objectType: 'purchase_item',
      objectId: itemId,
      details: { purchase_id: purchaseId, from: item.status },
    });
    return { purchaseId, menuChanged: false };
  });
}

async function lineOf(tx: Tx, purchaseId: number, itemId: number) {
  const [item] = await tx
    .select({ status: purchaseItems.status })
    .from(purchaseItems)
    .where(and(eq(purchaseItems.id, itemId), eq(purchaseItems.purchaseId, purchaseId)))
    .limit(1);
  if (!item) throw notFound('item_not_found', `No line ${itemId} in purchase ${purchaseId}`);
  return item;
}

/**
 * The kitchen takes back a line it marked prepared by mistake (prepared → ordered): it shows on the
 * kitchen display again and the table sees it is not ready. A line already served stays served.
 */
export async function recallItem(db: Db, purchaseId: number, itemId: number, by: StaffChange) {
  return withTransaction(db, async (tx): Promise<PurchaseChange> => {
    await lockAnyPurchase(tx, purchaseId);
    const item = await lineOf(tx, purchaseId, itemId);
    if (item.status !== 'prepared') {
      throw conflict(
        'item_not_prepared',
        `Only a prepared line can be recalled (this one is ${item.status})`,
      );
    }
    await tx
      .update(purchaseItems)
      .set({ status: 'ordered', preparedAt: null })
      .where(eq(purchaseItems.id, itemId));
    await recordAudit(tx, {
      ...by,
      action: 'line.recall',
      objectType: 'purchase_item',
      objectId: itemId,
      details: { purchase_id: purchaseId },
    });
    return { purchaseId, menuChanged: false };
  });
}

/** The kitchen marks every line of an order it has (ordered) prepared at once; 409 when none waits. */
export async function prepareOrder(db: Db, purchaseId: number, by: StaffChange) {
  return withTransaction(db, async (tx): Promise<PurchaseChange> => {
    await lockAnyPurchase(tx, purchaseId);
    const prepared = await tx
      .update(purchaseItems)
      .set({ status: 'prepared', preparedAt: sql`now()` })
      .where(and(eq(purchaseItems.purchaseId, purchaseId), eq(purchaseItems.status, 'ordered')))
      .returning({ id: purchaseItems.id });
    if (prepared.length === 0) {
      throw conflict('nothing_to_prepare', 'No line of this order waits for the kitchen');
    }
    await recordAudit(tx, {
      ...by,
      action: 'purchase.prepared',
      objectType: 'purchase',
      objectId: purchaseId,
      details: { item_ids: prepared.map((row) => row.id) },
    });
    return { purchaseId, menuChanged: false };
  });
}

/** The waiter went to the table: the call is answered, and the diner sees so (`waiter_answered`). */
export async function answerWaiterCall(db: Db, purchaseId: number, by: StaffChange): Promise<PurchaseChange> {
  return withTransaction(db, async (tx) => {
    await lockOpenPurchase(tx, purchaseId);
    const answered = await tx
      .update(purchases)
      .set({ waiterCalledAt: null, waiterAnsweredAt: sql`now()` })
      .where(and(eq(purchases.id, purchaseId), isNotNull(purchases.waiterCalledAt)))
      .returning({ id: purchases.id });
    if (answered.length === 0) throw conflict('waiter_not_called', 'This table has not called the waiter');
    await recordAudit(tx, {
      ...by,
      action: 'purchase.waiter_answered',
      objectType: 'purchase',
      objectId: purchaseId,
    });
    return { purchaseId, menuChanged: false };
  });
}

/** 409 `payment_pending` while a payment of the bill waits for the staff to confirm or decline it. */
function refuseWhilePaymentWaits(balance: Pick<PurchaseBalance, 'pending_minor'>): void {
  if (balance.pending_minor > 0) {
    throw conflict(
      'payment_pending',
      'A payment of this bill waits for the staff: confirm or decline it first',
    );
  }
}

/**
 * The table left: its purchase closes and the next scan opens a new one. Not while a payment waits for
 * the staff (409 `payment_pending`): a closed bill leaves the floor, and the cash or card reader payment
 * with it, which nobody could confirm or decline any more.
 */
export async function closePurchase(db: Db, purchaseId: number, by: StaffChange): Promise<PurchaseChange> {
  return withTransaction(db, async (tx) => {
    await lockOpenPurchase(tx, purchaseId);
    refuseWhilePaymentWaits(await loadBalance(tx, purchaseId));
    await tx
      .update(purchases)
      .set({ status: 'closed', waiterCalledAt: null })
      .where(eq(purchases.id, purchaseId));
    await recordAudit(tx, { ...by, action: 'purchase.close', objectType: 'purchase', objectId: purchaseId });
    return { purchaseId, menuChanged: false };
  });
}

/**
 * A delivery or take-away order moves forward through its steps only (take-away has no `on_the_way`);
 * a final status ends it from any step. Anything else is 409 `invalid_transition`.
 */
function checkDeliveryStep(
  service: 'delivery' | 'take_away',
  current: OrderStatus | null,
  next: OrderStatus,
): void {
  if (FINAL_ORDER_STATUSES.includes(next)) return;
  const steps: readonly OrderStatus[] = deliveryStepsOf(service);
  const at = current === null ? -1 : steps.indexOf(current);
  const to = steps.indexOf(next);
  if (to === -1 || to <= at) {
    throw conflict(
      'invalid_transition',
      `A ${service} order cannot become ${next}${current ? ` after ${current}` : ''}`,
    );
  }
}

/**
 * A delivery or take-away order is finished only once its money is settled: a payment still waiting for
 * the staff (cash to collect on handover) is confirmed or declined first (409 `payment_pending`), and an
 * order with money still due is cancelled, not finished (409 `order_unpaid`). Otherwise the waiting payment
 * would leave every screen with the order, and the sale would count money nobody took.
 */
async function checkSettled(tx: Tx, purchaseId: number): Promise<void> {
  const balance = await loadBalance(tx, purchaseId);
  refuseWhilePaymentWaits(balance);
  if (balance.remaining_minor > 0) {
    throw conflict('order_unpaid', 'This order still has money due: it can be cancelled, not finished');
  }
}

/**
 * The staff move the order's status (one of its labels). A final status (cancelled, finished)
 * never moves again (409 `order_status_final`); once the account is closed only a final status may
 * follow (409 `purchase_closed`). Every move bumps the version, so the diner's page hears of it.
 */
export async function setOrderStatus(
  db: Db,
  purchaseId: number,
  status: OrderStatus,
  by: StaffChange,
): Promise<PurchaseChange> {
  return withTransaction(db, async (tx) => {
    const [row] = await tx
      .select({ status: purchases.status, orderStatus: purchases.orderStatus, service: purchases.service })
      .from(purchases)
      .where(eq(purchases.id, purchaseId))
      .for('update')
      .limit(1);
    if (!row) throw notFound('purchase_not_found', `No purchase ${purchaseId}`);
    if (row.orderStatus !== null && FINAL_ORDER_STATUSES.includes(row.orderStatus)) {
      throw conflict('order_status_final', `This order is ${row.orderStatus}: its status no longer moves`);
    }
    if (row.service === 'delivery' || row.service === 'take_away') {
      checkDeliveryStep(row.service, row.orderStatus, status);
      if (status === 'finished') await checkSettled(tx, purchaseId);
    }
    if (row.status === 'closed' && !FINAL_ORDER_STATUSES.includes(status)) {
      throw conflict('purchase_closed', 'The account is closed: only finished or cancelled may follow');
    }
    await tx
      .update(purchases)
      .set({ orderStatus: status, version: sql`${purchases.version} + 1`, updatedAt: sql`now()` })
      .where(eq(purchases.id, purchaseId));
    await recordAudit(tx, {
      ...by,
      action: 'purchase.status',
      objectType: 'purchase',
      objectId: purchaseId,
      details: { from: row.orderStatus, to: status },
    });
    return { purchaseId, menuChanged: false };
  });
}

/** A branch's tables and rooms with their QR keys, tables first, in code order. */
export async function listTables(db: Db, supplierId: number) {
  return db
    .select({ code: tables.code, kind: tables.kind, key: tables.qrKey })
    .from(tables)
    .where(eq(tables.supplierId, supplierId))
    .orderBy(asc(tables.kind), asc(tables.code));
}

/**
 * Gives a table a new QR key (a printed code that leaked): the old link no longer reaches the table's
 * bill, its next scans start their own orders. Who already joined the bill stays in it.
 */
export async function rotateTableKey(db: Db, supplierId: number, code: string, by: StaffChange) {
  return withTransaction(db, async (tx) => {
    const [row] = await tx
      .update(tables)
      .set({ qrKey: newTableKey() })
      .where(and(eq(tables.supplierId, supplierId), eq(tables.code, normalizeTableCode(code))))
      .returning({ code: tables.code, kind: tables.kind, key: tables.qrKey });
    if (!row) throw notFound('table_not_found', `No table or room ${code} at this branch`);
    // The key itself is the table's secret: the log says which table got a new one, never the key.
    await recordAudit(tx, {
      ...by,
      action: 'table.rotate_key',
      objectType: 'table',
      objectId: row.code,
      details: { supplier_id: supplierId },
    });
    return row;
  });
}
