import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addProductRequestSchema,
  cartUpdateRequestSchema,
  cookResponseSchema,
  purchaseResponseSchema,
} from 'shared-contracts/schemas';
import { z } from 'zod';
import { DINER_ERRORS } from '../../lib/diner-errors.ts';
import { PROFILE_SECURITY } from '../../lib/profile-auth.ts';
import {
  afterChange,
  dinerContext,
  purchaseIdParam,
  sendPurchaseCart,
} from '../../domain/purchases/context.ts';
import { badRequest } from '../../lib/errors.ts';
import { addProduct, cleanCart, updateCart } from '../../domain/purchases/diner-changes.ts';

const purchaseParams = z.object({ purchase: purchaseIdParam });
const cartUpdateQuery = z.object({ purchase_id: purchaseIdParam.optional() });

/** Where the calls that both `/menudigital` and `/shopping_cart` offer live under each prefix. */
export interface SharedCartUrls {
  tag: string;
  addProduct: string[];
  cart: string;
  /** The cart's PUT: its note and `product_status`. */
  cartUpdate: string;
  cleanCart: string;
}

/**
 * The calls offered under both prefixes with the same meaning (add a product, read the cart, change it,
 * clean one's lines): one definition, registered under each prefix at its own paths (index.ts).
 */
export function sharedCartRoutes(urls: SharedCartUrls): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = [urls.tag];
    for (const url of urls.addProduct) {
      app.post(
        url,
        {
          schema: {
            tags,
            summary: 'Adds a product (options, stock, availability and age checked) to the purchase',
            security: PROFILE_SECURITY,
            body: addProductRequestSchema,
            response: { 201: purchaseResponseSchema, ...DINER_ERRORS },
          },
        },
        async (req, reply) => {
          const { profile, purchase } = await dinerContext(app, req, req.body.purchase_id);
          const change = await addProduct(app.db, purchase, profile, req.body.product);
          return reply.code(201).send(await afterChange(app, change));
        },
      );
    }

    app.get(
      urls.cart,
      {
        schema: {
          tags,
          summary:
            'The purchase with every line; ETag per version (the polling fallback of the live channel)',
          security: PROFILE_SECURITY,
          params: purchaseParams,
          response: { 200: purchaseResponseSchema, 304: z.null(), ...DINER_ERRORS },
        },
      },
      async (req, reply) => {
        const { purchase } = await dinerContext(app, req, req.params.purchase);
        return sendPurchaseCart(app, req, reply, purchase);
      },
    );

    app.put(
      urls.cartUpdate,
      {
        schema: {
          tags,
          summary:
            "Sets the purchase's note (`cart.comment`) and/or moves its lines (`product_status`: `ordered` sends the pending ones to the kitchen, `delivered` confirms the prepared ones), in one change",
          security: PROFILE_SECURITY,
          params: purchaseParams,
          querystring: cartUpdateQuery,
          body: cartUpdateRequestSchema,
          response: { 200: cookResponseSchema, ...DINER_ERRORS },
        },
      },
      async (req) => {
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
    );

    app.delete(
      urls.cleanCart,
      {
        schema: {
          tags,
          summary: "Removes the profile's own pending lines (table mates' lines stay)",
          security: PROFILE_SECURITY,
          params: purchaseParams,
          response: { 200: purchaseResponseSchema, ...DINER_ERRORS },
        },
      },
      async (req) => {
        const { profile, purchase } = await dinerContext(app, req, req.params.purchase);
        return afterChange(app, await cleanCart(app.db, purchase, profile));
      },
    );
  };
}
