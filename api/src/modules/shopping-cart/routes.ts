import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addProductRequestSchema,
  apiErrorSchema,
  cartUpdateRequestSchema,
  productCountRequestSchema,
  purchaseResponseSchema,
} from 'shared-contracts/schemas';
import { z } from 'zod';
import { PROFILE_SECURITY } from '../../lib/profile-auth.ts';
import { afterChange, dinerContext, sendPurchaseCart } from '../../lib/purchases/context.ts';
import {
  addProduct,
  cleanCart,
  removeItem,
  setItemCount,
  updatePurchase,
} from '../../lib/purchases/diner-changes.ts';
import { itemParams, purchaseParams, purchaseQuery } from './schemas.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const tags = ['shopping_cart'];

/**
 * The cart lines of a purchase (SPEC section 7, "Shopping cart"), registered under `/shopping_cart`: the
 * same purchase as `/menudigital`, line by line. A diner changes only the lines they added, while pending.
 */
export const shoppingCartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/product_cart/:product.json',
    {
      schema: {
        tags,
        summary: "Sets a pending line's count (the diner's own line; stock checked)",
        security: PROFILE_SECURITY,
        params: itemParams,
        querystring: purchaseQuery,
        body: productCountRequestSchema,
        response: { 200: purchaseResponseSchema, ...errors },
      },
    },
    async (req) => {
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
  );

  app.delete(
    '/product_cart/:product.json',
    {
      schema: {
        tags,
        summary: "Removes a pending line (the diner's own)",
        security: PROFILE_SECURITY,
        params: itemParams,
        querystring: purchaseQuery,
        response: { 200: purchaseResponseSchema, ...errors },
      },
    },
    async (req) => {
      const { profile, purchase } = await dinerContext(app, req, req.query.purchase_id);
      return afterChange(app, await removeItem(app.db, purchase, profile, req.params.product));
    },
  );

  app.get(
    '/cart/:purchase.json',
    {
      schema: {
        tags,
        summary: 'The purchase with every line (ETag per version)',
        security: PROFILE_SECURITY,
        params: purchaseParams,
        response: { 200: purchaseResponseSchema, 304: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      const { purchase } = await dinerContext(app, req, req.params.purchase);
      return sendPurchaseCart(app, req, reply, purchase);
    },
  );

  app.put(
    '/cart/:purchase.json',
    {
      schema: {
        tags,
        summary: "Sets the purchase's note",
        security: PROFILE_SECURITY,
        params: purchaseParams,
        body: cartUpdateRequestSchema,
        response: { 200: purchaseResponseSchema, ...errors },
      },
    },
    async (req) => {
      const { purchase } = await dinerContext(app, req, req.params.purchase);
      return afterChange(app, await updatePurchase(app.db, purchase, { comment: req.body.cart.comment }));
    },
  );

  app.post(
    '/add_product_cart',
    {
      schema: {
        tags,
        summary: 'Adds a product to the purchase (same rules as /menudigital/add_product_cart)',
        security: PROFILE_SECURITY,
        body: addProductRequestSchema,
        response: { 201: purchaseResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      const { profile, purchase } = await dinerContext(app, req, req.body.purchase_id);
      const change = await addProduct(app.db, purchase, profile, req.body.product);
      return reply.code(201).send(await afterChange(app, change));
    },
  );

  app.delete(
    '/clean_cart/:purchase.json',
    {
      schema: {
        tags,
        summary: "Removes the profile's own pending lines",
        security: PROFILE_SECURITY,
        params: purchaseParams,
        response: { 200: purchaseResponseSchema, ...errors },
      },
    },
    async (req) => {
      const { profile, purchase } = await dinerContext(app, req, req.params.purchase);
      return afterChange(app, await cleanCart(app.db, purchase, profile));
    },
  );
};
