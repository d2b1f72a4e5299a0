import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  $cart,
  $deliveryDetails,
  $deliveryLocation,
  $deliveryZone,
  $instance,
  $deliveryAddress,
  $order,
  ApiRequestError,
  checkCoverageFx,
  geocodeFx,
  loadAddressExampleFx,
  logAddressSearchFx,
  type SupplierAvailability,
} from 'shared-contracts';
import { geocodeCall } from 'shared-contracts/api-declarations';
import { deliveryPlaceSchema, searchLogRequestSchema } from 'shared-contracts/schemas';
import { makeCoveragePolygon, makeInstanceConfig } from 'shared-contracts/testing';
import { GeolocationError, locateFx } from './geolocation.ts';
import {
  $covered,
  $example,
  $nearest,
  $notFound,
  $orderLink,
  $phase,
  $searchProblem,
  addAddressClicked,
  fieldChanged,
  formSubmitted,
  MyLocationPageGate,
} from './my-location-page.ts';

const instance = makeInstanceConfig({ id: 3 });
const exampleSpy = vi.fn(async () => 'Calle 63 # 9-20');
const inZone: SupplierAvailability = {
  polygon: makeCoveragePolygon(),
  supplier_id: 1,
  supplier_slug: 'chapinero',
  ciudad_id: 1,
  nearest: null,
};
const atSea: SupplierAvailability = {
  polygon: null,
  supplier_id: null,
  supplier_slug: null,
  ciudad_id: null,
  nearest: { supplier_id: 3, slug: 'el-poblado', label: 'La Brasa El Poblado', distance_km: 655.2 },
};

function scopeWith(
  check: (params: {
    customerId: number;
    service: string;
    lat: number;
    lon: number;
  }) => Promise<SupplierAvailability>,
  locate: () => Promise<{ lat: number; lon: number }> = async () => ({ lat: 4.6486, lon: -74.0628 }),
  order: { service: 'delivery'; subservice: 'schedule' | null } = { service: 'delivery', subservice: null },
) {
  const checkSpy = vi.fn(check);
  const scope = fork({
    values: [
      [$instance, instance],
      [$order, order],
    ],
    handlers: [
      [locateFx, locate],
      [checkCoverageFx, checkSpy],
      [loadAddressExampleFx, async () => null],
    ],
  });
  return { scope, checkSpy };
}

