import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { removeLineCall, setLineCountCall } from 'shared-contracts/api-declarations';
import { declaredRoute } from '../../lib/declared-route.ts';
import { PROFILE_SECURITY } from '../../lib/profile-auth.ts';
import { afterChange, dinerContext } from '../../domain/purchases/context.ts';
import { removeItem, setItemCount } from '../../domain/purchases/diner-changes.ts';
import { DINER_ERRORS as errors } from '../../lib/diner-errors.ts';

const tags = ['shopping_cart'];

/**
 * The cart lines of a purchase, registered under `/shopping_cart`: the
 * same purchase as `/menudigital`, line by line. A diner changes only the lines they added, while pending.
 */
export const shoppingCartRoutes: FastifyPluginAsyncZod = async (app) => {
  declaredRoute(app, setLineCountCall, {
    tags,
    summary: "Sets a pending line's count (the diner's own line; stock checked)",
    security: PROFILE_SECURITY,
    answers: errors,
    handler: async (req) => {
      const { profile, purchase } = await dinerContext(app, req, req.query.purchase_id);
      const change = await setItemCount(
        app.db,
        purchase,
        profile,
        req.params.product,
        req.body.product.count,
      );
      return afterChange(app, change);
    },
  });

  declaredRoute(app, removeLineCall, {
    tags,
    summary: "Removes a pending line (the diner's own)",
    security: PROFILE_SECURITY,
    answers: errors,
    handler: async (req) => {
      const { profile, purchase } = await dinerContext(app, req, req.query.purchase_id);
      return afterChange(app, await removeItem(app.db, purchase, profile, req.params.product));
    },
  });
};
