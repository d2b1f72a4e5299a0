import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
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
import { sharedCartRoutes } from './routes.ts';

/**
 * The cart calls that table orders (`/menudigital`) and delivery or take-away (`/shopping_cart`) share:
 * add a product, read the cart, change it, clean one's lines; the same handlers from each prefix's
 * declarations.
 */
export const cartModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    sharedCartRoutes({
      tag: 'menudigital',
      addProduct: [menudigitalAddProductCall, menudigitalAddProductPlainCall],
      cart: menudigitalCartCall,
      cartUpdate: menudigitalCartUpdateCall,
      cleanCart: menudigitalCleanCartCall,
    }),
    { prefix: '/menudigital' },
  );
  await app.register(
    sharedCartRoutes({
      tag: 'shopping_cart',
      addProduct: [shoppingCartAddProductCall],
      cart: shoppingCartCartCall,
      cartUpdate: shoppingCartUpdateCall,
      cleanCart: shoppingCartCleanCartCall,
    }),
    { prefix: '/shopping_cart' },
  );
};
