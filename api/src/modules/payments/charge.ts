import { and, eq, inArray, sql } from 'drizzle-orm';
import { cardBrand, cardDigits, isValidCardNumber, isValidCvc, isValidExpiry } from 'shared-contracts/card';
import { toMinor } from 'shared-contracts/money';
import { isBelowMinimumCharge, minimumChargeMinor } from 'shared-contracts/payment-limits';
import type { PaymentRequest, PaymentSplit, PurchaseBalance } from 'shared-contracts/schemas';
import type { Db } from '../../db/client.ts';
import { payments, purchaseItems, purchases, suppliers, tables } from '../../db/schema.ts';
import { tableRules } from '../../domain/purchases/rules.ts';
import { type Tx, withTransaction } from '../../db/transaction.ts';
import { type AuditActor, recordAudit } from '../../lib/audit.ts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/errors.ts';
import { type AmountDue, loadAmountDue } from '../../domain/purchases/amount-due.ts';
import { balanceOf, HOLDING_STATUSES, type PaymentRow } from '../../domain/purchases/balance.ts';
import { redeemCoupon, releaseCoupon } from '../../lib/coupon-redemptions.ts';
import { bumpInstanceVersion } from '../../domain/purchases/stock.ts';
import { AT_HANDOVER_METHODS, OFFLINE_METHODS } from './methods.ts';
import { linesPaidBy, type SoldOutLines, takeOffSoldOutLines } from './sold-out.ts';
import type { PaymentProvider } from './provider.ts';
import { paymentRequestHash } from './request-hash.ts';

export interface ChargeInput {
  purchaseId: number;
  profileId: number;
  instanceId: number;
  idempotencyKey: string;
  request: PaymentRequest;
  /** The branch's minimum order, in major units. */
  minimumOrder: number;
  /** `YYYY-MM-DD`, for the card's expiry. */
  today: string;
  /** PSE: the webcheckout page the bank sends the diner back to, without the payment id. */
  returnBase?: string;
}

export interface ChargeOutcome {
  kind: 'charged';
  row: PaymentRow;
  balance: PurchaseBalance;
  /** False when the key named an earlier payment (nothing was charged now). */
  created: boolean;
}

/**
 * Nothing was charged: products the share paid for went out of stock and are off the bill now (committed,
 * so table mates see the bill without them). `amountMinor` is what the same share comes to now.
 */
export interface SoldOutOutcome extends SoldOutLines {
  kind: 'sold_out';
  amountMinor: number;
  dueMinor: number;
}

/** The card checks the form makes, made again: the server never trusts the client. */
export function checkCard(request: PaymentRequest, today: string): void {
  const card = request.card;
  if (!card) throw badRequest('Card data is required', [{ path: 'card', message: 'required' }]);
  const issues = [];
  if (!isValidCardNumber(card.number)) issues.push({ path: 'card.number', message: 'invalid check digit' });
  if (!isValidCvc(card.cvc, card.number)) issues.push({ path: 'card.cvc', message: 'invalid' });
  if (!isValidExpiry(card.exp_month, card.exp_year, today))
    issues.push({ path: 'card.exp_month', message: 'expired' });
  if (issues.length > 0) throw new HttpError(400, 'card_invalid', 'Card data validation error', issues);
}

/** The share `split` charges, capped by what is still unpaid. */
function shareOf(
  split: PaymentSplit,
  due: AmountDue,
  balance: PurchaseBalance,
): { amount: number; itemIds: number[] } {
  const remaining = balance.remaining_minor;
  switch (split.kind) {
    case 'full':
      return { amount: remaining, itemIds: [] };
    case 'equal':
      return { amount: Math.min(remaining, Math.ceil(due.dueMinor / split.parts)), itemIds: [] };
    case 'custom':
      if (split.amount_minor > remaining) {
        throw conflict('amount_exceeds_balance', 'The amount is more than what is left to pay', {
          remaining_minor: remaining,
        });
      }
      return { amount: split.amount_minor, itemIds: [] };
    case 'items': {
      const ids = [...new Set(split.item_ids)];
      let lines = 0;
      for (const id of ids) {
        const line = due.lines.get(id);
        if (line === undefined) throw conflict('item_not_found', `Line ${id} is not in this purchase`);
        if (balance.paid_item_ids.includes(id))
          throw conflict('item_already_paid', `Line ${id} is already paid`);
        lines += line;
      }
      // The lines carry their part of the tip, in proportion to what they cost.
      const tip = due.itemsMinor > 0 ? Math.round((due.tipMinor * lines) / due.itemsMinor) : 0;
      return { amount: Math.min(remaining, lines + tip), itemIds: ids };
    }
  }
}

