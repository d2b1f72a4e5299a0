import { defineRemote } from 'shared-contracts/remote';
import '../i18n.ts';
import { routeVisited } from '../model/cart-page.ts';
import { CartPage } from '../pages/cart-page.tsx';

export default defineRemote(
  'checkout',
  { DeliveryCartInProgress: CartPage },
  { DeliveryCartInProgress: routeVisited },
);
