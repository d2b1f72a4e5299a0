import {
  toMinor,
  type Currency,
  type PaymentSplit,
  type PurchaseBalance,
  type TablePurchase,
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

/** The request's split, or null while the choice is incomplete. */
export function toSplit(choice: SplitChoice, currency: Currency): PaymentSplit | null {
  switch (choice.kind) {
    case 'full':
      return { kind: 'full' };
    case 'items':
      return choice.itemIds.length > 0 ? { kind: 'items', item_ids: choice.itemIds } : null;
    case 'equal': {
      const parts = Number(choice.parts);
      return Number.isInteger(parts) && parts >= 2 && parts <= 50 ? { kind: 'equal', parts } : null;
    }
    case 'custom': {
      const amount = toMinor(Number(choice.custom.replace(',', '.')), currency);
      return Number.isFinite(amount) && amount > 0 ? { kind: 'custom', amount_minor: amount } : null;
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
