import { describe, expect, it } from 'vitest';
import { cartIconAction, cartIconLabel, type CartIconInput } from './cart-icon-rule.ts';

const onTable = (overrides: Partial<CartIconInput>): CartIconInput => ({
  service: 'on_table',
  subservice: null,
  onTableClass: 'checkout',
  inAppPayment: false,
  tablePurchaseId: null,
  tableItemCount: 0,
  ...overrides,
});

describe('cart icon rule', () => {
  it('opens the cart in progress for delivery, take-away and a diner without a service', () => {
    expect(cartIconAction(onTable({ service: 'delivery' }))).toEqual({ kind: 'cart-in-progress' });
    expect(cartIconAction(onTable({ service: 'take_away' }))).toEqual({ kind: 'cart-in-progress' });
    expect(cartIconAction(onTable({ service: null }))).toEqual({ kind: 'cart-in-progress' });
  });

  it('opens my order with the default tip when the table has items or the branch takes in-app payment', () => {
    const tip = { include: true, percent: 10 };
    expect(cartIconAction(onTable({ tablePurchaseId: 'p1', tableItemCount: 2 }))).toEqual({
      kind: 'my-order',
      purchaseId: 'p1',
      tip,
    });
    expect(
      cartIconAction(
        onTable({ tablePurchaseId: 'p1', tableItemCount: 1, inAppPayment: true, onTableClass: 'checkout' }),
      ),
    ).toEqual({ kind: 'my-order', purchaseId: 'p1', tip });
    // A list-only table without in-app payment shows its list.
    expect(
      cartIconAction(onTable({ tablePurchaseId: 'p1', tableItemCount: 1, onTableClass: 'my-list' })),
    ).toEqual({ kind: 'my-order', purchaseId: 'p1', tip });
  });

  it("pays a list-only table's bill with the manual payment, also once the diner has a list", () => {
    // The list is what the diner shows the waiter, not a bill: what is paid is the waiter's bill.
    expect(
      cartIconAction(
        onTable({ tablePurchaseId: 'p1', tableItemCount: 3, inAppPayment: true, onTableClass: 'basic' }),
      ),
    ).toEqual({ kind: 'create-manual-payment', amount: 0 });
  });

  it('creates a zero manual payment first for my-list or basic with in-app payment and no purchase', () => {
    expect(cartIconAction(onTable({ onTableClass: 'my-list', inAppPayment: true }))).toEqual({
      kind: 'create-manual-payment',
      amount: 0,
    });
    expect(cartIconAction(onTable({ onTableClass: 'basic', inAppPayment: true }))).toEqual({
      kind: 'create-manual-payment',
      amount: 0,
    });
    // The checkout class never creates one: it has nothing to pay yet.
    expect(cartIconAction(onTable({ onTableClass: 'checkout', inAppPayment: true }))).toEqual({
      kind: 'no-pending-payments',
    });
  });

  it('says there is nothing pending when the table has no items, with or without in-app payment', () => {
    expect(cartIconAction(onTable({ tablePurchaseId: 'p1' }))).toEqual({ kind: 'no-pending-payments' });
    // The seated diner's empty table order: nothing to pay, whatever the branch takes.
    expect(cartIconAction(onTable({ tablePurchaseId: 'p1', inAppPayment: true }))).toEqual({
      kind: 'no-pending-payments',
    });
    expect(cartIconAction(onTable({ subservice: 'room' }))).toEqual({ kind: 'no-pending-payments' });
  });
});

describe('cart icon label', () => {
  it("names a room's order by its room, a table's by its table, else the cart", () => {
    expect(cartIconLabel({ service: 'on_table', subservice: 'room' })).toBe('roomOrder');
    expect(cartIconLabel({ service: 'on_table', subservice: null })).toBe('tableOrder');
    expect(cartIconLabel({ service: 'delivery', subservice: 'schedule' })).toBe('cart');
    expect(cartIconLabel({ service: null, subservice: null })).toBe('cart');
  });
});
