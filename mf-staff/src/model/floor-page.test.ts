import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { FloorSnapshot, PurchaseBalance, StaffOrder, StaffSession } from 'shared-contracts';
import {
  $closing,
  $confirmingClose,
  $confirmingPayment,
  bankApprovalConfirmed,
  bankApprovalKept,
  $snapshot,
  closeCancelled,
  closeClicked,
  closeConfirmed,
  $notice,
  deliverLineFx,
  lineDelivered,
  paymentSettled,
  purchaseActionFx,
  settleFx,
  waiterCallAnswered,
} from './floor-page.ts';
import { $session, $sessionKnown } from './session.ts';

// Only the fields the floor's close reads.
const session = { instance: { slug: 'la-brasa' }, capabilities: ['floor'], csrf_token: 'csrf-1' };
const bill = (id: number, due: number, paid: number, status: 'ordered' | 'delivered') =>
  ({
    id,
    status: 'open',
    items: [{ id: 1, label: 'Empanadas', count: 2, status }],
    pending_payments: [],
    balance: { currency: 'COP', due_minor: due, paid_minor: paid, pending_minor: 0 } as PurchaseBalance,
  }) as unknown as StaffOrder;
const snapshot = {
  tables: [{ code: 'M04', kind: 'table', state: 'waiting_kitchen', orders: [bill(8, 14000, 0, 'ordered')] }],
  unseated: [{ state: 'paid', order: bill(9, 5000, 5000, 'delivered') }],
} as unknown as FloorSnapshot;

function floor() {
  const calls: unknown[] = [];
  const scope = fork({
    values: [
      [$session, session as unknown as StaffSession],
      [$sessionKnown, true],
      [$snapshot, snapshot],
    ],
    handlers: [[purchaseActionFx, (call: unknown) => void calls.push(call)]],
  });
  return { scope, calls };
}

describe("the floor's close", () => {
  it('closes a bill with nothing due at once', async () => {
    const { scope, calls } = floor();
    await allSettled(closeClicked, { scope, params: 9 });
    expect(calls).toEqual([{ slug: 'la-brasa', csrf: 'csrf-1', purchaseId: 9, action: 'close' }]);
    expect(scope.getState($closing)).toBeNull();
  });

  it('asks first, naming what is due, when money or products are still due; keeping it sends nothing', async () => {
    const { scope, calls } = floor();
    await allSettled(closeClicked, { scope, params: 8 });
    expect(calls).toEqual([]);
    expect(scope.getState($closing)).toEqual({
      purchaseId: 8,
      cost: { unpaid: { minor: 14000, currency: 'COP' }, awaitingMinor: 0, undelivered: 2 },
    });
    await allSettled(closeCancelled, { scope });
    expect(scope.getState($closing)).toBeNull();
    expect(calls).toEqual([]);

    await allSettled(closeClicked, { scope, params: 8 });
    await allSettled(closeConfirmed, { scope });
    expect(calls).toEqual([{ slug: 'la-brasa', csrf: 'csrf-1', purchaseId: 8, action: 'close' }]);
    expect(scope.getState($confirmingClose)).toBeNull();
  });
});

