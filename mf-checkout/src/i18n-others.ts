/**
 * The English and Portuguese of every namespace of this remote, in one chunk: a page in one of those
 * languages fetches it once, a Spanish page never.
 */
export { CART_OTHERS } from './cart-others.ts';
export { CHECKOUT_OTHERS } from './checkout-others.ts';
export { DELIVERY_OTHERS } from './delivery-others.ts';
export { ORDER_OTHERS } from './order-others.ts';
export { PAY_OTHERS } from './pay-others.ts';
