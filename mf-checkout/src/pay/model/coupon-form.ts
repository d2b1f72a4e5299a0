import { createEvent, createStore, sample } from 'effector';
import { $balance, applyCouponFx, COUPON_CODE_MIN, removeCouponFx } from 'shared-contracts';
import { billChanged } from '../../common/model/bill-changed.ts';
import { refusalOf, type Refusal } from '../../common/model/refusal.ts';

/**
 * Why the coupon was refused: too short here, else the API's refusal (with its minimum when below it,
 * how long to wait after too many tries).
 */
export type CouponProblem = Refusal;

export const couponTextChanged = createEvent<string>();
export const couponSubmitted = createEvent<number>();
export const couponRemoved = createEvent<number>();

export const $couponText = createStore('', { sid: 'checkout/coupon-text' })
  .on(couponTextChanged, (_, text) => text)
  .reset(applyCouponFx.done);
/**
 * The last refusal, until the diner types another code or the bill changes: a payment locks the coupon
 * (the form is gone), a table mate's coupon or lines answer for the bill as it is now.
 */
export const $couponProblem = createStore<CouponProblem | null>(null, { sid: 'checkout/coupon-problem' })
  .on([applyCouponFx.failData, removeCouponFx.failData], (_, error) => refusalOf(error))
  .reset(couponTextChanged, applyCouponFx.done, removeCouponFx.done, billChanged);

const typed = sample({
  clock: couponSubmitted,
  source: $couponText,
  fn: (text, purchaseId) => ({ purchaseId, code: text.trim() }),
});
sample({
  clock: typed,
  filter: ({ code }) => code.length < COUPON_CODE_MIN,
  fn: (): CouponProblem => ({ code: 'coupon_too_short', details: {} }),
  target: $couponProblem,
});
sample({
  clock: typed,
  source: applyCouponFx.pending,
  filter: (pending, { code }) => !pending && code.length >= COUPON_CODE_MIN,
  fn: (_, send) => send,
  target: applyCouponFx,
});
sample({
  clock: couponRemoved,
  source: removeCouponFx.pending,
  filter: (pending) => !pending,
  fn: (_, id) => id,
  target: removeCouponFx,
});

/**
 * A payment was made or waits on the bill: its amount no longer changes by a coupon (the API refuses with
 * `coupon_locked`), so the form offers neither applying one nor removing the applied one.
 */
export const $couponLocked = $balance.map(
  (balance) => balance !== null && balance.paid_minor + balance.pending_minor > 0,
);

export const couponFormModel = {
  locked: $couponLocked,
  text: $couponText,
  problem: $couponProblem,
  applied: $balance.map((balance) =>
    balance?.coupon_code ? { code: balance.coupon_code, discountMinor: balance.discount_minor } : null,
  ),
  busy: applyCouponFx.pending,
  couponTextChanged,
  couponSubmitted,
  couponRemoved,
};
