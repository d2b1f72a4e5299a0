import { describe, expect, it } from 'vitest';
import { orderIsOver, orderIsRateable } from './table-order.ts';

const order = (service: 'on_table' | 'delivery' | 'take_away', order_status: string, status = 'open') =>
  ({ service, order_status, status }) as Parameters<typeof orderIsOver>[0];

describe("an order's progress for the diner", () => {
  it('a delivered delivery or take-away order is over and rateable though its purchase stays open', () => {
    for (const service of ['delivery', 'take_away'] as const) {
      expect(orderIsOver(order(service, 'on_the_way'))).toBe(false);
      expect(orderIsOver(order(service, 'delivered'))).toBe(true);
      expect(orderIsRateable(order(service, 'delivered'))).toBe(true);
      expect(orderIsOver(order(service, 'cancelled'))).toBe(true);
      expect(orderIsRateable(order(service, 'cancelled'))).toBe(false);
      expect(orderIsRateable(order(service, 'finished'))).toBe(true);
    }
  });

  it("a table's order is over when its account closes or the staff end it; served lines are not the end", () => {
    expect(orderIsOver(order('on_table', 'delivered'))).toBe(false);
    expect(orderIsRateable(order('on_table', 'delivered'))).toBe(false);
    expect(orderIsOver(order('on_table', 'closed_account', 'closed'))).toBe(true);
    expect(orderIsRateable(order('on_table', 'closed_account', 'closed'))).toBe(true);
    expect(orderIsOver(order('on_table', 'finished'))).toBe(true);
  });
});
