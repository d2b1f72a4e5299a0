import * as z from 'zod/mini';

/** A coupon code has at least 4 characters. */
export const COUPON_CODE_MIN = 4;

/** PUT /api/v4/purchases/{purchase}/coupon.json: `{ coupon: { code } }` (any letter case). */
export const couponRequestSchema = z.object({
  coupon: z.object({
    code: z.string().check(z.trim(), z.minLength(COUPON_CODE_MIN), z.maxLength(40)),
  }),
});
export type CouponRequest = z.infer<typeof couponRequestSchema>;
