import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError, applyCouponFx } from 'shared-contracts';
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
});