describe("the floor's notice of what a change did", () => {
  // The bill without a table waits on a cash payment.
  const paying = {
    ...snapshot,
    unseated: [
      {
        state: 'paying',
        order: { ...bill(9, 5000, 0, 'delivered'), pending_payments: [{ id: 41, method: 'cash' }] },
      },
    ],
  } as unknown as FloorSnapshot;

  function floorWith(fail = false) {
    const fails = () => (fail ? Promise.reject(new Error('refused')) : Promise.resolve());
    return fork({
      values: [
        [$session, { ...session, capabilities: ['floor', 'payments'] } as unknown as StaffSession],
        [$sessionKnown, true],
        [$snapshot, paying],
      ],
      handlers: [
        [purchaseActionFx, fails],
        [deliverLineFx, fails],
        [settleFx, fails],
      ],
    });
  }

  it('names the table and what was done, read from the floor the waiter acted on', async () => {
    const scope = floorWith();
    await allSettled(waiterCallAnswered, { scope, params: 8 });
    expect(scope.getState($notice)).toEqual({ done: 'callAnswered', place: { kind: 'table', code: 'M04' } });
    await allSettled(lineDelivered, { scope, params: { purchaseId: 8, itemId: 1 } });
    expect(scope.getState($notice)).toEqual({
      done: 'delivered',
      place: { kind: 'table', code: 'M04' },
      line: '2 × Empanadas',
    });
  });

  it('names a bill without a table by its number, and a payment by the bill it waited on', async () => {
    const scope = floorWith();
    await allSettled(paymentSettled, { scope, params: { paymentId: 41, status: 'approved' } });
    expect(scope.getState($notice)).toEqual({ done: 'approved', place: { purchaseId: 9 } });
  });

  it('says nothing done when the change was refused (the error says why)', async () => {
    const scope = floorWith(true);
    await allSettled(waiterCallAnswered, { scope, params: 8 });
    expect(scope.getState($notice)).toBeNull();
  });
});

describe('a PSE payment the bank has not answered', () => {
  const payment = (id: number, method: string) => ({ id, method, status: 'pending', amount_minor: 5000 });
  const waiting = (payments: ReturnType<typeof payment>[]) =>
    ({
      ...snapshot,
      unseated: [
        { state: 'paying', order: { ...bill(9, 5000, 0, 'delivered'), pending_payments: payments } },
      ],
    }) as unknown as FloorSnapshot;

  function floorPaying(payments = [payment(41, 'pse'), payment(42, 'cash')]) {
    const calls: unknown[] = [];
    const scope = fork({
      values: [
        [$session, { ...session, capabilities: ['floor', 'payments'] } as unknown as StaffSession],
        [$sessionKnown, true],
        [$snapshot, waiting(payments)],
      ],
      handlers: [[settleFx, (call: unknown) => void calls.push(call)]],
    });
    return { scope, calls };
  }

  it('is approved only after a second, explicit yes; "wait for the bank" sends nothing', async () => {
    const { scope, calls } = floorPaying();
    await allSettled(paymentSettled, { scope, params: { paymentId: 41, status: 'approved' } });
    expect(calls).toEqual([]);
    expect(scope.getState($confirmingPayment)).toBe(41);
    await allSettled(bankApprovalKept, { scope });
    expect(scope.getState($confirmingPayment)).toBeNull();
    await allSettled(bankApprovalConfirmed, { scope });
    expect(calls).toEqual([]);

    await allSettled(paymentSettled, { scope, params: { paymentId: 41, status: 'approved' } });
    await allSettled(bankApprovalConfirmed, { scope });
    expect(calls).toEqual([{ csrf: 'csrf-1', paymentId: 41, status: 'approved' }]);
    expect(scope.getState($confirmingPayment)).toBeNull();
  });

  it('is declined at once, and a cash payment is approved at once, as before', async () => {
    const { scope, calls } = floorPaying();
    await allSettled(paymentSettled, { scope, params: { paymentId: 41, status: 'declined' } });
    await allSettled(paymentSettled, { scope, params: { paymentId: 42, status: 'approved' } });
    expect(calls).toEqual([
      { csrf: 'csrf-1', paymentId: 41, status: 'declined' },
      { csrf: 'csrf-1', paymentId: 42, status: 'approved' },
    ]);
    expect(scope.getState($confirmingPayment)).toBeNull();
  });

  it('asks nothing more once the bank answered it (the floor no longer lists it as waiting)', async () => {
    const { scope, calls } = floorPaying();
    await allSettled(paymentSettled, { scope, params: { paymentId: 41, status: 'approved' } });
    await allSettled($snapshot, { scope, params: waiting([payment(42, 'cash')]) });
    expect(scope.getState($confirmingPayment)).toBeNull();
    await allSettled(bankApprovalConfirmed, { scope });
    expect(calls).toEqual([]);
  });
});
