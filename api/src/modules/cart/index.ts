import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sharedCartRoutes } from './routes.ts';

/**
 * The cart calls that table orders (`/menudigital`) and delivery or take-away (`/shopping_cart`) share:
 * add a product, read the cart, change it, clean one's lines; the same handlers at each prefix's paths.
 */
export const cartModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    sharedCartRoutes({
      tag: 'menudigital',
      addProduct: ['/add_product_cart.json', '/add_product_cart'],
      cart: '/cart/:purchase.json',
      cartUpdate: '/cart/:purchase',
      cleanCart: '/clean_cart/:purchase.json',
    }),
    { prefix: '/menudigital' },
  );
  await app.register(
    sharedCartRoutes({
      tag: 'shopping_cart',
      addProduct: ['/add_product_cart'],
      cart: '/cart/:purchase.json',
      cartUpdate: '/cart/:purchase.json',
      cleanCart: '/clean_cart/:purchase.json',
    }),
    { prefix: '/shopping_cart' },
  );
};
