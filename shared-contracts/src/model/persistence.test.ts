// @vitest-environment jsdom
import { allSettled, createWatch, fork } from 'effector';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeInstanceConfig, makePaymentResponse, makeProduct } from '../testing/instance-config.ts';
import { $buyer, $paymentAttempt, buyerSaved, paymentAttemptEnded, paymentAttemptStarted } from './buyer.ts';
import { $cartCount, $cartItems, productAdded } from './cart.ts';
import { $popupsClosed, popupClosed } from './frame.ts';
import { instanceLoaded } from './instance.ts';
import { $savedLang, languageSaved } from './lang.ts';
import { $reportedPayments, REPORTED_PAYMENTS_KEPT } from './payment-analytics.ts';
import { loadPaymentFx } from './payment.ts';
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
});
