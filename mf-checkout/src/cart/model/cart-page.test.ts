import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  $cart,
  $cartItems,
  $deliveryLocation,
  $instance,
  $order,
  $profile,
  ApiRequestError,
  changeSupplierFx,
  deliveryLocationFound,
  EMPTY_DELIVERY_DETAILS,
  loadBranchOpeningFx,
  loadScheduleDaysFx,
  paymentMethodsFx,
  placeDeliveryOrderFx,
  profileLoaded,
  type CartState,
  type DeliveryLocation,
} from 'shared-contracts';
import type { Effect, Scope } from 'effector';
import {
  makeInstanceConfig,
  makeProfile,
  makeSupplierSummary,
  makeTablePurchase,
} from 'shared-contracts/testing';
import {
  $closedNow,
  $closedState,
  $moveNotice,
  $needsPlace,
  $place,
  $details,
  $errors,
  $fixedAddress,
  $lastSubmit,
  $next,
  $placeError,
  $placing,
  $scheduleHours,
  $status,
  $totals,
  continueClicked,
  cutleryToggled,
  kindChosen,
  textChanged,
  decreaseClicked,
  increaseClicked,
  pageOpened,
  removeClicked,
  pageClosed,
  routeVisited,
} from './cart-page.ts';

const cart: CartState = {
  supplierId: 3,
  lines: [{ productId: 7, label: 'Bandeja paisa', category: 'platos', price: 38000, count: 2, stock: 3 }],
};

/** The diner's profile, which the API needs to take an order. */
const diner = makeProfile();

const config = makeInstanceConfig({
  suppliers: [
    makeSupplierSummary({
      id: 3,
      slug: 'chapinero',
      service_delivery: true,
      service_schedule: true,
      service_take_away: true,
    }),
  ],
});
const cercano: DeliveryLocation = {
  latitude: 4.6486,
  longitude: -74.0628,
  address: 'Carrera 13 # 63-20',
  reference: null,
  supplierSlug: 'chapinero',
  polygon: {
    id: 1,
    name: 'Chapinero cercano',
    active: true,
    delivery_price: 5000,
    minimum_order_value: 20000,
    supplier_id: 3,
    polygon_found: true,
  },
};

// fork's own `handlers` list: effector types it with `any` and does not export it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Handlers = [Effect<any, any, any>, (...args: any[]) => unknown][];

/** The delivery cart at Chapinero of a diner with a profile, with `handlers` for its calls. */
const deliveryScope = (handlers: Handlers) =>
  fork({
    values: [
      [$cart, cart],
      [$profile, diner],
      [$instance, config],
      [$order, { service: 'delivery', subservice: null }],
    ],
    handlers,
  });

async function fill(scope: Scope) {
  await allSettled(textChanged, { scope, params: { field: 'address', value: 'Carrera 13 # 63-20' } });
  await allSettled(textChanged, { scope, params: { field: 'reference', value: 'Portería' } });
}

/** Chapinero inside its opening hours. */
const openNow = { supplier_id: 3, open: true, opens_date: null, opens_hour: null };

/**
 * The take-away cart at Chapinero of a diner with a profile, placing with `place` (and `refresh`), the
 * branch's opening answered by `opening` (open by default).
 */
function takeAwayScope(
  place: () => Promise<unknown>,
  refresh?: () => Promise<unknown>,
  opening: () => Promise<unknown> = async () => openNow,
) {
  return fork({
    values: [
      [$cart, cart],
      [$profile, diner],
      [$instance, config],
      [$order, { service: 'take_away', subservice: null }],
    ],
    handlers: [
      [placeDeliveryOrderFx, place],
      [changeSupplierFx, refresh ?? (() => Promise.reject(new Error('the cart is not refreshed')))],
      [loadBranchOpeningFx, opening],
      [
        paymentMethodsFx,
        vi.fn(async () => ({
          payment_methods: [],
          currency: 'COP',
          minimum_order_minor: 0,
          service_fee_label: false,
          impoconsumo_label: false,
        })),
      ],
    ],
  });
}

