import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applyCouponCall, removeCouponCall } from 'shared-contracts/api-declarations';
import { declaredRoute } from '../../lib/declared-route.ts';
import { errorAnswers } from '../../lib/errors.ts';
import { PROFILE_SECURITY } from '../../lib/profile-auth.ts';
import { announcePurchaseChange } from '../../domain/purchases/announce.ts';
import { dinerContext } from '../../domain/purchases/context.ts';
import { loadBalance } from '../../domain/purchases/balance.ts';
import { applyCoupon, removeCoupon } from './queries.ts';

const tags = ['coupons'];
const answers = errorAnswers(400, 401, 403, 404, 409, 429);
// Guessing codes is the attack: a few tries a minute per client is plenty for a diner with a typo.
const rateLimit = { max: 30, timeWindow: 60_000 };

/** A purchase's coupon, registered under `/api/v4` beside the payments. */
export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  declaredRoute(app, applyCouponCall, {
    config: { rateLimit },
    tags,
    summary:
      'Puts a coupon on the purchase (`{ coupon: { code } }`, ≥ 4 characters): 404 coupon_invalid, 409 coupon_used / coupon_expired / coupon_min_purchase (details.min_minor) / coupon_locked; answers the balance',
    security: PROFILE_SECURITY,
    answers,
    handler: async (req) => {
      const { instance, profile, purchase } = await dinerContext(app, req, req.params.purchase);
      const today = app.clock.now().toISOString().slice(0, 10);
      await applyCoupon(
        app.db,
        { id: purchase.id, instanceId: instance.id },
        profile.id,
        req.body.coupon.code,
        today,
      );
      await announcePurchaseChange(app, { purchaseId: purchase.id, menuChanged: false });
      return { balance: await loadBalance(app.db, purchase.id) };
    },
  });

  declaredRoute(app, removeCouponCall, {
    tags,
    summary: 'Takes the coupon off the purchase (409 coupon_locked after a payment); answers the balance',
    security: PROFILE_SECURITY,
    answers,
    handler: async (req) => {
      const { purchase } = await dinerContext(app, req, req.params.purchase);
      await removeCoupon(app.db, purchase.id);
      await announcePurchaseChange(app, { purchaseId: purchase.id, menuChanged: false });
      return { balance: await loadBalance(app.db, purchase.id) };
    },
  });
};
