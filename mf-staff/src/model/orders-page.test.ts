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
} from './orders-page.ts';
import { $session, $sessionKnown } from './session.ts';

// Only the fields the orders screen's cancel reads.
const session = { instance: { slug: 'la-brasa' }, capabilities: ['orders'], csrf_token: 'csrf-1' };
const order = { id: 31, service: 'take_away', order_status: 'accepted', items: [] } as unknown as StaffOrder;

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