/** What the same share comes to once `removed` lines are off the bill (nothing when none of its lines is left). */
function shareWithout(
  split: PaymentSplit,
  removed: Set<number>,
  due: AmountDue,
  balance: PurchaseBalance,
): number {
  if (split.kind === 'items') {
    const left = split.item_ids.filter((id) => !removed.has(id));
    return left.length === 0 ? 0 : shareOf({ kind: 'items', item_ids: left }, due, balance).amount;
  }
  if (split.kind === 'custom') return Math.min(split.amount_minor, balance.remaining_minor);
  return shareOf(split, due, balance).amount;
}

/**
 * A table mate changed the bill (a tip, a line, a payment) after the diner saw their amount: they are
 * charged nothing and told the new amount, so no one pays a figure they did not agree to. A request
 * without the amount (an older client) is charged what the server computes.
 */
function refuseChangedAmount(request: PaymentRequest, amount: number): void {
  const expected = request.expected_amount_minor;
  if (expected === undefined || expected === amount) return;
  throw conflict('amount_changed', 'The bill changed since this amount was shown: check it and pay again', {
    amount_minor: amount,
    expected_amount_minor: expected,
  });
}

/** The purchase's row, held until the transaction ends: its payments are decided one after the other. */
export async function lockPurchase(tx: Tx, id: number) {
  const [row] = await tx.select().from(purchases).where(eq(purchases.id, id)).for('update').limit(1);
  if (!row) throw notFound('purchase_not_found', `No purchase ${id}`);
  return row;
}

export async function paymentsOf(tx: Tx, purchaseId: number): Promise<PaymentRow[]> {
  return tx.select().from(payments).where(eq(payments.purchaseId, purchaseId));
}

/** The bill after sold-out lines went: the new amounts, and a new version for the table mates' screens. */
async function soldOutOutcome(
  tx: Tx,
  purchase: { id: number; status: string; instanceId: number },
  split: PaymentSplit,
  soldOut: SoldOutLines,
  rows: PaymentRow[],
): Promise<SoldOutOutcome> {
  const due = await loadAmountDue(tx, purchase.id);
  const balance = balanceOf(purchase, due, rows);
  await tx
    .update(purchases)
    .set({ version: sql`${purchases.version} + 1`, updatedAt: sql`now()` })
    .where(eq(purchases.id, purchase.id));
  if (soldOut.menuChanged) await bumpInstanceVersion(tx, purchase.instanceId);
  const removed = new Set(soldOut.removed.map((line) => line.id));
  return {
    kind: 'sold_out',
    ...soldOut,
    amountMinor: shareWithout(split, removed, due, balance),
    dueMinor: due.dueMinor,
  };
}

/**
 * One payment, in one transaction holding the purchase's row: payers of one table are decided one after
 * the other, so their payments never add up to more than the due; a key already used by this profile
 * on this purchase answers its first payment and charges nothing (422 `idempotency_key_reused` when the
 * request differs), before the amount is computed again (a retry answers what it paid, whatever the bill
 * is now). Products of the share that went out of stock are taken off the bill and nothing is charged
 * (`takeOffSoldOutLines`: the route refuses with the new amount). A share that is not the amount the
 * diner was shown is refused (`refuseChangedAmount`). A share below the currency's minimum charge that
 * does not settle the bill is refused (card testing is made of tiny charges). What the payment settles
 * follows in `settleBalance`.
 */
