import { describe, expect, it } from 'vitest';
import remote from './index.tsx';

describe('mf-checkout routes module', () => {
  it('gives an opened event for every route it renders', () => {
    expect(Object.keys(remote.routes).sort()).toEqual([
      'Checkout',
      'DeliveryCartInProgress',
      'HistoryMyOrders',
      'MyOrder',
      'OnlyPay',
      'Order',
      'Orders',
      'Precheckout',
      'RatePurchase',
      'ServicePolicies',
      'WebCheckout',
    ]);
    expect(Object.keys(remote.opened ?? {}).sort()).toEqual(Object.keys(remote.routes).sort());
  });
});