describe('cart page model', () => {
  it('steps a line within its stock and removes it, down to the empty status', async () => {
    const scope = fork({ values: [[$cart, cart]] });
    const line = () => {
      const [first] = scope.getState($cartItems);
      if (!first) throw new Error('the cart has no line');
      return first;
    };
    expect(scope.getState($status)).toBe('ready');
    await allSettled(increaseClicked, { scope, params: line() });
    await allSettled(increaseClicked, { scope, params: line() });
    expect(line().count).toBe(3);
    await allSettled(decreaseClicked, { scope, params: line() });
    expect(line().count).toBe(2);
    await allSettled(removeClicked, { scope, params: line() });
    expect(scope.getState($status)).toBe('empty');
  });

  it('a visit to the route loads nothing: the cart is the browser’s, shown after hydration', async () => {
    const scope = fork();
    await allSettled(routeVisited, { scope, params: { params: { supplier: 'chapinero' }, search: '' } });
    expect(scope.getState($status)).toBe('empty');
  });

  it("delivery in 'Chapinero extendido': the fee and the zone's minimum in the totals; below it nothing is sent", async () => {
    const place = vi.fn();
    const scope = fork({
      values: [
        [$cart, cart],
        [$profile, diner],
        [$instance, config],
        [$order, { service: 'delivery', subservice: null }],
        [
          $deliveryLocation,
          { ...cercano, polygon: { ...cercano.polygon, delivery_price: 8000, minimum_order_value: 90000 } },
        ],
      ],
      handlers: [[placeDeliveryOrderFx, place]],
    });
    expect(scope.getState($totals)).toMatchObject({
      itemsMinor: 76000,
      feeMinor: 8000,
      minimumMinor: 90000,
      totalMinor: 84000,
      belowMinimum: true,
    });
    await fill(scope);
    await allSettled(continueClicked, { scope });
    expect(place).not.toHaveBeenCalled();
  });

  it('asks the full address and a reference, then places the order with the place and goes to its precheckout', async () => {
    const place = vi.fn(async () => ({ ...makeTablePurchase(), id: 41 }));
    const scope = deliveryScope([[placeDeliveryOrderFx, place]]);
    await allSettled(pageOpened, { scope });
    // The address and reference typed on the address form come with the covered place.
    await allSettled(deliveryLocationFound, { scope, params: { ...cercano, reference: 'Portería azul' } });
    expect(scope.getState($details)).toMatchObject({
      address: 'Carrera 13 # 63-20',
      reference: 'Portería azul',
    });
    await allSettled(textChanged, { scope, params: { field: 'address', value: 'Chapinero' } });
    await allSettled(textChanged, { scope, params: { field: 'reference', value: '' } });
    await allSettled(continueClicked, { scope });
    expect(scope.getState($errors)).toEqual({ address: 'fullAddress', reference: 'reference' });
    expect(scope.getState($lastSubmit)).toEqual({ firstInvalid: 'address' });
    expect(place).not.toHaveBeenCalled();

    await fill(scope);
    await allSettled(cutleryToggled, { scope, params: true });
    await allSettled(continueClicked, { scope });
    expect(place).toHaveBeenCalledWith(
      expect.objectContaining({
        supplier_id: 3,
        service: 'delivery',
        subservice: null,
        lines: [{ id: 7, count: 2, price: 38000, options: [] }],
        cutlery: true,
        packed: false,
        place: {
          latitude: 4.6486,
          longitude: -74.0628,
          address: 'Carrera 13 # 63-20',
          reference: 'Portería',
        },
        schedule: null,
      }),
    );
    expect(scope.getState($next)).toBe('41');
  });

  it('sends the address the coverage was checked for; a place from the browser’s position takes the typed one', async () => {
    const place = vi.fn(async () => ({ ...makeTablePurchase(), id: 42 }));
    const scope = deliveryScope([[placeDeliveryOrderFx, place]]);
    await allSettled(pageOpened, { scope });
    await allSettled(deliveryLocationFound, { scope, params: { ...cercano, reference: 'Portería azul' } });
    expect(scope.getState($fixedAddress)).toBe('Carrera 13 # 63-20');
    // An address kept on the device from before differs: the order still goes to the checked one.
    await allSettled(textChanged, {
      scope,
      params: { field: 'address', value: 'Calle 5 # 38-20, San Fernando' },
    });
    await allSettled(continueClicked, { scope });
    expect(place).toHaveBeenLastCalledWith(
      expect.objectContaining({
        place: expect.objectContaining({ address: 'Carrera 13 # 63-20', latitude: 4.6486 }) as unknown,
      }),
    );

    await allSettled(deliveryLocationFound, {
      scope,
      params: { ...cercano, address: null, reference: null },
    });
    expect(scope.getState($fixedAddress)).toBeNull();
  });

  it('a continue before the profile exists waits for it, then sends the order once', async () => {
    const place = vi.fn(async () => ({ ...makeTablePurchase(), id: 52 }));
    const scope = fork({
      values: [
        [$cart, cart],
        [$instance, config],
        [$order, { service: 'take_away', subservice: null }],
      ],
      handlers: [[placeDeliveryOrderFx, place]],
    });
    await allSettled(pageOpened, { scope });
    await allSettled(continueClicked, { scope });
    await allSettled(continueClicked, { scope });
    expect(place).not.toHaveBeenCalled();
    expect(scope.getState($placing)).toBe(true);

    await allSettled(profileLoaded, { scope, params: diner });
    expect(place).toHaveBeenCalledTimes(1);
    expect(place).toHaveBeenCalledWith(expect.objectContaining({ service: 'take_away', place: null }));
    expect(scope.getState($next)).toBe('52');
    expect(scope.getState($placing)).toBe(false);
  });

  it("take-away needs no place; the API's refusal is kept to explain it", async () => {
    const place = vi.fn(async () => {
      throw new ApiRequestError(409, 'below_minimum_order', 'below', { minimum_minor: 100000 });
    });
    const scope = takeAwayScope(place);
    await allSettled(pageOpened, { scope });
    await allSettled(continueClicked, { scope });
    expect(place).toHaveBeenCalledWith(expect.objectContaining({ service: 'take_away', place: null }));
    expect(scope.getState($placeError)).toEqual({
      code: 'below_minimum_order',
      details: { minimum_minor: 100000 },
    });
  });

  it('a price changed since the cart was filled: sent as shown, refused, and the cart takes the price now', async () => {
    const place = vi.fn(async () => {
      throw new ApiRequestError(409, 'price_changed', 'changed', { label: 'Bandeja paisa', price: 41000 });
    });
    const refresh = vi.fn(async () => ({
      supplier_id: 3,
      supplier_slug: 'chapinero',
      lines: [
        { id: 7, label: 'Bandeja paisa', category: 'platos', price: 41000, count: 2, stock: 3, options: [] },
      ],
      dropped: [],
    }));
    const scope = takeAwayScope(place, refresh);
    await allSettled(pageOpened, { scope });
    await allSettled(continueClicked, { scope });
    expect(place).toHaveBeenCalledWith(
      expect.objectContaining({ lines: [expect.objectContaining({ id: 7, count: 2, price: 38000 })] }),
    );
    expect(refresh).toHaveBeenCalledWith(expect.objectContaining({ supplierId: 3, reason: 'refresh' }));
    expect(scope.getState($cart).lines).toEqual([
      expect.objectContaining({ productId: 7, price: 41000, count: 2 }),
    ]);
    // The refusal stays to say what changed; nothing was placed.
    expect(scope.getState($placeError)?.code).toBe('price_changed');
    expect(scope.getState($next)).toBeNull();
  });

  it('trying take-away keeps the delivery place: back to delivery it is still there', async () => {
    const scope = fork({
      values: [
        [$cart, cart],
        [$profile, diner],
        [$instance, config],
        [$order, { service: 'delivery', subservice: null }],
        [$deliveryLocation, cercano],
      ],
    });
    expect(scope.getState($place)?.polygon.name).toBe('Chapinero cercano');
    await allSettled(kindChosen, { scope, params: 'take_away' });
    await allSettled(kindChosen, { scope, params: 'delivery' });
    expect(scope.getState($place)?.polygon.name).toBe('Chapinero cercano');
    expect(scope.getState($needsPlace)).toBe(false);
  });

  it("a place in another branch's zone moves the cart there and names both branches until the page is left", async () => {
    const usaquen = makeSupplierSummary({
      id: 4,
      slug: 'usaquen',
      label: 'La Brasa Usaquén',
      service_delivery: true,
    });
    const chapinero = makeSupplierSummary({
      id: 3,
      slug: 'chapinero',
      label: 'La Brasa Chapinero',
      service_delivery: true,
    });
    const move = vi.fn(async () => ({
      supplier_id: 3,
      supplier_slug: 'chapinero',
      lines: [
        { id: 7, label: 'Bandeja paisa', category: 'platos', price: 38000, count: 2, stock: 3, options: [] },
      ],
      dropped: [],
    }));
    const scope = fork({
      values: [
        [$cart, { ...cart, supplierId: 4 }],
        [$instance, makeInstanceConfig({ suppliers: [chapinero, usaquen] })],
        [$order, { service: 'delivery', subservice: null }],
      ],
      handlers: [[changeSupplierFx, move]],
    });
    await allSettled(pageOpened, { scope });
    await allSettled(deliveryLocationFound, { scope, params: cercano });
    expect(scope.getState($cart).supplierId).toBe(3);
    expect(scope.getState($place)?.polygon.supplier_id).toBe(3);
    expect(scope.getState($moveNotice)).toEqual({
      from: 'La Brasa Usaquén',
      to: 'La Brasa Chapinero',
      dropped: [],
    });
    await allSettled(pageClosed, { scope });
    expect(scope.getState($moveNotice)).toBeNull();
  });

  it('scheduling loads the offered days; a time the chosen day does not offer is cleared', async () => {
    const days = vi.fn(async () => ({
      supplier_id: 3,
      timezone: 'America/Bogota',
      lead_minutes: 60,
      days: [
        { date: '2026-11-25', day: 3, hours: ['12:00', '13:00'] },
        { date: '2026-11-26', day: 4, hours: ['18:00'] },
      ],
    }));
    const scope = deliveryScope([[loadScheduleDaysFx, days]]);
    await allSettled(pageOpened, { scope });
    expect(days).not.toHaveBeenCalled();
    await allSettled(kindChosen, { scope, params: 'schedule' });
    expect(scope.getState($order)).toEqual({ service: 'delivery', subservice: 'schedule' });
    expect(days).toHaveBeenCalledWith(3);
    await allSettled(textChanged, { scope, params: { field: 'date', value: '2026-11-25' } });
    await allSettled(textChanged, { scope, params: { field: 'hour', value: '13:00' } });
    expect(scope.getState($scheduleHours)).toEqual(['12:00', '13:00']);
    await allSettled(textChanged, { scope, params: { field: 'date', value: '2026-11-26' } });
    expect(scope.getState($details).hour).toBe('');
  });

  it('a day and time kept on the device stay until the days are known; a kept day that has passed is cleared', async () => {
    const offered = {
      supplier_id: 3,
      timezone: 'America/Bogota',
      lead_minutes: 60,
      days: [{ date: '2026-11-25', day: 3, hours: ['12:00', '13:00'] }],
    };
    const scope = fork({
      values: [
        [$cart, cart],
        [$profile, diner],
        [$instance, config],
        [$order, { service: 'delivery', subservice: null }],
        // What a reload read from storage.
        [$details, { ...EMPTY_DELIVERY_DETAILS, date: '2026-11-25', hour: '13:00' }],
      ],
      handlers: [[loadScheduleDaysFx, async () => offered]],
    });
    await allSettled(pageOpened, { scope });
    // Nothing is judged before the days are known.
    await allSettled(textChanged, { scope, params: { field: 'comment', value: 'Timbre dañado' } });
    expect(scope.getState($details)).toMatchObject({ date: '2026-11-25', hour: '13:00' });
    await allSettled(kindChosen, { scope, params: 'schedule' });
    expect(scope.getState($details)).toMatchObject({ date: '2026-11-25', hour: '13:00' });

    await allSettled(textChanged, { scope, params: { field: 'date', value: '2026-11-20' } });
    expect(scope.getState($details)).toMatchObject({ date: '', hour: '' });
  });
});