describe('my-location page model', () => {
  it("asks the browser, then the API, and keeps the covered place as the frame's zone", async () => {
    const { scope, checkSpy } = scopeWith(async () => inZone);
    await allSettled(MyLocationPageGate.open, { scope, params: {} });
    expect(checkSpy).toHaveBeenCalledWith({ customerId: 3, service: 'delivery', lat: 4.6486, lon: -74.0628 });
    expect(scope.getState($phase)).toBe('covered');
    expect(scope.getState($deliveryZone)).toBe(11);
    expect(scope.getState($covered)?.location.supplierSlug).toBe('chapinero');
  });

  it("opened to type another address (the cart's 'change address'), shows the form and asks no position", async () => {
    const locate = vi.fn(async () => ({ lat: 4.6486, lon: -74.0628 }));
    const { scope, checkSpy } = scopeWith(async () => inZone, locate);
    await allSettled(MyLocationPageGate.open, { scope, params: { newAddress: true } });
    expect(scope.getState($phase)).toBe('address');
    expect(locate).not.toHaveBeenCalled();
    expect(checkSpy).not.toHaveBeenCalled();
  });

  it('scheduled delivery asks about the zones of scheduled orders', async () => {
    const { scope, checkSpy } = scopeWith(async () => inZone, undefined, {
      service: 'delivery',
      subservice: 'schedule',
    });
    await allSettled(MyLocationPageGate.open, { scope, params: {} });
    expect(checkSpy.mock.calls[0]?.[0].service).toBe('schedule');
  });

  it('a point no zone holds shows the no-coverage alert with the nearest branch', async () => {
    const { scope } = scopeWith(async () => atSea);
    await allSettled(MyLocationPageGate.open, { scope, params: {} });
    expect(scope.getState($phase)).toBe('no-coverage');
    expect(scope.getState($nearest)?.slug).toBe('el-poblado');
    expect(scope.getState($deliveryZone)).toBeNull();
  });

  it('a failed lookup is logged and shows the no-coverage alert', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { scope } = scopeWith(async () => {
      throw new Error('network');
    });
    await allSettled(MyLocationPageGate.open, { scope, params: {} });
    expect(scope.getState($phase)).toBe('no-coverage');
    expect(scope.getState($nearest)).toBeNull();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('a refused or missing position shows GPS inactive and asks the API nothing', async () => {
    const { scope, checkSpy } = scopeWith(
      async () => inZone,
      async () => {
        throw new GeolocationError('denied');
      },
    );
    await allSettled(MyLocationPageGate.open, { scope, params: {} });
    expect(scope.getState($phase)).toBe('gps-off');
    expect(checkSpy).not.toHaveBeenCalled();
  });
});

describe('my-location address form', () => {
  async function typedAddress(places: { latitude: number; longitude: number }[]) {
    const geocode = vi.fn(async () =>
      places.map((place, index) => ({ place_id: `p${index}`, formatted_address: 'x', ...place })),
    );
    const logSearch = vi.fn(async () => ({ id: 1 }));
    const check = vi.fn(async () => inZone);
    exampleSpy.mockClear();
    const scope = fork({
      values: [[$instance, instance]],
      handlers: [
        [locateFx, async () => Promise.reject(new GeolocationError('denied'))],
        [checkCoverageFx, check],
        [geocodeFx, geocode],
        [logAddressSearchFx, logSearch],
        [loadAddressExampleFx, exampleSpy],
      ],
    });
    await allSettled(MyLocationPageGate.open, { scope, params: {} });
    await allSettled(addAddressClicked, { scope });
    return { scope, geocode, logSearch, check };
  }
  const fill = async (scope: ReturnType<typeof fork>, values: Record<string, string>) => {
    for (const [field, value] of Object.entries(values)) {
      await allSettled(fieldChanged, { scope, params: { field: field as 'address', value } });
    }
  };

  it('an incomplete form asks nothing', async () => {
    const { scope, geocode } = await typedAddress([]);
    await fill(scope, { address: 'Chapinero' });
    await allSettled(formSubmitted, { scope });
    expect(geocode).not.toHaveBeenCalled();
    expect(scope.getState($phase)).toBe('address');
  });

  it('a full address is logged, found and checked; the covered place keeps the typed address', async () => {
    const { scope, geocode, logSearch, check } = await typedAddress([
      { latitude: 4.6486, longitude: -74.0628 },
    ]);
    await fill(scope, {
      address: 'Calle 63 # 9-20',
      neighbourhood: 'Chapinero cercano',
      reference: 'Portería',
    });
    await allSettled(formSubmitted, { scope });
    expect(geocode).toHaveBeenCalledWith({ customerId: 3, q: 'Calle 63 # 9-20, Chapinero cercano' });
    expect(logSearch).toHaveBeenCalledWith({ query: 'Calle 63 # 9-20, Chapinero cercano' });
    expect(check).toHaveBeenCalledWith({ customerId: 3, service: 'delivery', lat: 4.6486, lon: -74.0628 });
    expect(scope.getState($phase)).toBe('covered');
    // The courier's address and the reference stay apart: the cart fills both fields.
    expect(scope.getState($deliveryAddress)).toBe('Calle 63 # 9-20, Chapinero cercano');
    expect(scope.getState($deliveryLocation)).toMatchObject({
      address: 'Calle 63 # 9-20, Chapinero cercano',
      reference: 'Portería',
    });
    expect(scope.getState($deliveryDetails)).toMatchObject({
      address: 'Calle 63 # 9-20, Chapinero cercano',
      reference: 'Portería',
    });
  });

  it('an emoji-heavy address and a two-character reference are searched, as the API counts them', async () => {
    const { scope, geocode, logSearch } = await typedAddress([{ latitude: 4.6486, longitude: -74.0628 }]);
    // 160 characters, 310 UTF-16 units: within the API's limits, which count characters.
    const neighbourhood = `Chapinero ${'🏠'.repeat(150)}`;
    await fill(scope, { address: 'Calle 63 # 9-20', neighbourhood, reference: 'Ok' });
    await allSettled(formSubmitted, { scope });
    const q = `Calle 63 # 9-20, ${neighbourhood}`;
    expect(geocode).toHaveBeenCalledWith({ customerId: 3, q });
    expect(geocodeCall.query.shape.q.safeParse(q).success).toBe(true);
    expect(logSearch).toHaveBeenCalledWith({ query: q });
    expect(searchLogRequestSchema.shape.search_google_log.shape.query.safeParse(q).success).toBe(true);
    expect(scope.getState($deliveryLocation)).toMatchObject({ address: q, reference: 'Ok' });
    expect(
      deliveryPlaceSchema.safeParse({ latitude: 4.6, longitude: -74, address: q, reference: 'Ok' }).success,
    ).toBe(true);
  });

  it('a geocoder that could not answer is not "not found": the diner is told to try again', async () => {
    const check = vi.fn(async () => inZone);
    const failing = fork({
      values: [[$instance, instance]],
      handlers: [
        [locateFx, async () => Promise.reject(new GeolocationError('denied'))],
        [checkCoverageFx, check],
        [
          geocodeFx,
          async () => {
            throw new ApiRequestError(502, 'geocoder_unavailable', 'down');
          },
        ],
        [logAddressSearchFx, async () => ({ id: 1 })],
        [loadAddressExampleFx, async () => null],
      ],
    });
    await allSettled(MyLocationPageGate.open, { scope: failing, params: {} });
    await allSettled(addAddressClicked, { scope: failing });
    await fill(failing, { address: 'Calle 63 # 9-20', neighbourhood: 'Chapinero', reference: 'Portería' });
    await allSettled(formSubmitted, { scope: failing });
    expect(failing.getState($phase)).toBe('address');
    expect(failing.getState($searchProblem)).toBe('unavailable');
    expect(failing.getState($notFound)).toBe(false);
  });

  it("shows the geocoder's own example, asked once", async () => {
    const { scope } = await typedAddress([]);
    expect(scope.getState($example)).toBe('Calle 63 # 9-20');
    await allSettled(MyLocationPageGate.open, { scope, params: {} });
    expect(exampleSpy).toHaveBeenCalledTimes(1);
  });

  it('a covered place leads back to the cart when it holds products, else to the Home, keeping a schedule', async () => {
    const { scope } = await typedAddress([{ latitude: 4.6486, longitude: -74.0628 }]);
    await fill(scope, { address: 'Calle 63 # 9-20', neighbourhood: 'Chapinero', reference: 'Portería' });
    await allSettled(formSubmitted, { scope });
    expect(scope.getState($orderLink)).toEqual({ kind: 'home', to: '/chapinero?service=delivery' });
    const scheduled = fork({
      values: [
        [$deliveryLocation, scope.getState($deliveryLocation)],
        [$order, { service: 'delivery', subservice: 'schedule' }],
      ],
    });
    expect(scheduled.getState($orderLink)).toEqual({ kind: 'home', to: '/chapinero?service=schedule' });
    const withCart = fork({
      values: [
        [$deliveryLocation, scope.getState($deliveryLocation)],
        [
          $cart,
          {
            supplierId: 2,
            lines: [{ productId: 1, label: 'x', category: 'c', price: 1, count: 1, stock: null }],
          },
        ],
      ],
    });
    expect(withCart.getState($orderLink)).toEqual({ kind: 'cart', to: '/chapinero/delivery/order' });
  });

  it('an address no place matches stays on the form with the not-found message', async () => {
    const { scope, check } = await typedAddress([]);
    await fill(scope, { address: 'Calle 999 # 1-1', neighbourhood: 'Atlantis', reference: 'Portería' });
    await allSettled(formSubmitted, { scope });
    expect(scope.getState($phase)).toBe('address');
    expect(scope.getState($notFound)).toBe(true);
    expect(check).not.toHaveBeenCalled();
  });
});
