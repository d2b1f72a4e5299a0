import { describe, expect, it } from 'vitest';
import { LIMITS } from '../constants.ts';
import { makePurchaseItem, makeTablePurchase } from '../testing/table-purchase.ts';
import {
  billClosedBetween,
  billClosedMessage,
  keepLatest,
  paymentMessage,
  purchaseMessages,
} from './diner-messages.ts';

describe('keepLatest', () => {
  it(`keeps the last ${LIMITS.chatMessages} messages, dropping the oldest`, () => {
    let list = keepLatest([], [{ key: 'orderSent', values: { count: 1 } }]);
    for (const key of [
      'orderPrepared',
      'waiterComing',
      'paymentApproved',
      'paymentPending',
      'tableClosed',
    ] as const) {
      list = keepLatest(list, [{ key }]);
    }
    expect(list).toHaveLength(5);
    expect(list.map((message) => message.key)).toEqual([
      'orderPrepared',
      'waiterComing',
      'paymentApproved',
      'paymentPending',
      'tableClosed',
    ]);
    expect(list.map((message) => message.id)).toEqual([2, 3, 4, 5, 6]);
    const many = keepLatest(
      list,
      Array.from({ length: 7 }, () => ({ key: 'orderDelivered' as const })),
    );
    expect(many.map((message) => message.id)).toEqual([9, 10, 11, 12, 13]);
  });
});

describe('purchaseMessages', () => {
  type Status = 'pending' | 'ordered' | 'prepared' | 'delivered';
  /** Profile 9 is the diner the messages are for; profile 4 a table mate. */
  const ME = 9;
  const MATE = 4;
  const line = (id: number, status: Status, count = 1, profileId = ME) =>
    makePurchaseItem({ id, status, count, profile_id: profileId });
  const before = makeTablePurchase(3, [line(1, 'ordered', 2), line(2, 'ordered')]);

  it("tells what of the diner's own order reached the kitchen, what is ready and what was served", () => {
    const after = makeTablePurchase(4, [line(1, 'prepared', 2), line(2, 'ordered'), line(3, 'ordered', 3)]);
    expect(purchaseMessages(before, after, ME)).toEqual([
      { key: 'orderSent', values: { count: 3 } },
      { key: 'orderPartlyPrepared', values: { count: 2 } },
    ]);
    const allReady = makeTablePurchase(5, [
      line(1, 'prepared', 2),
      line(2, 'prepared'),
      line(3, 'prepared', 3),
    ]);
    expect(purchaseMessages(after, allReady, ME)).toEqual([{ key: 'orderPrepared', values: { count: 4 } }]);
    const served = makeTablePurchase(6, [line(1, 'delivered', 2), line(2, 'ordered')]);
    expect(purchaseMessages(after, served, ME)).toEqual([{ key: 'orderDelivered', values: { count: 2 } }]);
  });

  it("tells each diner of a shared table only about their own lines, and a mate's cooking is not theirs", () => {
    // My tacos (1) and a mate's quesadilla (2) go to the kitchen in one send.
    const added = makeTablePurchase(3, [line(1, 'pending'), line(2, 'pending', 1, MATE)]);
    const sent = makeTablePurchase(4, [line(1, 'ordered'), line(2, 'ordered', 1, MATE)]);
    expect(purchaseMessages(added, sent, ME)).toEqual([{ key: 'orderSent', values: { count: 1 } }]);
    expect(purchaseMessages(added, sent, MATE)).toEqual([{ key: 'orderSent', values: { count: 1 } }]);
    // My tacos are ready while the quesadilla still cooks: all of my order is, none of the mate's.
    const tacosReady = makeTablePurchase(5, [line(1, 'prepared'), line(2, 'ordered', 1, MATE)]);
    expect(purchaseMessages(sent, tacosReady, ME)).toEqual([{ key: 'orderPrepared', values: { count: 1 } }]);
    expect(purchaseMessages(sent, tacosReady, MATE)).toEqual([]);
    // The quesadilla is ready and served together with the tacos: each diner hears of their own dish.
    const served = makeTablePurchase(6, [line(1, 'delivered'), line(2, 'delivered', 1, MATE)]);
    expect(purchaseMessages(tacosReady, served, ME)).toEqual([
      { key: 'orderDelivered', values: { count: 1 } },
    ]);
    expect(purchaseMessages(tacosReady, served, MATE)).toEqual([
      { key: 'orderDelivered', values: { count: 1 } },
    ]);
    // No profile (not known yet): no line is this diner's.
    expect(purchaseMessages(added, sent, null)).toEqual([]);
  });

  it("tells every diner the waiter's answer, but not for a call the bill's close cleared (told apart)", () => {
    const calling = { ...makeTablePurchase(3), waiter_called: true };
    expect(purchaseMessages(calling, makeTablePurchase(4), ME)).toEqual([{ key: 'waiterComing' }]);
    expect(purchaseMessages(calling, makeTablePurchase(4), MATE)).toEqual([{ key: 'waiterComing' }]);
    expect(purchaseMessages(calling, { ...makeTablePurchase(4), status: 'closed' }, ME)).toEqual([]);
  });

  it('says nothing for another purchase, an older version or the first one seen', () => {
    const after = makeTablePurchase(4, [line(1, 'prepared', 2), line(2, 'ordered')]);
    expect(purchaseMessages(null, after, ME)).toEqual([]);
    expect(purchaseMessages(before, { ...after, id: before.id + 1 }, ME)).toEqual([]);
    expect(purchaseMessages(after, before, ME)).toEqual([]);
  });
});

describe('a closed bill', () => {
  it('is a newer version of the same purchase that went from open to closed', () => {
    const open = makeTablePurchase(3);
    const closed = { ...makeTablePurchase(4), status: 'closed' as const };
    expect(billClosedBetween(open, closed)).toBe(true);
    expect(billClosedBetween(null, closed)).toBe(false);
    expect(billClosedBetween(closed, { ...closed, version: 5 })).toBe(false);
    expect(billClosedBetween(open, { ...closed, id: 8 })).toBe(false);
    expect(billClosedBetween(open, { ...closed, version: 3 })).toBe(false);
  });

  it('names what the app did not receive, thanks only a paid bill, and only says closed otherwise', () => {
    expect(billClosedMessage({ kind: 'closedDue', remainingMinor: 19000, currency: 'COP' })).toEqual({
      key: 'tableClosedDue',
      values: { amount: '$\u00a019.000' },
    });
    expect(billClosedMessage({ kind: 'closedDue', remainingMinor: 1250, currency: 'USD' })).toEqual({
      key: 'tableClosedDue',
      values: { amount: '$12.50' },
    });
    expect(billClosedMessage({ kind: 'paid' })).toEqual({ key: 'tableClosedPaid' });
    expect(billClosedMessage({ kind: 'closed' })).toEqual({ key: 'tableClosed' });
  });
});

describe('paymentMessage', () => {
  it('names the outcome of a payment', () => {
    expect(paymentMessage({ status: 'approved' })).toEqual({ key: 'paymentApproved' });
    expect(paymentMessage({ status: 'declined' })).toEqual({ key: 'paymentDeclined' });
    expect(paymentMessage({ status: 'pending' })).toEqual({ key: 'paymentPending' });
    expect(paymentMessage({ status: 'error' })).toBeNull();
  });
});
