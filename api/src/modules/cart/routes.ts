import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type {
  menudigitalAddProductCall,
  menudigitalAddProductPlainCall,
  menudigitalCartCall,
  menudigitalCartUpdateCall,
  menudigitalCleanCartCall,
  shoppingCartAddProductCall,
  shoppingCartCartCall,
  shoppingCartCleanCartCall,
  shoppingCartUpdateCall,
} from 'shared-contracts/api-declarations';
import { z } from 'zod';
import { declaredRoute } from '../../lib/declared-route.ts';
import { DINER_ERRORS } from '../../lib/diner-errors.ts';
import { PROFILE_SECURITY } from '../../lib/profile-auth.ts';
import { afterChange, dinerContext, sendPurchaseCart } from '../../domain/purchases/context.ts';
import { badRequest } from '../../lib/errors.ts';
import { addProduct, cleanCart, updateCart } from '../../domain/purchases/diner-changes.ts';

/**
 * The declarations of the calls that both `/menudigital` and `/shopping_cart` offer, each prefix's own:
 * the same schemas at different paths, so one handler serves either.
 */
export interface SharedCartCalls {
  tag: string;
  addProduct: readonly (
    | typeof menudigitalAddProductCall
    | typeof menudigitalAddProductPlainCall
    | typeof shoppingCartAddProductCall
  )[];
  cart: typeof menudigitalCartCall | typeof shoppingCartCartCall;
  /** The cart's PUT: its note and `product_status`. */
  cartUpdate: typeof menudigitalCartUpdateCall | typeof shoppingCartUpdateCall;
  cleanCart: typeof menudigitalCleanCartCall | typeof shoppingCartCleanCartCall;
}

/**
 * The calls offered under both prefixes with the same meaning (add a product, read the cart, change it,
 * clean one's lines): one definition, registered under each prefix from its declarations (index.ts).
 */
export function sharedCartRoutes(calls: SharedCartCalls): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = [calls.tag];
    for (const call of calls.addProduct) {
      declaredRoute(app, call, {
        tags,
        summary: 'Adds a product (options, stock, availability and age checked) to the purchase',
        security: PROFILE_SECURITY,
        answers: DINER_ERRORS,
        handler: async (req, reply) => {
          const { profile, purchase } = await dinerContext(app, req, req.body.purchase_id);
          const change = await addProduct(app.db, purchase, profile, req.body.product);
          return reply.code(201).send(await afterChange(app, change));
        },
      });
    }

    declaredRoute(app, calls.cart, {
      tags,
      summary: 'The purchase with every line; ETag per version (the polling fallback of the live channel)',
      security: PROFILE_SECURITY,
      answers: { 304: z.null(), ...DINER_ERRORS },
      handler: async (req, reply) => {
        const { purchase } = await dinerContext(app, req, req.params.purchase);
        return sendPurchaseCart(app, req, reply, purchase);
      },
    });

    declaredRoute(app, calls.cartUpdate, {
      tags,
      summary:
        "Sets the purchase's note (`cart.comment`) and/or moves its lines (`product_status`: `ordered` sends the pending ones to the kitchen, `delivered` confirms the prepared ones), in one change",
      security: PROFILE_SECURITY,
      answers: DINER_ERRORS,
      handler: async (req) => {
        const { purchase } = await dinerContext(app, req, req.params.purchase);
        // The call repeats the purchase in `?purchase_id`; two different purchases are a mistake.
        if (req.query.purchase_id !== undefined && req.query.purchase_id !== purchase.id) {
          throw badRequest('purchase_id does not match the purchase in the path', [
            { path: 'purchase_id', message: `expected ${purchase.id}` },
          ]);
        }
        const { removed, ...change } = await updateCart(app.db, purchase, req.body);
        return { ...(await afterChange(app, change)), removed_unavailable: removed };
      },
    });

    declaredRoute(app, calls.cleanCart, {
      tags,
      summary: "Removes the profile's own pending lines (table mates' lines stay)",
      security: PROFILE_SECURITY,
      answers: DINER_ERRORS,
      handler: async (req) => {
        const { profile, purchase } = await dinerContext(app, req, req.params.purchase);
        return afterChange(app, await cleanCart(app.db, purchase, profile));
      },
    });
  };
}
