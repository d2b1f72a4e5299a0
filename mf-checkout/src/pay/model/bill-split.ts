import {
  MAX_MANUAL_AMOUNT,
  parseTypedAmount,
  SPLIT_PARTS_MAX,
  SPLIT_PARTS_MIN,
  toMinor,
  type Currency,
  type PaymentSplit,
  type PurchaseBalance,
  type TablePurchase,
  type TypedAmountError,
} from 'shared-contracts';

/** How the diner splits the bill, as the form holds it. */
export interface SplitChoice {
  kind: PaymentSplit['kind'];
  itemIds: number[];
  parts: string;
  /** Major units as typed. */
  custom: string;
}

export const FULL_BILL: SplitChoice = { kind: 'full', itemIds: [], parts: '2', custom: '' };

/**
 * The choice without the products someone already paid (a table mate's payment, seen live or in a refusal):
 * they can no longer be this diner's share. The same choice when none of its products are paid.
 */
export function withoutPaidItems(choice: SplitChoice, paidItemIds: readonly number[]): SplitChoice {
  const itemIds = choice.itemIds.filter((id) => !paidItemIds.includes(id));
  return itemIds.length === choice.itemIds.length ? choice : { ...choice, itemIds };
}

/**
 * What keeps the choice from being a share to pay: parts outside the bounds, no product chosen, or why the
 * amount typed is not one (`required` while nothing is typed).
 */
export type SplitProblem = 'parts' | 'items' | TypedAmountError;

/** The request's split, or what the choice still needs. */
export function readSplit(
  choice: SplitChoice,
  currency: Currency,
): { split: PaymentSplit } | { problem: SplitProblem } {
  switch (choice.kind) {
    case 'full':
      return { split: { kind: 'full' } };
    case 'items':
      return choice.itemIds.length > 0
        ? { split: { kind: 'items', item_ids: choice.itemIds } }
        : { problem: 'items' };
    case 'equal': {
      const parts = Number(choice.parts);
      return Number.isInteger(parts) && parts >= SPLIT_PARTS_MIN && parts <= SPLIT_PARTS_MAX
        ? { split: { kind: 'equal', parts } }
        : { problem: 'parts' };
    }
    case 'custom': {
      // Read as the diner wrote it ("20.000" pesos is twenty thousand), never turned into another number.
      const typed = parseTypedAmount(choice.custom, currency, { allowZero: false, max: MAX_MANUAL_AMOUNT });
      return 'amount' in typed
        ? { split: { kind: 'custom', amount_minor: toMinor(typed.amount, currency) } }
        : { problem: typed.error };
    }
  }
}

/**
 * What this diner would pay, as the server will compute it (shown before paying; the server's figure is
 * the one charged).
 */
export function previewShare(
  split: PaymentSplit | null,
  balance: PurchaseBalance,
  purchase: TablePurchase | null,
): number {
  if (!split) return 0;
  const remaining = balance.remaining_minor;
  switch (split.kind) {
    case 'full':
      return remaining;
    case 'equal':
      return Math.min(remaining, Math.ceil(balance.due_minor / split.parts));
    case 'custom':
      return split.amount_minor;
    case 'items': {
      const lines = (purchase?.items ?? [])
        .filter((item) => split.item_ids.includes(item.id))
        .reduce((sum, item) => sum + toMinor(item.unit_price, balance.currency) * item.count, 0);
      const tip = balance.items_minor > 0 ? Math.round((balance.tip_minor * lines) / balance.items_minor) : 0;
      return Math.min(remaining, lines + tip);
    }
  }
}
