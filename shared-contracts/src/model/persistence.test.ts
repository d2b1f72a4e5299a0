// @vitest-environment jsdom
import { allSettled, createWatch, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeInstanceConfig, makePaymentResponse, makeProduct } from '../testing/instance-config.ts';
import { $buyer, $paymentAttempt, buyerSaved, paymentAttemptEnded, paymentAttemptStarted } from './buyer.ts';
import { $cartCount, $cartItems, productAdded } from './cart.ts';
import { $deliveryDetails, deliveryTextChanged } from './delivery-details.ts';
import { $deliveryLocation, deliveryLocationFound } from './delivery-location.ts';
import { placeDeliveryOrderFx } from './delivery-order.ts';
import { $deliveryAddress, $deliveryZone } from './frame.ts';
import { $popupsClosed, popupClosed } from './frame.ts';
import { makeCoveragePolygon } from '../testing/instance-config.ts';
import { instanceLoaded } from './instance.ts';
import { $savedLang, languageSaved } from './lang.ts';
import { $reportedPayments, REPORTED_PAYMENTS_KEPT } from './payment-analytics.ts';
import { loadPaymentFx, payFx } from './payment.ts';
import { persistenceStarted } from './persistence.ts';
import { analyticsEvent } from './tracking.ts';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

/** A page load: a new scope that reads the stored state. */
async function openPage() {
  const scope = fork();
  await allSettled(persistenceStarted, { scope });
  return scope;
}

