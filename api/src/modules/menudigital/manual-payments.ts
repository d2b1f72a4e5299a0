import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { currencyDigits, isPayableAmount } from 'shared-contracts/money';
import type { Currency } from 'shared-contracts/schemas';
import type { Db } from '../../db/client.ts';
import { instances, payments, purchaseMembers, purchases } from '../../db/schema.ts';
import { withTransaction } from '../../db/transaction.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import type { ProfileRow } from '../../lib/profile-auth.ts';
import { lockOpenPurchase, type PurchaseRef } from '../../domain/purchases/access.ts';
import type { PurchaseChange } from '../../domain/purchases/diner-changes.ts';
import { insertOwnPurchase } from '../../domain/purchases/own.ts';
import type { SupplierWithCity } from '../../lib/suppliers.ts';

/**
 * A manual payment is how a diner of a list-only table (basic, my-list) pays in the app
 * for the bill the waiter brought, so only such a branch with in-app payment offers it.
 */
export function requireManualPaymentBranch(supplier: SupplierWithCity): void {
  if (!supplier.serviceTable) {
    throw conflict('on_table_unavailable', `${supplier.label} does not take orders at the table`);
  }
  const listOnly = supplier.onTableClass === 'basic' || supplier.onTableClass === 'my-list';
  if (!listOnly || !supplier.hasCluviPay) {
    throw conflict(
      'manual_payment_unavailable',
      `${supplier.label} takes payments on the table's order, not as a manual amount`,
    );
  }
}

/** The instance's currency: an amount must be payable in it (no third decimal, no centavos in COP). */
export async function requirePayableAmount(db: Db, instanceId: number, amount: number): Promise<void> {
  const [row] = await db
    .select({ currency: instances.currency })
    .from(instances)
    .where(eq(instances.id, instanceId))
    .limit(1);
  const currency: Currency = row?.currency ?? 'COP';
  if (!isPayableAmount(amount, currency)) {
    throw badRequest('The amount has more decimals than the currency', [
      { path: 'amount', message: `${currency} takes at most ${currencyDigits(currency)} decimals` },
    ]);
  }
}

/**
 * The diner's open manual payment at the branch, opened with `amount` when there is none (`created`).
 * One open per diner and branch (a unique index): a second press of the cart icon, even at the same
 * moment, finds the first, whose amount only `setManualAmount` changes.
 */
export async function openManualPayment(
  db: Db,
  supplier: SupplierWithCity,
  profile: ProfileRow,
  amount: number,
): Promise<{ purchaseId: number; created: boolean }> {
  return withTransaction(db, async (tx) => {
    const inserted = await insertOwnPurchase(tx, supplier, profile, { manualAmount: amount })
      .onConflictDoNothing({
        target: [purchases.supplierId, purchases.openedBy],
        where: sql`${purchases.status} = 'open' and ${purchases.manualAmount} is not null`,
      })
      .returning({ id: purchases.id });
    const [open] = await tx
      .select({ id: purchases.id })
      .from(purchases)
      .where(
        and(
          eq(purchases.supplierId, supplier.id),
          eq(purchases.openedBy, profile.id),
          eq(purchases.status, 'open'),
          isNotNull(purchases.manualAmount),
        ),
      )
      .limit(1);
    if (!open) throw new Error('the manual payment could not be opened');
    await tx
      .insert(purchaseMembers)
      .values({ purchaseId: open.id, profileId: profile.id })
      .onConflictDoNothing();
    return { purchaseId: open.id, created: inserted.length > 0 };
  });
}

/**
 * The amount of a manual payment, while no payment holds on it (an approved or pending one was made
 * for the old amount: changing it would leave that payment paying something else).
 */
export async function setManualAmount(
  db: Db,
  purchase: PurchaseRef,
  amount: number,
): Promise<PurchaseChange> {
  if (purchase.manualAmount === null) {
    throw conflict('not_manual_payment', "This purchase is a table's order: its lines make the bill");
  }
  return withTransaction(db, async (tx) => {
    await lockOpenPurchase(tx, purchase.id);
    const [held] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.purchaseId, purchase.id), inArray(payments.status, ['approved', 'pending'])))
      .limit(1);
    if (held) {
      throw conflict(
        'manual_payment_locked',
        'A payment of this amount is under way: it can no longer change',
      );
    }
    await tx.update(purchases).set({ manualAmount: amount }).where(eq(purchases.id, purchase.id));
    return { purchaseId: purchase.id, menuChanged: false };
  });
}
