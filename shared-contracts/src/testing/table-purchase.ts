import type { PurchaseBalance } from '../schemas/payment.ts';
import type { PurchaseItem, TablePurchase } from '../schemas/table-order.ts';

/** A valid line of a table purchase (a pending Gaseosa added by profile 9), with `overrides` on top. */
export function makePurchaseItem(overrides: Partial<PurchaseItem> = {}): PurchaseItem {
  return {
    id: 1,
    product_id: 1,
    label: 'Gaseosa',
    image: '',
    alcoholic: false,
    profile_id: 9,
    profile_name: 'Diner',
    count: 1,
    unit_price: 5000,
    total: 5000,
    options: [],
    comment: '',
    status: 'pending',
    ...overrides,
  };
}

/** A valid open purchase of table M03 (checkout class) with `items`, its totals derived from them. */
export function makeTablePurchase(version = 1, items: PurchaseItem[] = []): TablePurchase {
  return {
    rate_token: 'rate-token-7',
    opened_at: '2026-11-22T19:00:00.000Z',
    id: 7,
    supplier_id: 1,
    table: { code: 'M03', kind: 'table' },
    table_shared: true,
    service: 'on_table',
    subservice: null,
    delivery: null,
    status: 'open',
    order_status: 'in_progress',
    rules: {
      on_table_class: 'checkout',
      payment_required: false,
      send_to_prepare_required: true,
      list_only: false,
      can_call_waiter: true,
    },
    comment: '',
    waiter_called: false,
    waiter_answered: false,
    tip: null,
    items,
    manual_amount: null,
    total: items.reduce((sum, item) => sum + item.total, 0),
    count_ordered: items
      .filter((item) => item.status !== 'pending')
      .reduce((sum, item) => sum + item.count, 0),
    count_pending: items
      .filter((item) => item.status === 'pending')
      .reduce((sum, item) => sum + item.count, 0),
    version,
  };
}

/**
 * The balance of purchase `purchase_id` in pesos with nothing paid yet: its items and tip make the due,
 * all of it remaining; `overrides` on top.
 */
export function makePurchaseBalance(
  overrides: Partial<PurchaseBalance> & Pick<PurchaseBalance, 'purchase_id'>,
): PurchaseBalance {
  const items = overrides.items_minor ?? 0;
  const tip = overrides.tip_minor ?? 0;
  return {
    currency: 'COP',
    items_minor: items,
    tip_minor: tip,
    delivery_fee_minor: 0,
    discount_minor: 0,
    coupon_code: null,
    due_minor: items + tip,
    paid_minor: 0,
    pending_minor: 0,
    remaining_minor: items + tip,
    paid_item_ids: [],
    closed: false,
    ...overrides,
  };
}