export async function charge(
  db: Db,
  provider: PaymentProvider,
  input: ChargeInput,
): Promise<ChargeOutcome | SoldOutOutcome> {
  const { request } = input;
  return withTransaction(db, async (tx) => {
    const purchase = await lockPurchase(tx, input.purchaseId);
    const [earlier] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.purchaseId, input.purchaseId),
          eq(payments.profileId, input.profileId),
          eq(payments.idempotencyKey, input.idempotencyKey),
        ),
      )
      .limit(1);
    const due = await loadAmountDue(tx, input.purchaseId);
    const requestHash = paymentRequestHash(request);
    if (earlier) {
      // A key promises one request: the same key with another body is a client bug, never its first payment.
      if (earlier.requestHash !== null && earlier.requestHash !== requestHash) {
        throw new HttpError(
          422,
          'idempotency_key_reused',
          'This Idempotency-Key was already used for another payment request: send a new key',
        );
      }
      return {
        kind: 'charged',
        row: earlier,
        balance: balanceOf(purchase, due, await paymentsOf(tx, purchase.id)),
        created: false,
      };
    }
    if (purchase.status !== 'open')
      throw conflict('purchase_closed', 'This purchase is closed: scan the table QR again');
    // A manual payment opens at zero until the diner types the waiter's bill: nothing is charged before.
    if (purchase.manualAmount !== null && purchase.manualAmount <= 0) {
      throw conflict('manual_amount_missing', "Type the amount of the waiter's bill before paying");
    }
    const minimumMinor = toMinor(input.minimumOrder, due.currency);
    if (due.itemsMinor < minimumMinor) {
      throw conflict('below_minimum_order', 'The minimum purchase value is not reached', {
        minimum_minor: minimumMinor,
      });
    }
    const rows = await paymentsOf(tx, purchase.id);
    const before = balanceOf(purchase, due, rows);
    if (before.remaining_minor === 0)
      throw conflict('nothing_to_pay', 'Nothing is left to pay on this purchase');
    const share = shareOf(request.split, due, before);
    const soldOut = await takeOffSoldOutLines(tx, purchase.id, linesPaidBy(request.split, share, before));
    if (soldOut) return soldOutOutcome(tx, purchase, request.split, soldOut, rows);
    if (share.amount <= 0) throw conflict('nothing_to_pay', 'Nothing is left to pay for this share');
    refuseChangedAmount(request, share.amount);
    if (isBelowMinimumCharge(share.amount, before.remaining_minor, due.currency)) {
      throw conflict('below_minimum_charge', 'This share is below the smallest charge allowed', {
        minimum_minor: minimumChargeMinor(due.currency),
      });
    }
    // The coupon's use is taken before anything is charged: a refusal charges nothing.
    await redeemCoupon(tx, purchase, input.profileId);

    const number = request.method === 'card' && request.card ? cardDigits(request.card.number) : null;
    const [inserted] = await tx
      .insert(payments)
      .values({
        instanceId: input.instanceId,
        purchaseId: purchase.id,
        profileId: input.profileId,
        idempotencyKey: input.idempotencyKey,
        requestHash,
        method: request.method,
        status: 'pending',
        amountMinor: share.amount,
        currency: due.currency,
        split: request.split,
        itemIds: share.itemIds,
        cardLast4: number ? number.slice(-4) : null,
        cardBrand: number ? cardBrand(number) : null,
      })
      .returning();
    if (!inserted) throw new Error('payment not recorded');

    const result = OFFLINE_METHODS.has(request.method)
      ? { status: 'pending' as const, reason: 'awaiting_staff', providerRef: null, redirectUrl: null }
      : provider.charge({
          paymentId: inserted.id,
          method: request.method,
          amountMinor: share.amount,
          currency: due.currency,
          ...(request.card ? { card: request.card } : {}),
          ...(request.pse ? { pse: request.pse } : {}),
          ...(request.nequi ? { nequiPhone: request.nequi.phone } : {}),
          ...(input.returnBase ? { returnUrl: `${input.returnBase}${inserted.id}` } : {}),
        });
    const [row] = await tx
      .update(payments)
      .set({
        status: result.status,
        reason: result.reason,
        providerRef: result.providerRef,
        // Kept for its payer's way back to the bank after a reload; only the provider names it.
        redirectUrl: result.redirectUrl,
        updatedAt: sql`now()`,
      })
      .where(eq(payments.id, inserted.id))
      .returning();
    if (!row) throw new Error('payment not updated');
    const balance = await settleBalance(tx, purchase.id, due);
    return { kind: 'charged', row, balance, created: true };
  });
}

/**
 * What a payment that changed (made, or settled by the staff or the bank) does to its purchase, in the
 * same transaction, and the balance after it:
 * - paid lines reach the kitchen: the lines of approved payments split by lines, and every pending line
 *   once approved payments cover the due (whatever the table class: nothing paid stays unsent), or, for a
 *   delivery or take-away order, once approved payments and those made on handover (cash) cover it;
 * - the coupon's use is given back when no payment holds money any more;
 * - paid in full, a purchase that pays before the kitchen (plazoleta, no-incremental, room service,
 *   delivery and take-away) stays open until the staff close it; any other closes (the table's next scan
 *   opens a new one, and the kitchen keeps its lines until they are served);
 * - the version is bumped (table mates hear of it on the live channel).
 */
