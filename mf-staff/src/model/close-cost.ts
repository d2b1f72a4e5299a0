import type { Currency, PurchaseBalance, StaffOrder } from 'shared-contracts';

/** What closing an open bill would leave behind: money not paid yet and products not delivered yet. */
export interface CloseCost {
  /** Money the bill still lacks (a payment waiting for the staff counts as not paid); null when none. */
  unpaid: { minor: number; currency: Currency } | null;
  /**
   * How much of `unpaid` is in payments waiting for the staff (cash or a card reader to confirm, a
   * transfer's proof to check): closing now leaves them unconfirmed. 0 when none.
   */
  awaitingMinor: number;
  /** How many products (counting each unit) are not at the table yet: unsent, in the kitchen or ready. */
  undelivered: number;
}

/**
 * A bill's money as the staff must read it: what is not paid for sure (due − paid: a payment waiting for
 * the staff is not money yet, so the API's `remaining_minor`, which leaves it out, would show a bill paid
 * by a cash payment nobody took as settled), and how much of that waits for the staff to confirm.
 */
export function billDue(balance: PurchaseBalance): { unpaidMinor: number; awaitingMinor: number } {
  const unpaidMinor = Math.max(0, balance.due_minor - balance.paid_minor);
  return { unpaidMinor, awaitingMinor: Math.min(unpaidMinor, balance.pending_minor) };
}

/**
 * What closing `order` would cost, or null when nothing is due and every product was delivered: such a
 * bill closes at once, any other waits for the waiter to confirm, so one tap cannot drop money still owed.
 * Without the payments capability the bill's money is unknown here and only the products count.
 */
export function closeCost(order: StaffOrder): CloseCost | null {
  const balance = order.balance;
  const { unpaidMinor, awaitingMinor } = balance ? billDue(balance) : { unpaidMinor: 0, awaitingMinor: 0 };
  const undelivered = order.items
    .filter((line) => line.status !== 'delivered')
    .reduce((sum, line) => sum + line.count, 0);
  if (unpaidMinor === 0 && undelivered === 0) return null;
  return {
    unpaid: balance && unpaidMinor > 0 ? { minor: unpaidMinor, currency: balance.currency } : null,
    awaitingMinor,
    undelivered,
  };
}
