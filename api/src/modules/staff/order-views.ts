import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  type FloorState,
  type OrderStatus,
  rolesAllow,
  type StaffOrder,
  type StaffProof,
  type TablePurchase,
} from 'shared-contracts/schemas';
import type { Db } from '../../db/client.ts';
import { paymentProofs, payments, profiles, purchaseItems, purchases } from '../../db/schema.ts';
import { loadBalance } from '../../domain/purchases/balance.ts';
import { staffCallerOf } from '../../lib/staff-auth/guard.ts';

/** Whether the caller handles money (the operator, or an account allowed `payments`). */
export function seesMoney(req: FastifyRequest): boolean {
  const caller = staffCallerOf(req);
  return caller.kind === 'operator' || rolesAllow(caller.roles, 'payments');
}

export interface OrderViewOptions {
  /** The caller may see money (the `payments` capability): balances, pending payments, proofs. */
  money: boolean;
  /** Where the API is reached from browsers: the proof images' links are built on it. */
  apiOrigin: string;
}

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/**
 * The staff's view of purchases as the diners' view has them: every line with when it was sent and
 * prepared, the waiter call's times, and (for callers who handle money) the balance, the payments that
 * wait for the staff and the proofs diners uploaded. A few queries for the whole list, one balance each.
 */
export async function staffOrdersOf(
  db: Db,
  views: TablePurchase[],
  options: OrderViewOptions,
): Promise<StaffOrder[]> {
  if (views.length === 0) return [];
  const ids = views.map((view) => view.id);
  const lineTimes = new Map(
    (
      await db
        .select({ id: purchaseItems.id, sentAt: purchaseItems.sentAt, preparedAt: purchaseItems.preparedAt })
        .from(purchaseItems)
        .where(inArray(purchaseItems.purchaseId, ids))
    ).map((row) => [row.id, row]),
  );
  const calls = new Map(
    (
      await db
        .select({
          id: purchases.id,
          calledAt: purchases.waiterCalledAt,
          answeredAt: purchases.waiterAnsweredAt,
          name: profiles.name,
          phone: profiles.phone,
          contact: purchases.contact,
        })
        .from(purchases)
        .innerJoin(profiles, eq(profiles.id, purchases.openedBy))
        .where(inArray(purchases.id, ids))
    ).map((row) => [row.id, row]),
  );
  const pending = options.money
    ? await db
        .select()
        .from(payments)
        .where(and(inArray(payments.purchaseId, ids), eq(payments.status, 'pending')))
        .orderBy(payments.id)
    : [];
  const proofs = options.money
    ? await db
        .select({
          id: paymentProofs.id,
          purchaseId: paymentProofs.purchaseId,
          paymentId: paymentProofs.paymentId,
          createdAt: paymentProofs.createdAt,
        })
        .from(paymentProofs)
        .where(inArray(paymentProofs.purchaseId, ids))
        .orderBy(desc(paymentProofs.id))
    : [];
  const proofOf = (row: (typeof proofs)[number]): StaffProof => ({
    id: row.id,
    payment_id: row.paymentId,
    url: `${options.apiOrigin}/staff/payment_proofs/${row.id}`,
    created_at: row.createdAt.toISOString(),
  });

  const orders: StaffOrder[] = [];
  for (const view of views) {
    const call = calls.get(view.id);
    const waiting = pending.filter((row) => row.purchaseId === view.id);
    const waitingIds = new Set(waiting.map((row) => row.id));
    orders.push({
      ...view,
      items: view.items.map((item) => {
        const times = lineTimes.get(item.id);
        return { ...item, sent_at: iso(times?.sentAt ?? null), prepared_at: iso(times?.preparedAt ?? null) };
      }),
      waiter_called_at: iso(call?.calledAt ?? null),
      waiter_answered_at: iso(call?.answeredAt ?? null),
      // Whom to call about a delivery or take-away order: the payer's contact form, else the profile that
      // placed it.
      contact:
        view.service === 'on_table' || !call
          ? null
          : (call.contact ?? { name: call.name, phone: call.phone ?? null }),
      balance: options.money ? await loadBalance(db, view.id) : null,
      pending_payments: waiting.map((row) => ({
        id: row.id,
        method: row.method,
        status: row.status,
        amount_minor: row.amountMinor,
        currency: row.currency,
        created_at: row.createdAt.toISOString(),
        proofs: proofs.filter((proof) => proof.paymentId === row.id).map(proofOf),
      })),
      proofs: proofs
        .filter(
          (proof) =>
            proof.purchaseId === view.id && (proof.paymentId === null || !waitingIds.has(proof.paymentId)),
        )
        .map(proofOf),
    });
  }
  return orders;
}

/** The lines the kitchen has: sent (ordered) or ready (prepared), not yet served. */
const hasKitchenLines = (order: Pick<TablePurchase, 'items'>): boolean =>
  order.items.some((item) => item.status === 'ordered' || item.status === 'prepared');

/**
 * Statuses in which an order has left the kitchen whatever its lines say: packed or further on its way
 * to the diner, finished or cancelled. The kitchen display drops it, so nobody cooks it again.
 */
const OUT_OF_THE_KITCHEN: readonly OrderStatus[] = [
  'packed',
  'on_the_way',
  'delivered',
  'finished',
  'cancelled',
];

/** Whether the kitchen display shows the order: lines sent to the kitchen, and not out of it yet. */
export const onKitchenDisplay = (order: Pick<TablePurchase, 'items' | 'order_status'>): boolean =>
  hasKitchenLines(order) && !OUT_OF_THE_KITCHEN.includes(order.order_status);

/**
 * A bill's state on the floor, the most urgent first: the waiter called; a payment waits for the
 * staff; food is ready; the kitchen has lines; it is paid and not closed; it is open with nothing sent.
 */
export function floorStateOf(order: StaffOrder): FloorState {
  if (order.waiter_called) return 'waiter_called';
  if (order.pending_payments.length > 0) return 'paying';
  if (order.items.some((item) => item.status === 'prepared')) return 'prepared';
  if (order.items.some((item) => item.status === 'ordered')) return 'waiting_kitchen';
  const balance = order.balance;
  if (balance && balance.due_minor > 0 && balance.paid_minor >= balance.due_minor) return 'paid';
  return 'ordering';
}

/** The most urgent state of a table's bills (`FLOOR_STATES` order); `free` without one. */
export function tableStateOf(orders: StaffOrder[], rank: readonly FloorState[]): FloorState {
  return orders
    .map(floorStateOf)
    .reduce<FloorState>((best, state) => (rank.indexOf(state) < rank.indexOf(best) ? state : best), 'free');
}