export async function settleBalance(tx: Tx, purchaseId: number, due?: AmountDue): Promise<PurchaseBalance> {
  const amount = due ?? (await loadAmountDue(tx, purchaseId));
  const rows = await paymentsOf(tx, purchaseId);
  const open = balanceOf({ id: purchaseId, status: 'open' }, amount, rows);
  const paidInFull = amount.dueMinor > 0 && open.paid_minor >= amount.dueMinor;
  const [context] = await tx
    .select({ onTableClass: suppliers.onTableClass, tableKind: tables.kind, service: purchases.service })
    .from(purchases)
    .innerJoin(suppliers, eq(suppliers.id, purchases.supplierId))
    .leftJoin(tables, eq(tables.id, purchases.tableId))
    .where(eq(purchases.id, purchaseId))
    .limit(1);
  // A delivery or take-away order is paid before the kitchen starts, and stays open while the staff move
  // it to the diner's door (its statuses), like the table classes that pay first.
  const paysFirst = context
    ? context.service !== 'on_table' || tableRules(context.onTableClass, context.tableKind).payment_required
    : false;
  // Paid on handover (cash at the door or the counter): the order is placed once those payments cover the
  // due, and the staff settle them when they hand it over.
  const promisedOnHandover =
    context && context.service !== 'on_table'
      ? rows
          .filter((row) => row.status === 'pending' && AT_HANDOVER_METHODS.has(row.method))
          .reduce((sum, row) => sum + row.amountMinor, 0)
      : 0;
  const placed = amount.dueMinor > 0 && open.paid_minor + promisedOnHandover >= amount.dueMinor;
  await sendPaidLines(tx, purchaseId, rows, paidInFull || placed);
  if (!rows.some((row) => HOLDING_STATUSES.includes(row.status))) await releaseCoupon(tx, purchaseId);
  const [updated] = await tx
    .update(purchases)
    .set({
      version: sql`${purchases.version} + 1`,
      updatedAt: sql`now()`,
      ...(paidInFull && !paysFirst ? { status: 'closed' as const } : {}),
    })
    .where(eq(purchases.id, purchaseId))
    .returning({ id: purchases.id, status: purchases.status });
  return balanceOf(updated ?? { id: purchaseId, status: 'closed' }, amount, rows);
}

/** Pending → ordered for what approved payments pay: their lines, or every line once the due is paid. */
async function sendPaidLines(
  tx: Tx,
  purchaseId: number,
  rows: PaymentRow[],
  paidInFull: boolean,
): Promise<void> {
  const pending = and(eq(purchaseItems.purchaseId, purchaseId), eq(purchaseItems.status, 'pending'));
  if (paidInFull) {
    await tx
      .update(purchaseItems)
      .set({ status: 'ordered', sentAt: sql`now()` })
      .where(pending);
    return;
  }
  const paidLines = [
    ...new Set(rows.filter((row) => row.status === 'approved').flatMap((row) => row.itemIds)),
  ];
  if (paidLines.length === 0) return;
  await tx
    .update(purchaseItems)
    .set({ status: 'ordered', sentAt: sql`now()` })
    .where(and(pending, inArray(purchaseItems.id, paidLines)));
}

/**
 * Inside the purchase's lock: a payment that waits becomes approved or declined, and its bill follows
 * (`settleBalance`). Null when it no longer waits (settled or cancelled before).
 */
export async function settlePending(
  tx: Tx,
  paymentId: number,
  status: 'approved' | 'declined',
): Promise<{ row: PaymentRow; balance: PurchaseBalance } | null> {
  const [row] = await tx
    .update(payments)
    .set({ status, reason: status === 'declined' ? 'payment_declined' : null, updatedAt: sql`now()` })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
    .returning();
  if (!row) return null;
  return { row, balance: await settleBalance(tx, row.purchaseId) };
}

/** The staff confirm or refuse a pending payment (cash, card reader, transfer, a pending card, PSE). */
export async function settlePayment(
  db: Db,
  paymentId: number,
  instanceId: number | null,
  status: 'approved' | 'declined',
  /** The staff member who settles it (written to the audit log with the change); absent for the bank. */
  actor?: AuditActor,
): Promise<{ row: PaymentRow; balance: PurchaseBalance }> {
  return withTransaction(db, async (tx) => {
    const [found] = await tx.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
    if (!found || (instanceId !== null && found.instanceId !== instanceId)) {
      throw notFound('payment_not_found', `No payment ${paymentId}`);
    }
    await lockPurchase(tx, found.purchaseId);
    const settled = await settlePending(tx, paymentId, status);
    if (!settled) throw conflict('payment_not_pending', 'This payment is already settled');
    const { row, balance } = settled;
    if (actor) {
      await recordAudit(tx, {
        instanceId: found.instanceId,
        actor,
        action: status === 'approved' ? 'payment.approve' : 'payment.decline',
        objectType: 'payment',
        objectId: paymentId,
        details: { purchase_id: found.purchaseId, method: found.method, amount_minor: found.amountMinor },
      });
    }
    return { row, balance };
  });
}
