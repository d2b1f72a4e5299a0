import { describe, expect, it } from 'vitest';
import type { PurchaseBalance, StaffOrder, StaffOrderLine } from 'shared-contracts';
import { billDue, closeCost } from './close-cost.ts';

const line = (id: number, status: StaffOrderLine['status'], count = 1) =>
  ({ id, label: `Line ${id}`, count, status }) as unknown as StaffOrderLine;
const balance = (due: number, paid: number, pending = 0) =>
  ({
    currency: 'COP',
    due_minor: due,
    paid_minor: paid,
    pending_minor: pending,
    remaining_minor: Math.max(0, due - paid - pending),
  }) as unknown as PurchaseBalance;
const order = (items: StaffOrderLine[], bill: PurchaseBalance | null) =>
  ({ id: 7, items, balance: bill }) as unknown as StaffOrder;

describe('closeCost', () => {
  it('is nothing for a bill paid in full with every product delivered: it closes at once', () => {
    expect(closeCost(order([line(1, 'delivered', 2)], balance(14000, 14000)))).toBeNull();
    expect(closeCost(order([], balance(0, 0)))).toBeNull();
  });

  it('names the money not paid and the products not delivered yet', () => {
    expect(closeCost(order([line(1, 'ordered', 2), line(2, 'delivered')], balance(14000, 0)))).toEqual({
      unpaid: { minor: 14000, currency: 'COP' },
      awaitingMinor: 0,
      undelivered: 2,
    });
  });

  it('counts a payment still waiting for the staff as not paid, and says how much of it waits', () => {
    expect(closeCost(order([line(1, 'delivered')], balance(14000, 4000, 6000)))).toEqual({
      unpaid: { minor: 10000, currency: 'COP' },
      awaitingMinor: 6000,
      undelivered: 0,
    });
  });

  it('counts only the products when the bill is paid or its money is unknown here', () => {
    expect(closeCost(order([line(1, 'prepared'), line(2, 'pending', 3)], balance(9000, 9000)))).toEqual({
      unpaid: null,
      awaitingMinor: 0,
      undelivered: 4,
    });
    expect(closeCost(order([line(1, 'ordered')], null))).toEqual({
      unpaid: null,
      awaitingMinor: 0,
      undelivered: 1,
    });
  });
});

describe('billDue', () => {
  it('counts what is not paid for sure, a payment waiting for the staff included, and how much of it waits', () => {
    expect(billDue(balance(38000, 0, 38000))).toEqual({ unpaidMinor: 38000, awaitingMinor: 38000 });
    expect(billDue(balance(14000, 4000, 6000))).toEqual({ unpaidMinor: 10000, awaitingMinor: 6000 });
    expect(billDue(balance(14000, 14000))).toEqual({ unpaidMinor: 0, awaitingMinor: 0 });
  });

  it('never says more is due or waits than the bill lacks (a tip or change paid over)', () => {
    expect(billDue(balance(14000, 16000, 2000))).toEqual({ unpaidMinor: 0, awaitingMinor: 0 });
  });
});
