import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changeSupplierCall, deliveryOrderCall } from 'shared-contracts/api-declarations';
import { declaredRoute } from '../../lib/declared-route.ts';
import { errorAnswers } from '../../lib/errors.ts';
import { toMinor } from 'shared-contracts/money';
import { changeSupplierResponseSchema } from 'shared-contracts/schemas';
import { z } from 'zod';
import { instanceSettings } from '../../lib/instance-settings.ts';
import { PROFILE_SECURITY, requireDiner } from '../../lib/profile-auth.ts';
import { afterChange } from '../../domain/purchases/context.ts';
import { DINER_ERRORS as errors } from '../../lib/diner-errors.ts';
import { requireSupplier, supplierIdParam } from '../../lib/suppliers.ts';
import { moveLines, unpaidOrderLines } from './change-supplier.ts';
import { placeOrder, priceLines, requireMinimum } from './queries.ts';
import { checkSchedule, deliveryTerms, requireOpen, requireService } from './terms.ts';

/**
 * Delivery and take-away orders, registered under `/shopping_cart`: the cart in progress (kept in the
 * browser while the diner fills it) becomes a purchase the existing payment flow pays.
 */
export const deliveryOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  declaredRoute(app, deliveryOrderCall, {
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    tags: ['shopping_cart'],
    summary:
      "Places the cart as the diner's delivery or take-away order (fee and minimum from the zone; schedule checked); replaces an unpaid one",
    security: PROFILE_SECURITY,
    answers: { ...errors, ...errorAnswers(422) },
    handler: async (req, reply) => {
      const { instance, profile } = await requireDiner(app.db, req);
      const { order } = req.body;
      const supplier = await requireSupplier(app.db, instance, String(order.supplier_id));
      requireService(supplier, order);
      const now = app.clock.now();
      requireOpen(supplier, order, now);
      const schedule = checkSchedule(order, supplier, now);
      const settings = await instanceSettings(app, instance);
      const delivery = await deliveryTerms(app.db, supplier, settings.countryCode, order, schedule);
      const lines = await priceLines(app.db, supplier, profile, order.lines);
      requireMinimum(lines, settings.currency, delivery.minimum_order_value);
      const change = await placeOrder(app.db, {
        supplier,
        profile,
        service: order.service,
        subservice: order.subservice,
        comment: order.comment.trim(),
        delivery,
        deliveryFeeMinor: toMinor(delivery.delivery_price, settings.currency),
        lines,
      });
      return reply.code(201).send(await afterChange(app, change));
    },
  });

  const changeQuery = z.object({ supplier_id: supplierIdParam });

  declaredRoute(app, changeSupplierCall, {
    tags: ['shopping_cart'],
    summary:
      'Moves the cart to another branch: the lines it also sells, re-priced, and those it drops ({purchase} 0: the browser cart in the body; else the diner’s unpaid order)',
    security: PROFILE_SECURITY,
    answers: errors,
    handler: async (req) => {
      const { instance, profile } = await requireDiner(app.db, req);
      const target = await requireSupplier(app.db, instance, req.query.supplier_id);
      const lines =
        req.params.purchase === 0
          ? req.body.cart.lines
          : await unpaidOrderLines(app.db, profile, req.params.purchase);
      return {
        supplier_id: target.id,
        supplier_slug: target.slug,
        ...(await moveLines(app.db, instance.id, target, lines)),
      };
    },
  });

  app.get(
    '/change_supplier/:purchase.json',
    {
      schema: {
        tags: ['shopping_cart'],
        summary: "What moving the diner's unpaid order to another branch would keep and drop",
        security: PROFILE_SECURITY,
        params: z.object({ purchase: z.coerce.number().int().min(1).max(2_147_483_647) }),
        querystring: changeQuery,
        response: { 200: changeSupplierResponseSchema, ...errors },
      },
    },
    async (req) => {
      const { instance, profile } = await requireDiner(app.db, req);
      const target = await requireSupplier(app.db, instance, req.query.supplier_id);
      const lines = await unpaidOrderLines(app.db, profile, req.params.purchase);
      return {
        supplier_id: target.id,
        supplier_slug: target.slug,
        ...(await moveLines(app.db, instance.id, target, lines)),
      };
    },
  );
};
