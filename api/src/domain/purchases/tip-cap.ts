import { toMinor } from 'shared-contracts/money';
import { TIP_MAX_PERCENT, tipCapMinor } from 'shared-contracts/payment-limits';
import type { PurchaseTip } from 'shared-contracts/schemas';
import { conflict } from '../../lib/errors.ts';
import type { AmountDue } from './amount-due.ts';

/**
 * A tip the table asks for, against its items as they are: a percent over `TIP_MAX_PERCENT`, or a custom
 * value over that share of the items, is 409 `tip_too_large` (with both limits). A tip left out is
 * never refused.
 */
export function requireTipWithinCap(tip: PurchaseTip, due: AmountDue): void {
  if (!tip.include) return;
  const maxMinor = tipCapMinor(due.itemsMinor);
  const over =
    tip.custom_value !== null
      ? toMinor(tip.custom_value, due.currency) > maxMinor
      : (tip.percent ?? 0) > TIP_MAX_PERCENT;
  if (over) {
    throw conflict('tip_too_large', `The tip may be at most ${TIP_MAX_PERCENT} % of the items`, {
      max_percent: TIP_MAX_PERCENT,
      max_minor: maxMinor,
    });
  }
}
