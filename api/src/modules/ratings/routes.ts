import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rateCall, rateServiceCall, rateStateCall } from 'shared-contracts/api-declarations';
import { declaredRoute } from '../../lib/declared-route.ts';
import { conflict, errorAnswers, notFound } from '../../lib/errors.ts';
import { findRatablePurchase, insertRating, isPurchaseRated, sessionAndBranchOf } from './queries.ts';

const tags = ['ratings'];
const answers = errorAnswers(400, 404, 409, 429);
// Ratings need no profile, so they are limited per client address against flooding.
const rateLimit = { max: 60, timeWindow: 60_000 };
const alreadyRated = () => conflict('already_rated', 'This has already been rated');

/** The diner's ratings, registered under `/menudigital` beside the table's calls. */
export const ratingRoutes: FastifyPluginAsyncZod = async (app) => {
  declaredRoute(app, rateStateCall, {
    tags,
    summary:
      "Whether a purchase was rated (`{ rated }`), with the purchase's `rate_token`: its page says so before the diner writes",
    answers: errorAnswers(400, 404),
    handler: async (req, reply) => {
      const instance = await req.instance;
      const purchase = await findRatablePurchase(app.db, instance.id, req.query.purchase_id, req.query.token);
      if (!purchase) throw notFound('purchase_not_found', 'No such purchase');
      // A diner at the same bill may rate it any moment: never answered from a cache.
      return reply
        .header('cache-control', 'no-store')
        .send({ rated: await isPurchaseRated(app.db, purchase.id) });
    },
  });

  declaredRoute(app, rateCall, {
    config: { rateLimit },
    tags,
    summary:
      "Rates a purchase 1–5 (`{ rate: { score, comment? } }`) with the purchase's `rate_token`; once (409 already_rated)",
    answers,
    handler: async (req, reply) => {
      const instance = await req.instance;
      const purchase = await findRatablePurchase(app.db, instance.id, req.query.purchase_id, req.query.token);
      // A wrong token answers exactly like an unknown purchase.
      if (!purchase) throw notFound('purchase_not_found', 'No such purchase');
      const { score, comment = '' } = req.body.rate;
      const rating = await insertRating(app.db, {
        instanceId: instance.id,
        supplierId: purchase.supplierId,
        kind: 'menu',
        purchaseId: purchase.id,
        score,
        comment: comment.trim(),
      });
      if (!rating) throw alreadyRated();
      return reply.code(201).send({ rating });
    },
  });

  declaredRoute(app, rateServiceCall, {
    config: { rateLimit },
    tags,
    summary:
      'The NPS answer 0–10 of a tracking session at a branch (`{ rates_service: { score, comment?, sesion_id, supplier_id } }`); once per session and branch',
    answers,
    handler: async (req, reply) => {
      const instance = await req.instance;
      const { score, comment = '', sesion_id, supplier_id } = req.body.rates_service;
      const found = await sessionAndBranchOf(app.db, instance.id, sesion_id, supplier_id);
      if (!found.session) throw notFound('session_not_found', 'No such session');
      if (!found.supplier) throw notFound('supplier_not_found', 'No such branch');
      const rating = await insertRating(app.db, {
        instanceId: instance.id,
        supplierId: supplier_id,
        kind: 'nps',
        sessionId: sesion_id,
        score,
        comment: comment.trim(),
      });
      if (!rating) throw alreadyRated();
      return reply.code(201).send({ rating });
    },
  });
};
