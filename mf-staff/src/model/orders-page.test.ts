import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { StaffOrder, StaffOrders, StaffSession } from 'shared-contracts';
import {
  $snapshot,
  advanceFx,
  cancelAsked,
  cancelConfirmed,
  cancelKept,
  ordersPageModel,
  ordersSettleFx,
} from './orders-page.ts';
import { orderMoveSaid } from './orders-board.ts';
import { $session, $sessionKnown } from './session.ts';

// Only the fields the orders screen's cancel reads.
const session = { instance: { slug: 'la-brasa' }, capabilities: ['orders'], csrf_token: 'csrf-1' };
const order = {
  id: 31,
  service: 'take_away',
  order_status: 'accepted',
  items: [],
  pending_payments: [],
} as unknown as StaffOrder;

function orders() {
  const calls: unknown[] = [];
  const scope = fork({
    values: [
      [$session, session as unknown as StaffSession],
      [$sessionKnown, true],
      [$snapshot, { branch_id: 3, orders: [order] } as unknown as StaffOrders],
    ],
    handlers: [[advanceFx, (call: unknown) => void calls.push(call)]],
  });
  return { scope, calls };
}

describe("the orders screen's cancel", () => {
  it('asks first; keeping the order sends nothing, confirming cancels it once', async () => {
    const { scope, calls } = orders();
    await allSettled(cancelAsked, { scope, params: 31 });
    expect(scope.getState(ordersPageModel.$cancelling)).toBe(31);
    await allSettled(cancelKept, { scope });
    expect(scope.getState(ordersPageModel.$cancelling)).toBeNull();
    await allSettled(cancelConfirmed, { scope });
    expect(calls).toEqual([]);

    await allSettled(cancelAsked, { scope, params: 31 });
    await allSettled(cancelConfirmed, { scope });
    expect(calls).toEqual([{ slug: 'la-brasa', csrf: 'csrf-1', purchaseId: 31, status: 'cancelled' }]);
    expect(scope.getState(ordersPageModel.$cancelling)).toBeNull();
  });
});

describe("the orders screen's notice of a move", () => {
  it('names the order and the status it went to once the API took the move; a refused move says nothing', async () => {
    const { scope, calls } = orders();
    await allSettled(ordersPageModel.orderAdvanced, { scope, params: 31 });
    expect(calls).toEqual([{ slug: 'la-brasa', csrf: 'csrf-1', purchaseId: 31, status: 'preparation' }]);
    expect(scope.getState(ordersPageModel.$notice)).toEqual({ purchaseId: 31, status: 'preparation' });

    const refusing = fork({
      values: [
        [$session, session as unknown as StaffSession],
        [$sessionKnown, true],
        [$snapshot, { branch_id: 3, orders: [order] } as unknown as StaffOrders],
        [ordersPageModel.$notice, { purchaseId: 30, status: 'packed' }],
      ],
      handlers: [[advanceFx, () => Promise.reject(new Error('invalid_transition'))]],
    });
    await allSettled(ordersPageModel.orderAdvanced, { scope: refusing, params: 31 });
    expect(refusing.getState(ordersPageModel.$notice)).toBeNull();
  });
});

describe('what a move says', () => {
  it('a step is a column; finished and cancelled leave the screen', () => {
    expect(orderMoveSaid({ purchaseId: 31, status: 'packed' })).toEqual({
      kind: 'moved',
      purchaseId: 31,
      step: 'packed',
    });
    expect(orderMoveSaid({ purchaseId: 31, status: 'finished' })).toEqual({
      kind: 'left',
      purchaseId: 31,
      status: 'finished',
    });
    expect(orderMoveSaid({ purchaseId: 31, status: 'in_progress' })).toBeNull();
  });
});

describe("the orders screen's PSE payment the bank has not answered", () => {
  it('waits for the second yes before approving it', async () => {
    const settled: unknown[] = [];
    const paying = {
      ...order,
      pending_payments: [{ id: 7, method: 'pse', status: 'pending', amount_minor: 30000 }],
    };
    const scope = fork({
      values: [
        [$session, { ...session, capabilities: ['orders', 'payments'] } as unknown as StaffSession],
        [$sessionKnown, true],
        [$snapshot, { branch_id: 3, orders: [paying] } as unknown as StaffOrders],
      ],
      handlers: [[ordersSettleFx, (call: unknown) => void settled.push(call)]],
    });
    await allSettled(ordersPageModel.paymentSettled, { scope, params: { paymentId: 7, status: 'approved' } });
    expect(settled).toEqual([]);
    expect(scope.getState(ordersPageModel.$confirmingPayment)).toBe(7);
    await allSettled(ordersPageModel.bankApprovalConfirmed, { scope });
    expect(settled).toEqual([{ csrf: 'csrf-1', paymentId: 7, status: 'approved' }]);
  });
});
