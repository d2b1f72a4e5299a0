import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $balance, ApiRequestError, applyCouponFx, loadBalanceFx } from 'shared-contracts';
import { makePurchaseBalance } from 'shared-contracts/testing';
import { $couponProblem, $couponText, couponSubmitted, couponTextChanged } from './coupon-form.ts';

describe('coupon form model', () => {
  it('refuses a code under 4 characters without asking the API, then sends the trimmed code', async () => {
    const apply = vi.fn(async (_: unknown) => {
      throw new ApiRequestError(409, 'coupon_min_purchase', 'below', { min_minor: 30000 });
    });
    const scope = fork({ handlers: [[applyCouponFx, apply]] });
    await allSettled(couponTextChanged, { scope, params: ' abc ' });
    await allSettled(couponSubmitted, { scope, params: 7 });
    expect(scope.getState($couponProblem)).toEqual({ code: 'coupon_too_short', details: {} });
    expect(apply).not.toHaveBeenCalled();

    await allSettled(couponTextChanged, { scope, params: ' bienvenido ' });
    expect(scope.getState($couponProblem)).toBeNull();
    await allSettled(couponSubmitted, { scope, params: 7 });
    expect(apply).toHaveBeenCalledWith({ purchaseId: 7, code: 'bienvenido' });
    expect(scope.getState($couponProblem)).toEqual({
      code: 'coupon_min_purchase',
      details: { min_minor: 30000 },
    });
    // A refused code stays in the box to be corrected.
    expect(scope.getState($couponText)).toBe(' bienvenido ');
  });

  it("drops a refusal once the bill changed (a payment locks the coupon, a mate's coupon or lines answer anew), not for a reading of the same bill", async () => {
    const open = makePurchaseBalance({ purchase_id: 7, items_minor: 82000 });
    const bills = { current: open };
    const scope = fork({
      values: [[$balance, open]],
      handlers: [
        [
          applyCouponFx,
          async () => {
            throw new ApiRequestError(404, 'coupon_invalid', 'no');
          },
        ],
        [loadBalanceFx, async () => bills.current],
      ],
    });
    await allSettled(couponTextChanged, { scope, params: 'NOEXISTE' });
    await allSettled(couponSubmitted, { scope, params: 7 });
    expect(scope.getState($couponProblem)?.code).toBe('coupon_invalid');
    await allSettled(loadBalanceFx, { scope, params: 7 });
    expect(scope.getState($couponProblem)?.code).toBe('coupon_invalid');
    bills.current = { ...open, paid_minor: 40000, remaining_minor: 42000 };
    await allSettled(loadBalanceFx, { scope, params: 7 });
    expect(scope.getState($couponProblem)).toBeNull();
    // What the diner typed stays.
    expect(scope.getState($couponText)).toBe('NOEXISTE');
  });
});
