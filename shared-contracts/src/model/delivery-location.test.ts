import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { makeCoveragePolygon } from '../testing/instance-config.ts';
import { $deliveryLocation, deliveryLocationFound, type DeliveryLocation } from './delivery-location.ts';
import { $deliveryAddress, $deliveryZone } from './frame.ts';
import { serviceChosen } from './order.ts';

const chapinero: DeliveryLocation = {
  latitude: 4.6486,
  longitude: -74.0628,
  address: 'Calle 63 # 9-20',
  reference: 'Portería azul',
  supplierSlug: 'chapinero',
  polygon: makeCoveragePolygon({ id: 7 }),
};

describe('delivery location', () => {
  it("a covered place sets the frame's zone and address; choosing take-away clears the place", async () => {
    const scope = fork();
    await allSettled(deliveryLocationFound, { scope, params: chapinero });
    expect(scope.getState($deliveryZone)).toBe(7);
    expect(scope.getState($deliveryAddress)).toBe('Calle 63 # 9-20');
    expect(scope.getState($deliveryLocation)?.polygon.delivery_price).toBe(5000);
    await allSettled(serviceChosen, { scope, params: { service: 'take_away', subservice: null } });
    expect(scope.getState($deliveryZone)).toBeNull();
    expect(scope.getState($deliveryLocation)).toBeNull();
  });
});
