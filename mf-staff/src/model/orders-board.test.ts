import { describe, expect, it } from 'vitest';
import type { StaffOrder } from 'shared-contracts';
import { nextStatusOf, ordersByStep } from './orders-board.ts';

const order = (id: number, service: StaffOrder['service'], order_status: StaffOrder['order_status']) =>
  ({ id, service, order_status }) as StaffOrder;

describe('the orders board', () => {
  it('puts each paid delivery and take-away order in its step, leaving out carts and table bills', () => {
    const columns = ordersByStep([
      order(1, 'delivery', 'accepted'),
      order(2, 'take_away', 'packed'),
      order(3, 'delivery', 'in_progress'),
      order(4, 'on_table', 'preparation'),
      order(5, 'delivery', 'accepted'),
    ]);
    expect(columns.map((column) => column.step)).toEqual([
      'accepted',
      'preparation',
      'packed',
      'on_the_way',
      'delivered',
    ]);
    expect(columns.map((column) => column.orders.map((o) => o.id))).toEqual([[1, 5], [], [2], [], []]);
  });

  it('moves a delivery through every step and a take-away order past "on the way", then finishes it', () => {
    expect(nextStatusOf(order(1, 'delivery', 'accepted'))).toBe('preparation');
    expect(nextStatusOf(order(1, 'delivery', 'packed'))).toBe('on_the_way');
    expect(nextStatusOf(order(1, 'delivery', 'on_the_way'))).toBe('delivered');
    expect(nextStatusOf(order(2, 'take_away', 'packed'))).toBe('delivered');
    expect(nextStatusOf(order(2, 'take_away', 'delivered'))).toBe('finished');
    expect(nextStatusOf(order(3, 'delivery', 'in_progress'))).toBeNull();
    expect(nextStatusOf(order(4, 'on_table', 'preparation'))).toBeNull();
  });
});