describe("the cart's closed states", () => {
  const closedConfig = (
    state: Partial<{ business_closed: boolean; kitchen_closed: boolean; delivery_paused: boolean }>,
  ) =>
    makeInstanceConfig({
      suppliers: [
        makeSupplierSummary({
          id: 3,
          slug: 'chapinero',
          service_delivery: true,
          service_schedule: true,
          service_take_away: true,
          ...state,
        }),
      ],
    });

  it('a closed kitchen still takes a scheduled order; paused delivery still takes take-away; nothing is sent while closed', async () => {
    const place = vi.fn();
    const scope = fork({
      values: [
        [$cart, cart],
        [$profile, diner],
        [$instance, closedConfig({ kitchen_closed: true })],
        [$order, { service: 'delivery', subservice: null }],
        [$deliveryLocation, cercano],
      ],
      handlers: [
        [placeDeliveryOrderFx, place],
        [
          loadScheduleDaysFx,
          vi.fn(async () => ({ supplier_id: 3, timezone: 'America/Bogota', lead_minutes: 60, days: [] })),
        ],
      ],
    });
    expect(scope.getState($closedState)).toBe('kitchen_closed');
    await fill(scope);
    await allSettled(continueClicked, { scope });
    expect(place).not.toHaveBeenCalled();
    await allSettled(kindChosen, { scope, params: 'schedule' });
    expect(scope.getState($closedState)).toBeNull();

    const paused = fork({
      values: [
        [$cart, cart],
        [$profile, diner],
        [$instance, closedConfig({ delivery_paused: true })],
        [$order, { service: 'delivery', subservice: null }],
      ],
    });
    expect(paused.getState($closedState)).toBe('delivery_inactive');
    await allSettled(kindChosen, { scope: paused, params: 'take_away' });
    expect(paused.getState($closedState)).toBeNull();
    const closed = fork({
      values: [
        [$cart, cart],
        [$profile, diner],
        [$instance, closedConfig({ business_closed: true })],
        [$order, { service: 'take_away', subservice: null }],
      ],
    });
    expect(closed.getState($closedState)).toBe('business_closed');
  });

  describe('a branch outside its opening hours', () => {
    const closedUntilNoon = { supplier_id: 3, open: false, opens_date: '2026-12-01', opens_hour: '12:00' };

    it('is said before continuing; continue sends nothing and asks again; scheduling is still taken', async () => {
      const place = vi.fn();
      const opening = vi.fn(async () => closedUntilNoon);
      const scope = deliveryScope([
        [placeDeliveryOrderFx, place],
        [loadBranchOpeningFx, opening],
        [
          loadScheduleDaysFx,
          vi.fn(async () => ({ supplier_id: 3, timezone: 'America/Bogota', lead_minutes: 60, days: [] })),
        ],
      ]);
      await allSettled(deliveryLocationFound, { scope, params: cercano });
      await allSettled(pageOpened, { scope });
      expect(opening).toHaveBeenCalledWith(3);
      expect(scope.getState($closedNow)).toEqual({ date: '2026-12-01', hour: '12:00' });
      await fill(scope);
      await allSettled(continueClicked, { scope });
      expect(place).not.toHaveBeenCalled();
      expect(opening.mock.calls.length).toBeGreaterThan(1);
      // A scheduled order is not an immediate one: the hours it may take are its own.
      await allSettled(kindChosen, { scope, params: 'schedule' });
      expect(scope.getState($closedNow)).toBeNull();
    });

    it('once the branch has opened, the continue that asked again lets the next one send', async () => {
      const place = vi.fn(async () => makeTablePurchase(61));
      const reopened = takeAwayScope(
        place,
        undefined,
        vi.fn().mockResolvedValueOnce(closedUntilNoon).mockResolvedValue(openNow),
      );
      await allSettled(pageOpened, { scope: reopened });
      expect(reopened.getState($closedNow)).not.toBeNull();
      await allSettled(continueClicked, { scope: reopened });
      expect(place).not.toHaveBeenCalled();
      expect(reopened.getState($closedNow)).toBeNull();
      await allSettled(continueClicked, { scope: reopened });
      expect(place).toHaveBeenCalledTimes(1);
    });

    it("an order refused for the hour shows the branch closed, with the refusal's opening", async () => {
      const place = vi.fn(async () => {
        throw new ApiRequestError(409, 'outside_opening_hours', 'closed', {
          opens_date: '2026-12-01',
          opens_hour: '12:00',
        });
      });
      const scope = takeAwayScope(place);
      await allSettled(pageOpened, { scope });
      expect(scope.getState($closedNow)).toBeNull();
      await allSettled(continueClicked, { scope });
      expect(place).toHaveBeenCalledTimes(1);
      expect(scope.getState($closedNow)).toEqual({ date: '2026-12-01', hour: '12:00' });
    });
  });
});