describe('persistence', () => {
  it('restores the cart saved under the versioned key in the next page scope', async () => {
    const first = await openPage();
    await allSettled(productAdded, { scope: first, params: { product: makeProduct(), supplierId: 1 } });
    expect(JSON.parse(localStorage.getItem('mesa:v1:cart') ?? 'null')).toMatchObject({ supplierId: 1 });

    const second = await openPage();
    expect(second.getState($cartCount)).toBe(1);
  });

  it('loads a cart stored before lines kept their options, and keeps the options of new lines', async () => {
    const before = {
      supplierId: 3,
      lines: [{ productId: 4, label: 'Gaseosa', category: 'bebidas', price: 5000, count: 2, stock: null }],
    };
    localStorage.setItem('mesa:v1:cart', JSON.stringify(before));
    const scope = await openPage();
    expect(scope.getState($cartItems)).toMatchObject([
      { label: 'Gaseosa', count: 2, options: [], total: 10000 },
    ]);
    const huevo = {
      slug: 'adiciones',
      label: 'Adiciones',
      choices: [{ slug: 'huevo', label: 'Huevo', price: 3000 }],
    };
    await allSettled(productAdded, {
      scope,
      params: { product: makeProduct({ id: 5, price: 45000 }), supplierId: 3, options: [huevo] },
    });
    const next = await openPage();
    expect(next.getState($cartItems).map((item) => [item.count, item.price, item.options])).toEqual([
      [2, 5000, []],
      [1, 48000, [huevo]],
    ]);
  });

  it('reads nothing into a scope until persistence starts there', async () => {
    localStorage.setItem('mesa:v1:customer-lang', JSON.stringify('pt'));
    const scope = fork();
    expect(scope.getState($savedLang)).toBeNull();
    await allSettled(persistenceStarted, { scope });
    expect(scope.getState($savedLang)).toBe('pt');
    await allSettled(languageSaved, { scope, params: 'en' });
    expect(localStorage.getItem('mesa:v1:customer-lang')).toBe('"en"');
  });

  it.each([
    ['not JSON', '{oops'],
    ['an old shape', JSON.stringify({ items: [{ id: 1, qty: 2 }] })],
    [
      'a negative count',
      JSON.stringify({
        supplierId: 1,
        lines: [{ productId: 1, label: 'x', category: 'c', price: 1, count: -3, stock: null }],
      }),
    ],
  ])('drops a stored cart that is %s and starts empty', async (_name, raw) => {
    localStorage.setItem('mesa:v1:cart', raw);
    const scope = await openPage();
    expect(scope.getState($cartCount)).toBe(0);
    expect(localStorage.getItem('mesa:v1:cart')).toBeNull();
  });

  it('keeps the closed popups for the browser session only (sessionStorage), and drops a broken value', async () => {
    const first = await openPage();
    const popup = { id: 'promo', title: 't', body: 'b', image: '', link: null };
    await allSettled(instanceLoaded, { scope: first, params: makeInstanceConfig({ popup }) });
    await allSettled(popupClosed, { scope: first });
    expect(sessionStorage.getItem('mesa:v1:popups-closed')).toBe('["promo"]');
    expect(localStorage.getItem('mesa:v1:popups-closed')).toBeNull();
    expect((await openPage()).getState($popupsClosed)).toEqual(['promo']);

    sessionStorage.setItem('mesa:v1:popups-closed', '{"not":"a list"}');
    expect((await openPage()).getState($popupsClosed)).toEqual([]);
    expect(sessionStorage.getItem('mesa:v1:popups-closed')).toBeNull();
  });

  it("keeps the buyer's data for the next visit, and drops a stored one that fails its schema", async () => {
    const buyer = {
      name: 'Ana',
      phone: '+573001112233',
      email: 'ana@example.com',
      document_type: 'national_id' as const,
      document_number: '1020304050',
    };
    const first = await openPage();
    await allSettled(buyerSaved, { scope: first, params: buyer });
    expect((await openPage()).getState($buyer)).toEqual(buyer);

    localStorage.setItem('mesa:v1:buyer', JSON.stringify({ ...buyer, email: 'not an email' }));
    expect((await openPage()).getState($buyer)).toBeNull();
    expect(localStorage.getItem('mesa:v1:buyer')).toBeNull();
  });

  it("keeps the payment attempt's key for the tab (sessionStorage, not localStorage) until it ends", async () => {
    const attempt = { purchase_id: 9, key: 'key-0001-abcdef', fingerprint: '{"kind":"full"}' };
    const first = await openPage();
    await allSettled(paymentAttemptStarted, { scope: first, params: attempt });
    expect(localStorage.getItem('mesa:v1:payment-attempt')).toBeNull();
    const reloaded = await openPage();
    expect(reloaded.getState($paymentAttempt)).toEqual(attempt);
    await allSettled(paymentAttemptEnded, { scope: reloaded });
    expect((await openPage()).getState($paymentAttempt)).toBeNull();
  });

  it('remembers the payments reported to analytics across a reload: a reloaded return page reports none again', async () => {
    const reports: unknown[] = [];
    async function returnPage(paymentIds: number[]) {
      const scope = fork({ handlers: [[loadPaymentFx, async (id: number) => makePaymentResponse({ id })]] });
      createWatch({ unit: analyticsEvent, scope, fn: (event) => reports.push(event) });
      await allSettled(persistenceStarted, { scope });
      for (const id of paymentIds) await allSettled(loadPaymentFx, { scope, params: id });
      return scope;
    }
    await returnPage([41]);
    expect(reports).toHaveLength(1);
    await returnPage([41]);
    expect(reports).toHaveLength(1);
    // Only the newest are kept.
    const many = Array.from({ length: REPORTED_PAYMENTS_KEPT + 5 }, (_, i) => 100 + i);
    const last = await returnPage(many);
    expect(reports).toHaveLength(1 + many.length);
    expect(last.getState($reportedPayments)).toEqual(many.slice(-REPORTED_PAYMENTS_KEPT));
  });

  it('keeps the delivery place, address, reference, comment and scheduled day and hour across a reload', async () => {
    const first = await openPage();
    await allSettled(deliveryLocationFound, {
      scope: first,
      params: {
        latitude: 4.6468,
        longitude: -74.0583,
        address: 'Calle 63 # 9-20, Chapinero',
        reference: 'Portería azul',
        supplierSlug: 'chapinero',
        polygon: makeCoveragePolygon({ id: 7 }),
      },
    });
    for (const [field, value] of [
      ['comment', 'Sin cebolla'],
      ['date', '2031-05-02'],
      ['hour', '13:00'],
    ] as const) {
      await allSettled(deliveryTextChanged, { scope: first, params: { field, value } });
    }
    const reloaded = await openPage();
    expect(reloaded.getState($deliveryLocation)?.polygon.id).toBe(7);
    expect(reloaded.getState($deliveryDetails)).toMatchObject({
      address: 'Calle 63 # 9-20, Chapinero',
      reference: 'Portería azul',
      comment: 'Sin cebolla',
      date: '2031-05-02',
      hour: '13:00',
    });
    // The frame's zone and address come back with the place.
    expect(reloaded.getState($deliveryZone)).toBe(7);
    expect(reloaded.getState($deliveryAddress)).toBe('Calle 63 # 9-20, Chapinero');

    localStorage.setItem('mesa:v1:delivery-location', JSON.stringify({ latitude: 'north' }));
    expect((await openPage()).getState($deliveryLocation)).toBeNull();
  });

  it("empties the cart when its order is paid after a reload (the placed order is kept), keeping the place's address", async () => {
    const order = { id: 31 } as Awaited<ReturnType<typeof placeDeliveryOrderFx>>;
    const first = fork({ handlers: [[placeDeliveryOrderFx, async () => order]] });
    await allSettled(persistenceStarted, { scope: first });
    await allSettled(productAdded, { scope: first, params: { product: makeProduct(), supplierId: 1 } });
    await allSettled(deliveryTextChanged, {
      scope: first,
      params: { field: 'address', value: 'Calle 63 # 9-20' },
    });
    await allSettled(deliveryTextChanged, {
      scope: first,
      params: { field: 'comment', value: 'Sin cebolla' },
    });
    await allSettled(placeDeliveryOrderFx, {
      scope: first,
      params: {} as Parameters<typeof placeDeliveryOrderFx>[0],
    });

    const checkout = fork({
      handlers: [[payFx, async () => makePaymentResponse({ purchase_id: 31, status: 'approved' })]],
    });
    await allSettled(persistenceStarted, { scope: checkout });
    expect(checkout.getState($cartCount)).toBe(1);
    await allSettled(payFx, { scope: checkout, params: { body: {} as never, key: 'k' } });
    expect(checkout.getState($cartCount)).toBe(0);
    expect(checkout.getState($deliveryDetails)).toMatchObject({ address: 'Calle 63 # 9-20', comment: '' });
    expect((await openPage()).getState($cartCount)).toBe(0);
  });

  it("empties the cart when the bank's answer approves its order (the webcheckout page)", async () => {
    localStorage.setItem('mesa:v1:delivery-placed-order', '32');
    const first = await openPage();
    await allSettled(productAdded, { scope: first, params: { product: makeProduct(), supplierId: 1 } });
    const back = fork({
      handlers: [[loadPaymentFx, async () => makePaymentResponse({ purchase_id: 32, status: 'approved' })]],
    });
    await allSettled(persistenceStarted, { scope: back });
    await allSettled(loadPaymentFx, { scope: back, params: 5 });
    expect(back.getState($cartCount)).toBe(0);
  });

  it('follows what another tab stores: a new cart, a broken value (dropped, kept here), a cleared storage', async () => {
    const scope = await openPage();
    await allSettled(productAdded, { scope, params: { product: makeProduct(), supplierId: 1 } });
    const fromOtherTab = (key: string | null) =>
      dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage }));
    const twoLines = {
      supplierId: 1,
      lines: [{ productId: 4, label: 'Gaseosa', category: 'bebidas', price: 5000, count: 2, stock: null }],
    };
    localStorage.setItem('mesa:v1:cart', JSON.stringify(twoLines));
    fromOtherTab('mesa:v1:cart');
    await allSettled(scope);
    expect(scope.getState($cartCount)).toBe(2);

    localStorage.setItem('mesa:v1:cart', '{oops');
    fromOtherTab('mesa:v1:cart');
    await allSettled(scope);
    expect(scope.getState($cartCount)).toBe(2);
    expect(localStorage.getItem('mesa:v1:cart')).toBeNull();

    // A change of a key this page does not keep, or of the tab's own sessionStorage, reads nothing.
    localStorage.setItem('mesa:v1:cart', JSON.stringify({ supplierId: 1, lines: [] }));
    dispatchEvent(new StorageEvent('storage', { key: 'mesa:v1:cart', storageArea: sessionStorage }));
    fromOtherTab('somebody-else');
    await allSettled(scope);
    expect(scope.getState($cartCount)).toBe(2);

    localStorage.clear();
    fromOtherTab(null);
    await allSettled(scope);
    expect(scope.getState($cartCount)).toBe(0);
  });

  it('writes a value only when storage does not already hold it', async () => {
    const scope = await openPage();
    await allSettled(productAdded, { scope, params: { product: makeProduct(), supplierId: 1 } });
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const writes = () => setItem.mock.calls.map(([key]) => key);
    try {
      // Read again, the cart is a new object equal to the stored one: nothing is written back.
      await allSettled(persistenceStarted, { scope });
      expect(scope.getState($cartCount)).toBe(1);
      expect(writes()).toEqual([]);
      await allSettled(languageSaved, { scope, params: 'pt' });
      expect(writes()).toEqual(['mesa:v1:customer-lang']);
    } finally {
      setItem.mockRestore();
    }
  });
});
