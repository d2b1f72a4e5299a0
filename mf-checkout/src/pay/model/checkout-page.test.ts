import { allSettled, fork, serialize, type StoreWritable } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  $buyer,
  $cookieConsent,
  $instance,
  $paymentAttempt,
  $profile,
  $session,
  ApiRequestError,
  sendTrackingFx,
  type TrackingRequest,
  followTableFx,
  loadBalanceFx,
  paymentMethodsFx,
  profileLoaded,
  sessionStarted,
  purchaseChanged,
  type PaymentRequest,
  type PaymentResponse,
} from 'shared-contracts';
import {
  makeInstanceConfig,
  makePurchaseBalance,
  makePurchaseItem,
  makeTablePurchase,
} from 'shared-contracts/testing';
import {
  $aboveRemaining,
  $belowMinimum,
  $belowMinimumCharge,
  $billOf,
  $changedAmount,
  $payError,
  $split,
  $contactFolded,
  $requestSplit,
  $tip,
  contactEditClicked,
  $form,
  $sendsToKitchen,
  $outcomeShown,
  $share,
  $splitProblem,
  $status,
  $loadError,
  fieldChanged,
  formSubmitted,
  loadCartFx,
  pageOpened,
  readBrowserFx,
  retryClicked,
  retryPaymentClicked,
  routeVisited,
  splitChanged,
  itemToggled,
  tipChanged,
  tipCustomApplied,
  tipTextChanged,
  $tipText,
  $tipTextError,
  $payBlock,
  $lastSubmit,
  payTapped,
} from './checkout-page.ts';
import { $tipRefusal, addTipFx } from '../../common/model/tip.ts';
import { answer, balance, methods, openedScope, purchase } from './checkout-page.test-data.ts';

describe("the checkout rendered on the server with the diner's profile", () => {
  const ana = { id: 9, token: 't', anonymous: true, domain: 'x', name: '', phone: null, email: null };
  const visit = { params: { supplier: 'chapinero', id: '9' }, search: '' };
  /** A scope as the server's request or the browser's page has it; the spies see what each does. */
  function scopeOf(values: Record<string, unknown> | [StoreWritable<unknown>, unknown][]) {
    const spies = {
      follow: vi.fn(async () => ({ close: () => undefined })),
      cart: vi.fn(async () => purchase),
      tip: vi.fn(async () => ({ ...purchase, tip: { include: true, percent: 10, custom_value: null } })),
      track: vi.fn(async (_: TrackingRequest) => ({ id: 1 })),
    };
    const scope = fork({
      values: values as Record<string, unknown>,
      handlers: [
        [readBrowserFx, () => ({ origin: 'http://la-brasa.localhost:5173', today: '2026-11-22' })],
        [paymentMethodsFx, async () => methods],
        [loadBalanceFx, async () => balance],
        [loadCartFx, spies.cart],
        [followTableFx, spies.follow],
        [addTipFx, spies.tip],
        [sendTrackingFx, spies.track],
      ],
    });
    return { scope, ...spies };
  }

  it('renders ready from the visit and does nothing there but read; the opened page follows it, saves the tip and reports once', async () => {
    const server = scopeOf([
      [$instance as StoreWritable<unknown>, makeInstanceConfig({ country_code: 'CO' })],
      [$profile as StoreWritable<unknown>, ana],
      [$session as StoreWritable<unknown>, { id: 77 }],
      [$cookieConsent as StoreWritable<unknown>, 'accepted'],
    ]);
    await allSettled(routeVisited, { scope: server.scope, params: visit });
    expect(server.scope.getState($status)).toBe('ready');
    expect(server.cart).toHaveBeenCalledTimes(1);
    expect(server.follow).not.toHaveBeenCalled();
    expect(server.tip).not.toHaveBeenCalled();
    expect(server.track).not.toHaveBeenCalled();

    // The browser: the server's state, then the stored profile (before hydration), then the page opens.
    const browser = scopeOf(serialize(server.scope));
    await allSettled(profileLoaded, { scope: browser.scope, params: ana });
    await allSettled(sessionStarted, { scope: browser.scope, params: { id: 77 } });
    expect(browser.scope.getState($status)).toBe('ready');
    await allSettled(pageOpened, { scope: browser.scope, params: { supplier: 'chapinero', purchaseId: 9 } });
    expect(browser.follow).toHaveBeenCalledTimes(1);
    expect(browser.cart).not.toHaveBeenCalled();
    expect(browser.tip).toHaveBeenCalledTimes(1);
    expect(browser.track.mock.calls.map(([body]) => body.event)).toEqual(['begin_checkout']);
  });

  it('without a profile the visit loads only the methods: the browser loads the rest', async () => {
    const server = scopeOf([]);
    await allSettled(routeVisited, { scope: server.scope, params: visit });
    expect(server.cart).not.toHaveBeenCalled();
    expect(server.scope.getState($status)).toBe('loading');
  });
});

