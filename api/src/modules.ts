import type { App, BuildAppOptions } from './app-options.ts';
import { bookingsModule } from './modules/bookings/index.ts';
import { cartModule } from './modules/cart/index.ts';
import { couponsModule } from './modules/coupons/index.ts';
import { coverageModule } from './modules/coverage/index.ts';
import { deliveryOrdersModule } from './modules/delivery-orders/index.ts';
import { deliveryScheduleModule } from './modules/delivery-schedule/index.ts';
import { experienceModule } from './modules/experience/index.ts';
import { geocodingModule } from './modules/geocoding/index.ts';
import { healthModule } from './modules/health/index.ts';
import { legalModule } from './modules/legal/index.ts';
import { metricsModule } from './modules/metrics/index.ts';
import { menudigitalModule } from './modules/menudigital/index.ts';
import { myPurchasesModule } from './modules/my-purchases/index.ts';
import { paymentsModule } from './modules/payments/index.ts';
import { pickupBoardModule } from './modules/pickup-board/index.ts';
import { profilesModule } from './modules/profiles/index.ts';
import { ratingsModule } from './modules/ratings/index.ts';
import { shoppingCartModule } from './modules/shopping-cart/index.ts';
import { staffAccountsModule } from './modules/staff-accounts/index.ts';
import { staffModule } from './modules/staff/index.ts';
import { suppliersModule } from './modules/suppliers/index.ts';
import { trackingModule } from './modules/tracking/index.ts';

/** Every module, in the order they are registered: each one plugin that mounts its own routes at their prefixes. */
export async function registerModules(app: App, options: Pick<BuildAppOptions, 'sms'>): Promise<void> {
  await app.register(healthModule);
  await app.register(experienceModule);
  await app.register(suppliersModule);
  await app.register(coverageModule);
  await app.register(geocodingModule);
  await app.register(profilesModule, { sms: options.sms });
  await app.register(trackingModule);
  await app.register(cartModule);
  await app.register(menudigitalModule);
  await app.register(ratingsModule);
  await app.register(shoppingCartModule);
  await app.register(deliveryOrdersModule);
  await app.register(deliveryScheduleModule);
  await app.register(pickupBoardModule);
  await app.register(legalModule);
  await app.register(staffModule);
  await app.register(metricsModule);
  await app.register(staffAccountsModule);
  await app.register(bookingsModule);
  await app.register(paymentsModule);
  await app.register(couponsModule);
  await app.register(myPurchasesModule);
}
