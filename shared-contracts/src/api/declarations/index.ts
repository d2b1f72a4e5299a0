/**
 * Every API call, declared once: the client builds its requests from these and the API registers its
 * routes from them. Pure (zod only), so the API imports it as `shared-contracts/api-declarations`.
 */
export * from './declare.ts';
export * from './fields.ts';
export * from './bookings.ts';
export * from './delivery.ts';
export * from './menudigital.ts';
export * from './payments.ts';
export * from './profiles.ts';
export * from './ratings.ts';
export * from './shopping-cart.ts';
export * from './site.ts';
export * from './staff.ts';