describe('checkout page model', () => {
  it("someone else's order is refused once and named so; nothing is followed live", async () => {
    const refused = async () => {
      throw new ApiRequestError(403, 'not_your_purchase', 'no');
    };
    const follow = vi.fn(async () => ({ close: () => undefined }));
    const scope = fork({
      values: [
        [$instance, makeInstanceConfig({ country_code: 'CO' })],
        [$profile, { id: 9, token: 't', anonymous: true, domain: 'x', name: '', phone: null, email: null }],
      ],
      handlers: [
        [readBrowserFx, () => ({ origin: 'http://la-brasa.localhost:5173', today: '2026-11-22' })],
        [paymentMethodsFx, async () => methods],
        [loadBalanceFx, refused],
        [loadCartFx, refused],
        [followTableFx, follow],
      ],
    });
    await allSettled(pageOpened, { scope, params: { supplier: 'chapinero', purchaseId: 9 } });
    expect(scope.getState($status)).toBe('failed');
    expect(scope.getState($loadError)).toBe('not_your_purchase');
    expect(follow).not.toHaveBeenCalled();
  });

  it("a delivery order is one diner's: paid whole, no tip until they add one, the contact not asked again", async () => {
    const buyer = {
      name: 'Ana',
      phone: '+573001112233',
      email: 'ana@example.com',
      document_type: 'national_id' as const,
      document_number: '1020304050',
    };
    const tipSaved = vi.fn(async () => purchase);
    const scope = fork({
      values: [
        [$instance, makeInstanceConfig({ country_code: 'CO' })],
        [
          $profile,
          { id: 9, token: 't', anonymous: true, domain: 'x', name: 'Ana', phone: null, email: null },
        ],
        [$buyer, buyer],
      ],
      handlers: [
        [readBrowserFx, () => ({ origin: 'http://la-brasa.localhost:5173', today: '2026-11-22' })],
        [paymentMethodsFx, async () => methods],
        [loadBalanceFx, async () => balance],
        [loadCartFx, async () => ({ ...purchase, service: 'delivery' as const, table: null, tip: null })],
        [addTipFx, tipSaved],
        [followTableFx, async () => ({ close: () => undefined })],
      ],
    });
    // A split chosen at a table before does not reach a delivery order.
    await allSettled(splitChanged, { scope, params: { kind: 'equal', parts: '3' } });
    await allSettled(pageOpened, { scope, params: { supplier: 'chapinero', purchaseId: 9 } });
    expect(scope.getState($billOf)).toBe('delivery');
    expect(scope.getState($requestSplit)).toEqual({ kind: 'full' });
    expect(scope.getState($tip)).toEqual({ include: false, percent: null, custom_value: null });
    expect(tipSaved).not.toHaveBeenCalled();
    expect(scope.getState($contactFolded)).toBe(true);
    await allSettled(contactEditClicked, { scope });
    expect(scope.getState($contactFolded)).toBe(false);
  });

  it("a delivery order asks the branch's methods for delivery (no card reader at the door)", async () => {
    const asked = vi.fn(async () => methods);
    const scope = fork({
      values: [
        [$instance, makeInstanceConfig({ country_code: 'CO' })],
        [
          $profile,
          { id: 9, token: 't', anonymous: true, domain: 'x', name: 'Ana', phone: null, email: null },
        ],
      ],
      handlers: [
        [readBrowserFx, () => ({ origin: 'http://la-brasa.localhost:5173', today: '2026-11-22' })],
        [paymentMethodsFx, asked],
        [loadBalanceFx, async () => balance],
        [loadCartFx, async () => ({ ...purchase, service: 'delivery' as const, table: null })],
        [addTipFx, async () => purchase],
        [followTableFx, async () => ({ close: () => undefined })],
      ],
    });
    await allSettled(pageOpened, { scope, params: { supplier: 'chapinero', purchaseId: 9 } });
    expect(asked).toHaveBeenLastCalledWith({ supplier: 'chapinero', service: 'delivery' });
  });

  it('loads methods, balance and the purchase, then is ready', async () => {
    const scope = await openedScope(async () => answer('approved'));
    expect(scope.getState($status)).toBe('ready');
  });

  it('gives a new attempt key after a declined payment and forgets the card secrets', async () => {
    const pay = vi.fn(async (_: { body: PaymentRequest; key: string }) => answer('declined'));
    const scope = await openedScope(pay);
    await allSettled(formSubmitted, { scope });
    expect(pay).toHaveBeenCalledTimes(1);
    expect(pay.mock.calls[0]?.[0]).toMatchObject({
      key: 'key-1',
      body: { split: { kind: 'full' }, card: { number: '4000000000000002' } },
    });
    expect(scope.getState($outcomeShown)).toBe(true);
    // A declined card forgets the number and CVC, keeps the rest.
    expect(scope.getState($form)).toMatchObject({
      cardNumber: '',
      cardCvc: '',
      name: 'Ana',
      cardHolder: 'ANA',
    });
    // The contact typed on this page stays open to see and change (the saved copy does not fold it).
    expect(scope.getState($contactFolded)).toBe(false);
    await allSettled(fieldChanged, { scope, params: { field: 'cardNumber', value: '4242424242424242' } });
    await allSettled(fieldChanged, { scope, params: { field: 'cardCvc', value: '123' } });
    await allSettled(formSubmitted, { scope });
    expect(pay.mock.calls[1]?.[0]).toMatchObject({ key: 'key-2' });
  });

  it('retries a payment lost on the network with the same key (charged once)', async () => {
    const pay = vi
      .fn<(p: { body: PaymentRequest; key: string }) => Promise<PaymentResponse>>()
      .mockRejectedValueOnce(new ApiRequestError(0, 'network', 'offline'))
      .mockResolvedValueOnce(answer('approved'));
    const scope = await openedScope(pay);
    await allSettled(formSubmitted, { scope });
    await allSettled(formSubmitted, { scope });
    expect(pay.mock.calls.map(([call]) => call.key)).toEqual(['key-1', 'key-1']);
  });

  it('refuses an invalid card number before any request', async () => {
    const pay = vi.fn(async (_: { body: PaymentRequest; key: string }) => answer('approved'));
    const scope = await openedScope(pay);
    await allSettled(fieldChanged, { scope, params: { field: 'cardNumber', value: '4242424242424241' } });
    await allSettled(formSubmitted, { scope });
    expect(pay).not.toHaveBeenCalled();
  });

  it('blocks below the minimum order', async () => {
    const pay = vi.fn(async (_: { body: PaymentRequest; key: string }) => answer('approved'));
    const scope = await openedScope(pay, 50000);
    expect(scope.getState($belowMinimum)).toBe(50000);
    await allSettled(splitChanged, { scope, params: { kind: 'full' } });
    await allSettled(formSubmitted, { scope });
    expect(pay).not.toHaveBeenCalled();
  });

  it('blocks a share below the minimum charge unless it is all that is left', async () => {
    const pay = vi.fn(async (_: { body: PaymentRequest; key: string }) => answer('approved'));
    const scope = await openedScope(pay);
    await allSettled(splitChanged, { scope, params: { kind: 'custom', custom: '500' } });
    expect(scope.getState($belowMinimumCharge)).toBe(1000);
    await allSettled(formSubmitted, { scope });
    expect(pay).not.toHaveBeenCalled();
    await allSettled(splitChanged, { scope, params: { custom: '38000' } });
    expect(scope.getState($belowMinimumCharge)).toBeNull();
    await allSettled(formSubmitted, { scope });
    expect(pay).toHaveBeenCalledTimes(1);
  });

  it('tells the diner that paying sends their pending lines to the kitchen, while any wait to be sent', async () => {
    const scope = await openedScope(async () => answer('approved'));
    expect(scope.getState($sendsToKitchen)).toBe(true);
    const sent = makePurchaseItem({ id: 5, unit_price: 38000, count: 1, total: 38000, status: 'ordered' });
    await allSettled(purchaseChanged, { scope, params: { ...makeTablePurchase(2, [sent]), id: 9 } });
    expect(scope.getState($sendsToKitchen)).toBe(false);
  });

  it('keeps why the tip was refused until the next try, or until the diner types another', async () => {
    const refusal = new ApiRequestError(409, 'tip_too_large', 'x', { max_percent: 50, max_minor: 19000 });
    const scope = await openedScope(async () => answer('approved'), 10000, {
      tip: () => Promise.reject(refusal),
    });
    await allSettled(tipChanged, { scope, params: { include: true, percent: null, custom_value: 380000 } });
    expect(scope.getState($tipRefusal)).toEqual({
      code: 'tip_too_large',
      details: { max_percent: 50, max_minor: 19000 },
    });
    // Another tip typed (not a number this time): only its own message stays.
    await allSettled(tipTextChanged, { scope, params: '😀' });
    expect(scope.getState($tipRefusal)).toBeNull();
  });

  it('reads a custom tip as the diner wrote it: "20.000" pesos is a tip of twenty thousand', async () => {
    const tip = vi.fn(async () => purchase);
    const scope = await openedScope(async () => answer('approved'), 10000, { tip });
    tip.mockClear();
    for (const [typed, value] of [
      ['20.000', 20000],
      ['5.000', 5000],
      ['0', 0],
    ] as const) {
      await allSettled(tipTextChanged, { scope, params: typed });
      await allSettled(tipCustomApplied, { scope });
      expect(tip).toHaveBeenLastCalledWith({
        purchaseId: 9,
        tip: { include: true, percent: null, custom_value: value },
      });
      expect(scope.getState($tipTextError)).toBeNull();
    }
  });

  it('shows a custom tip the table set as the diner would type it in the currency, and applies it unchanged', async () => {
    const tipped = { ...purchase, tip: { include: true, percent: null, custom_value: 20.5 } };
    const tip = vi.fn(async () => tipped);
    const scope = await openedScope(async () => answer('approved'), 10000, {
      tip,
      cart: async () => tipped,
      balance: async () => ({ ...balance, currency: 'PEN' }),
    });
    expect(scope.getState($tipText)).toBe('20.50');
    await allSettled(tipCustomApplied, { scope });
    expect(tip).toHaveBeenLastCalledWith({
      purchaseId: 9,
      tip: { include: true, percent: null, custom_value: 20.5 },
    });
    // What the diner types stays as typed; a table in pesos shows its thousands.
    await allSettled(tipTextChanged, { scope, params: '21' });
    expect(scope.getState($tipText)).toBe('21');
    const pesos = await openedScope(async () => answer('approved'), 10000, {
      cart: async () => ({ ...purchase, tip: { include: true, percent: null, custom_value: 12000 } }),
    });
    expect(pesos.getState($tipText)).toBe('12.000');
  });

  it('says why a custom tip is no amount and sends nothing, until the diner types again', async () => {
    const tip = vi.fn(async () => purchase);
    const scope = await openedScope(async () => answer('approved'), 10000, { tip });
    tip.mockClear();
    for (const [typed, error] of [
      ['12,5', 'invalid'],
      ['abc', 'invalid'],
      ['-5000', 'invalid'],
      ['', 'required'],
      ['200.000.000', 'too_large'],
    ] as const) {
      await allSettled(tipTextChanged, { scope, params: typed });
      await allSettled(tipCustomApplied, { scope });
      expect(scope.getState($tipTextError)).toBe(error);
    }
    expect(tip).not.toHaveBeenCalled();
    await allSettled(tipTextChanged, { scope, params: '12.500' });
    expect(scope.getState($tipTextError)).toBeNull();
  });

  it('pays a custom share typed with thousands separators for what it says', async () => {
    const pay = vi.fn(async (_: { body: PaymentRequest; key: string }) => answer('approved'));
    const scope = await openedScope(pay);
    await allSettled(splitChanged, { scope, params: { kind: 'custom', custom: '20.000' } });
    expect(scope.getState($requestSplit)).toEqual({ kind: 'custom', amount_minor: 20000 });
    expect(scope.getState($share)).toBe(20000);
    await allSettled(formSubmitted, { scope });
    expect(pay.mock.calls[0]?.[0].body.split).toEqual({ kind: 'custom', amount_minor: 20000 });
  });

  it('says a custom share above what is left before the tap, and sends nothing', async () => {
    const pay = vi.fn(async (_: { body: PaymentRequest; key: string }) => answer('approved'));
    const scope = await openedScope(pay);
    await allSettled(splitChanged, { scope, params: { kind: 'custom', custom: '50.000' } });
    expect(scope.getState($aboveRemaining)).toBe(38000);
    await allSettled(formSubmitted, { scope });
    expect(pay).not.toHaveBeenCalled();
    await allSettled(splitChanged, { scope, params: { kind: 'custom', custom: '38.000' } });
    expect(scope.getState($aboveRemaining)).toBeNull();
    await allSettled(formSubmitted, { scope });
    expect(pay.mock.calls[0]?.[0].body.split).toEqual({ kind: 'custom', amount_minor: 38000 });
  });

  it('a tap on "Pay" while the share is above what is left checks and sends nothing; what is left it pays', async () => {
    const pay = vi.fn(async (_: { body: PaymentRequest; key: string }) => answer('approved'));
    const scope = await openedScope(pay);
    await allSettled(splitChanged, { scope, params: { kind: 'custom', custom: '50.000' } });
    expect(scope.getState($payBlock)).toBe('above-remaining');
    await allSettled(payTapped, { scope });
    expect(scope.getState($lastSubmit)).toBeNull();
    expect(pay).not.toHaveBeenCalled();
    await allSettled(splitChanged, { scope, params: { kind: 'custom', custom: '38.000' } });
    expect(scope.getState($payBlock)).toBeNull();
    await allSettled(payTapped, { scope });
    expect(pay.mock.calls[0]?.[0].body).toMatchObject({
      split: { kind: 'custom', amount_minor: 38000 },
      expected_amount_minor: 38000,
    });
  });

  it('refuses a custom share in pesos with decimals instead of paying another amount', async () => {
    const pay = vi.fn(async () => answer('approved'));
    const scope = await openedScope(pay);
    await allSettled(splitChanged, { scope, params: { kind: 'custom', custom: '12,5' } });
    expect(scope.getState($splitProblem)).toBe('invalid');
    expect(scope.getState($requestSplit)).toBeNull();
    await allSettled(formSubmitted, { scope });
    expect(pay).not.toHaveBeenCalled();
  });

  it('a reload during a pending payment sends the kept key again for the same share, a new one for another', async () => {
    const pay = vi.fn(async (_: { body: PaymentRequest; key: string }) => answer('approved'));
    const first = await openedScope(pay);
    await allSettled(splitChanged, { scope: first, params: { kind: 'equal', parts: '3' } });
    await allSettled(formSubmitted, { scope: first });
    const attempt = first.getState($paymentAttempt);
    expect(attempt).toMatchObject({ purchase_id: 9, key: 'key-1' });

    // The page reloads: a new scope starts from what the tab kept; the diner types the same share again.
    const keys = { count: 100 };
    const reloaded = await openedScope(pay, 10000, { attempt: attempt ?? undefined, keys });
    await allSettled(splitChanged, { scope: reloaded, params: { kind: 'equal', parts: '3' } });
    await allSettled(formSubmitted, { scope: reloaded });
    expect(pay.mock.calls[1]?.[0].key).toBe('key-1');
    expect(keys.count).toBe(100);

    // Another share is another attempt.
    const other = await openedScope(pay, 10000, { attempt: attempt ?? undefined, keys });
    await allSettled(splitChanged, { scope: other, params: { kind: 'equal', parts: '2' } });
    await allSettled(formSubmitted, { scope: other });
    expect(pay.mock.calls[2]?.[0].key).toBe('key-101');
  });

  it('a waiting payment refused later ends its attempt: the next tap pays anew, even after a reload', async () => {
    const pay = vi.fn(async (_: { body: PaymentRequest; key: string }) => answer('pending'));
    const load = vi.fn(async () => answer('declined'));
    const scope = await openedScope(pay, 10000, { load });
    await allSettled(formSubmitted, { scope });
    const attempt = scope.getState($paymentAttempt);
    expect(attempt).toMatchObject({ key: 'key-1', payment_id: 1 });
    expect(load).not.toHaveBeenCalled();

    // The page reloads while the staff refuse it: the kept attempt's payment is read again, and it is over.
    const keys = { count: 100 };
    const reloaded = await openedScope(pay, 10000, { attempt: attempt ?? undefined, keys, load });
    expect(load).toHaveBeenCalledWith(1);
    expect(reloaded.getState($paymentAttempt)).toBeNull();
    await allSettled(formSubmitted, { scope: reloaded });
    expect(pay.mock.calls.map(([call]) => call.key)).toEqual(['key-1', 'key-101']);

    // Still waiting when read again: the attempt stays, and a tap repeats it under its key (charged once).
    const waiting = await openedScope(pay, 10000, {
      attempt: { purchase_id: 9, key: 'key-7', fingerprint: attempt?.fingerprint ?? '', payment_id: 1 },
      keys,
      load: async () => answer('pending'),
    });
    expect(waiting.getState($paymentAttempt)).toMatchObject({ key: 'key-7' });
    await allSettled(formSubmitted, { scope: waiting });
    expect(pay.mock.calls.at(-1)?.[0].key).toBe('key-7');
  });

  it('"pay another share" after an approved payment starts a new attempt', async () => {
    const pay = vi.fn(async (_: { body: PaymentRequest; key: string }) => answer('approved'));
    const scope = await openedScope(pay);
    await allSettled(formSubmitted, { scope });
    await allSettled(retryPaymentClicked, { scope });
    expect(scope.getState($paymentAttempt)).toBeNull();
    await allSettled(fieldChanged, { scope, params: { field: 'cardNumber', value: '4242424242424242' } });
    await allSettled(fieldChanged, { scope, params: { field: 'cardCvc', value: '123' } });
    await allSettled(formSubmitted, { scope });
    expect(pay.mock.calls.map(([call]) => call.key)).toEqual(['key-1', 'key-2']);
  });

  it('sends the amount on the Pay button; a bill changed under the tap reloads it and says so, paying nothing more', async () => {
    // 38.000 and a 10 % tip: half is 20.900. A table mate taps 20 % just before the diner pays: half of 45.600.
    let shown = makePurchaseBalance({ purchase_id: 9, items_minor: 38000, tip_minor: 3800 });
    const changed = makePurchaseBalance({ purchase_id: 9, items_minor: 38000, tip_minor: 7600 });
    const pay = vi
      .fn<(p: { body: PaymentRequest; key: string }) => Promise<PaymentResponse>>()
      .mockImplementationOnce(async () => {
        shown = changed;
        throw new ApiRequestError(409, 'amount_changed', 'changed', {
          amount_minor: 22800,
          expected_amount_minor: 20900,
        });
      })
      .mockResolvedValueOnce(answer('approved'));
    const cart = vi.fn(async () => purchase);
    const scope = await openedScope(pay, 10000, { balance: async () => shown, cart });
    await allSettled(splitChanged, { scope, params: { kind: 'equal', parts: '2' } });
    expect(scope.getState($share)).toBe(20900);
    const cartLoads = cart.mock.calls.length;

    await allSettled(formSubmitted, { scope });
    expect(pay.mock.calls[0]?.[0]).toMatchObject({
      key: 'key-1',
      body: { split: { kind: 'equal', parts: 2 }, expected_amount_minor: 20900 },
    });
    // The bill and the purchase are read again: the button shows the new share, the message names it.
    expect(cart.mock.calls.length).toBe(cartLoads + 1);
    expect(scope.getState($share)).toBe(22800);
    expect(scope.getState($payError)?.code).toBe('amount_changed');
    expect(scope.getState($changedAmount)).toBe(22800);
    // The diner's choices stay, and nothing is paid until they tap again.
    expect(scope.getState($split)).toMatchObject({ kind: 'equal', parts: '2' });
    expect(scope.getState($form)).toMatchObject({ method: 'card', cardNumber: '4000 0000 0000 0002' });
    expect(pay).toHaveBeenCalledTimes(1);

    await allSettled(formSubmitted, { scope });
    expect(pay.mock.calls[1]?.[0]).toMatchObject({ key: 'key-2', body: { expected_amount_minor: 22800 } });
    expect(scope.getState($changedAmount)).toBeNull();
  });

  it('a tap on Pay while the tip is being saved waits for it, then pays the bill with that tip once', async () => {
    let shown = makePurchaseBalance({ purchase_id: 9, items_minor: 38000 });
    let release = () => {};
    let tipCalls = 0;
    const tip = () => {
      tipCalls += 1;
      // The first save (the default, as the page opens) answers at once; the diner's 10 % takes a while.
      if (tipCalls === 1) return Promise.resolve(purchase);
      return new Promise<typeof purchase>((resolve) => {
        release = () => {
          shown = makePurchaseBalance({ purchase_id: 9, items_minor: 38000, tip_minor: 3800 });
          resolve({ ...purchase, tip: { include: true, percent: 10, custom_value: null } });
        };
      });
    };
    const pay = vi.fn(async (_: { body: PaymentRequest; key: string }) => answer('approved'));
    const scope = await openedScope(pay, 10000, { tip, balance: async () => shown });
    const saving = allSettled(tipChanged, {
      scope,
      params: { include: true, percent: 10, custom_value: null },
    });
    const tapped = allSettled(payTapped, { scope });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(pay).not.toHaveBeenCalled();
    release();
    await Promise.all([saving, tapped]);
    expect(pay).toHaveBeenCalledTimes(1);
    expect(pay.mock.calls[0]?.[0].body.expected_amount_minor).toBe(41800);
  });

  it('a product sold out under the tap: the bill is read again, the new amount is named, nothing more is paid', async () => {
    // 38.000 and a 5.000 juice, 10 % tip; the juice sells out: 41.800 is what is left.
    let shown = makePurchaseBalance({ purchase_id: 9, items_minor: 43000, tip_minor: 4300 });
    const pay = vi
      .fn<(p: { body: PaymentRequest; key: string }) => Promise<PaymentResponse>>()
      .mockImplementationOnce(async () => {
        shown = makePurchaseBalance({ purchase_id: 9, items_minor: 38000, tip_minor: 3800 });
        throw new ApiRequestError(409, 'product_unavailable', 'sold out', {
          products: 'Jugo de lulo',
          amount_minor: 41800,
          due_minor: 41800,
        });
      });
    const cart = vi.fn(async () => purchase);
    const scope = await openedScope(pay, 10000, { balance: async () => shown, cart });
    const cartLoads = cart.mock.calls.length;
    await allSettled(formSubmitted, { scope });
    expect(cart.mock.calls.length).toBe(cartLoads + 1);
    expect(scope.getState($payError)).toMatchObject({
      code: 'product_unavailable',
      details: { products: 'Jugo de lulo' },
    });
    expect(scope.getState($changedAmount)).toBe(41800);
    expect(scope.getState($share)).toBe(41800);
    expect(pay).toHaveBeenCalledTimes(1);
  });

  it('drops a product a table mate paid first from the chosen ones, also when the refusal is what says so', async () => {
    const two = {
      ...purchase,
      items: [
        makePurchaseItem({ id: 5, unit_price: 38000, count: 1, total: 38000 }),
        makePurchaseItem({ id: 6, unit_price: 5000, count: 1, total: 5000 }),
      ],
    };
    let shown = makePurchaseBalance({ purchase_id: 9, items_minor: 43000 });
    const pay = vi
      .fn<(p: { body: PaymentRequest; key: string }) => Promise<PaymentResponse>>()
      .mockImplementation(async () => {
        shown = { ...shown, paid_minor: 5000, remaining_minor: 38000, paid_item_ids: [6] };
        throw new ApiRequestError(409, 'item_already_paid', 'paid');
      });
    const scope = await openedScope(pay, 1000, {
      balance: async () => shown,
      cart: async () => two,
      tip: async () => two,
    });
    await allSettled(itemToggled, { scope, params: 6 });
    expect(scope.getState($split).itemIds).toEqual([6]);
    await allSettled(formSubmitted, { scope });
    expect(pay.mock.calls[0]?.[0].body.split).toEqual({ kind: 'items', item_ids: [6] });
    // The bill is read again: the paid product is no longer this diner's, and nothing is offered to pay.
    expect(scope.getState($split)).toMatchObject({ kind: 'items', itemIds: [] });
    expect(scope.getState($share)).toBe(0);
    await allSettled(formSubmitted, { scope });
    expect(pay).toHaveBeenCalledTimes(1);
  });

  it('fills the contact from the saved buyer, and keeps what the diner paid with for next time', async () => {
    const buyer = {
      name: 'Beto',
      phone: '+573001112233',
      email: 'beto@example.com',
      document_type: 'passport' as const,
      document_number: 'AB123456',
    };
    const scope = fork({
      values: [
        [$instance, makeInstanceConfig({ country_code: 'CO' })],
        [$buyer, buyer],
      ],
      handlers: [[readBrowserFx, () => ({ origin: '', today: '2026-11-22' })]],
    });
    await allSettled(pageOpened, { scope, params: { supplier: 'chapinero', purchaseId: 9 } });
    expect(scope.getState($form)).toMatchObject({
      name: 'Beto',
      phone: '+573001112233',
      docType: 'passport',
      docNumber: 'AB123456',
      cardDocType: 'passport',
      cardDocNumber: 'AB123456',
    });

    const pay = vi.fn(async (_: { body: PaymentRequest; key: string }) => answer('approved'));
    const paid = await openedScope(pay);
    await allSettled(formSubmitted, { scope: paid });
    expect(paid.getState($buyer)).toEqual({
      name: 'Ana',
      phone: '+573001112233',
      email: 'ana@example.com',
      document_type: 'national_id',
      document_number: '1020304050',
    });
  });

  it('reports begin_checkout once, when the bill is on screen, through the tracking queue', async () => {
    const sent: TrackingRequest[] = [];
    const scope = await openedScope(async () => answer('approved'), 10000, {
      track: async (body) => {
        sent.push(body);
        return { id: sent.length };
      },
    });
    await allSettled(retryClicked, { scope });
    expect(sent.filter((body) => body.event === 'begin_checkout')).toEqual([
      expect.objectContaining({ purchase_id: 9, supplier_id: 1, table_code: 'M03', session_id: 77 }),
    ]);
  });

  it('never offers to pay nothing: an equal split of one part says it needs two or more', async () => {
    const pay = vi.fn(async () => answer('approved'));
    const scope = await openedScope(pay);
    await allSettled(splitChanged, { scope, params: { kind: 'equal', parts: '1' } });
    expect(scope.getState($splitProblem)).toBe('parts');
    expect(scope.getState($share)).toBe(0);
    await allSettled(formSubmitted, { scope });
    expect(pay).not.toHaveBeenCalled();
    await allSettled(splitChanged, { scope, params: { parts: '60' } });
    expect(scope.getState($splitProblem)).toBe('parts');
    await allSettled(splitChanged, { scope, params: { parts: '2' } });
    expect(scope.getState($splitProblem)).toBeNull();
    expect(scope.getState($share)).toBe(19000);
  });
});
