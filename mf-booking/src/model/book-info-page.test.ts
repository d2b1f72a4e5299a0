import { allSettled, fork, serialize } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  $profile,
  ApiRequestError,
  bookingLoaded,
  checkAgeFx,
  loadMenuFx,
  profileLoaded,
  type BookingRef,
  type Menu,
  type ProductOption,
} from 'shared-contracts';
import { makeBooking, makeProduct, makeProfile } from 'shared-contracts/testing';
import {
  $actionError,
  $menuProducts,
  $status,
  addClicked,
  ageSubmitted,
  bookInfoPageModel,
  cancelClicked,
  cancelConfirmed,
  cancelDismissed,
  choiceToggled,
  dialogClosed,
  dialogSubmitted,
  BookInfoPageGate,
  productChosen,
  routeVisited,
} from './book-info-page.ts';
import {
  addProductFx,
  calendarUrlFx,
  cancelBookingFx,
  loadBookingFx,
  startFollowingFx,
  stopFollowingFx,
} from './booking-effects.ts';

const ref: BookingRef = { id: 41, token: 'tok' };
const termino: ProductOption = {
  slug: 'termino',
  label: 'Término',
  required: true,
  min: 1,
  max: 1,
  choices: [
    { slug: 'medio', label: 'Medio', price: 0 },
    { slug: 'bien', label: 'Bien asado', price: 2000 },
  ],
};
const menu: Menu = {
  supplier_id: 7,
  categories: [],
  products: [
    makeProduct({ id: 3, label: 'Limonada' }),
    makeProduct({ id: 4, available: false }),
    makeProduct({ id: 5, label: 'Churrasco', options: [termino] }),
    makeProduct({ id: 6, label: 'Cerveza', alcoholic: true }),
  ],
};

function scopeWith(
  overrides: {
    load?: (ref: BookingRef) => Promise<ReturnType<typeof makeBooking>>;
    add?: () => Promise<ReturnType<typeof makeBooking>>;
    ofAge?: boolean;
    menu?: Menu;
    /** The diner's profile; null: not created yet (a first visit before its page is live). */
    profile?: ReturnType<typeof makeProfile> | null;
  } = {},
) {
  const stop = vi.fn();
  const handlers = {
    load: vi.fn(overrides.load ?? (async () => makeBooking({ id: 41, status: 'waitlist' }))),
    follow: vi.fn(() => stop),
    stop: vi.fn((fn: () => void) => fn()),
    cancel: vi.fn(async () => makeBooking({ id: 41, status: 'cancelled' })),
    add: vi.fn(overrides.add ?? (async () => makeBooking({ id: 41, total: 5000 }))),
    menu: vi.fn(async () => overrides.menu ?? menu),
    age: vi.fn(async () => ({ of_age: overrides.ofAge ?? true, legal_age: 18 })),
  };
  const scope = fork({
    values: [[$profile, overrides.profile === undefined ? makeProfile() : overrides.profile]],
    handlers: [
      [loadBookingFx, handlers.load],
      [startFollowingFx, handlers.follow],
      [stopFollowingFx, handlers.stop],
      [cancelBookingFx, handlers.cancel],
      [addProductFx, handlers.add],
      [loadMenuFx, handlers.menu],
      [calendarUrlFx, async () => 'http://api/calendar.ics'],
      [checkAgeFx, handlers.age],
    ],
  });
  return { scope, handlers, stop };
}

describe('booking detail model', () => {
  it('loads the booking of the link, its branch menu, and follows it live until the page closes', async () => {
    const { scope, handlers, stop } = scopeWith();
    await allSettled(BookInfoPageGate.open, { scope, params: ref });
    expect(handlers.load).toHaveBeenCalledWith(ref);
    expect(scope.getState($status)).toBe('ready');
    expect(scope.getState(bookInfoPageModel.booking)?.status).toBe('waitlist');
    expect(handlers.menu).toHaveBeenCalledWith('chapinero');
    expect(scope.getState($menuProducts).map((p) => p.id)).toEqual([3, 5, 6]);
    expect(handlers.follow).toHaveBeenCalledWith(ref);

    // What the live source reports is what the page shows.
    await allSettled(bookingLoaded, { scope, params: makeBooking({ id: 41, status: 'approved' }) });
    expect(scope.getState(bookInfoPageModel.booking)?.status).toBe('approved');

    await allSettled(BookInfoPageGate.close, { scope, params: ref });
    expect(stop).toHaveBeenCalledTimes(1);
    expect(scope.getState(bookInfoPageModel.booking)).toBeNull();
  });

  it('a wrong token shows nothing of any booking, and follows nothing', async () => {
    const { scope, handlers } = scopeWith({
      load: async () => {
        throw new ApiRequestError(404, 'booking_not_found', 'no');
      },
    });
    await allSettled(bookingLoaded, { scope, params: makeBooking({ id: 41 }) });
    await allSettled(BookInfoPageGate.open, { scope, params: { id: 41, token: 'wrong' } });
    expect(scope.getState($status)).toBe('empty');
    expect(scope.getState(bookInfoPageModel.booking)).toBeNull();
    expect(handlers.follow).not.toHaveBeenCalled();
  });

  it('adds a product without options at once; cancels only once the diner confirms', async () => {
    const { scope, handlers } = scopeWith();
    await allSettled(BookInfoPageGate.open, { scope, params: ref });
    await allSettled(productChosen, { scope, params: '3' });
    await allSettled(addClicked, { scope });
    expect(handlers.add).toHaveBeenCalledWith({ ref, productId: 3, count: 1, options: [] });
    expect(scope.getState(bookInfoPageModel.booking)?.total).toBe(5000);
    expect(scope.getState(bookInfoPageModel.chosenProduct)).toBe('');

    await allSettled(cancelClicked, { scope });
    expect(scope.getState(bookInfoPageModel.confirmingCancel)).toBe(true);
    expect(handlers.cancel).not.toHaveBeenCalled();
    await allSettled(cancelDismissed, { scope });
    expect(scope.getState(bookInfoPageModel.confirmingCancel)).toBe(false);
    expect(handlers.cancel).not.toHaveBeenCalled();

    await allSettled(cancelClicked, { scope });
    await allSettled(cancelConfirmed, { scope });
    expect(handlers.cancel).toHaveBeenCalledWith(ref);
    expect(scope.getState(bookInfoPageModel.booking)?.status).toBe('cancelled');
    expect(scope.getState(bookInfoPageModel.confirmingCancel)).toBe(false);
  });

  it("asks a product's required options before adding it, with their extras", async () => {
    const { scope, handlers } = scopeWith();
    await allSettled(BookInfoPageGate.open, { scope, params: ref });
    await allSettled(productChosen, { scope, params: '5' });
    await allSettled(addClicked, { scope });
    expect(scope.getState(bookInfoPageModel.dialogProduct)?.id).toBe(5);
    expect(scope.getState(bookInfoPageModel.problem)).toEqual({
      key: 'choice.problem.required',
      group: 'Término',
    });
    await allSettled(dialogSubmitted, { scope });
    expect(handlers.add).not.toHaveBeenCalled();

    await allSettled(choiceToggled, { scope, params: { option: termino, choice: 'bien' } });
    expect(scope.getState(bookInfoPageModel.problem)).toBeNull();
    expect(scope.getState(bookInfoPageModel.lineTotal)).toBe(makeProduct().price + 2000);
    await allSettled(dialogSubmitted, { scope });
    expect(handlers.add).toHaveBeenCalledWith({
      ref,
      productId: 5,
      count: 1,
      options: [{ slug: 'termino', choices: ['bien'] }],
    });
    expect(scope.getState(bookInfoPageModel.dialogProduct)).toBeNull();

    // Closing the dialog adds nothing.
    await allSettled(productChosen, { scope, params: '5' });
    await allSettled(addClicked, { scope });
    await allSettled(dialogClosed, { scope });
    expect(scope.getState(bookInfoPageModel.dialogProduct)).toBeNull();
    expect(handlers.add).toHaveBeenCalledTimes(1);
  });

  it('asks the age before an alcoholic product; an adult gets it added, a minor is told why not', async () => {
    const adult = scopeWith();
    await allSettled(BookInfoPageGate.open, { scope: adult.scope, params: ref });
    await allSettled(productChosen, { scope: adult.scope, params: '6' });
    await allSettled(addClicked, { scope: adult.scope });
    expect(adult.scope.getState(bookInfoPageModel.askingAge)).toBe(true);
    expect(adult.handlers.add).not.toHaveBeenCalled();
    await allSettled(ageSubmitted, {
      scope: adult.scope,
      params: { birthday_date: '1990-05-01', confirm: true },
    });
    expect(adult.handlers.add).toHaveBeenCalledWith({ ref, productId: 6, count: 1, options: [] });
    expect(adult.scope.getState(bookInfoPageModel.askingAge)).toBe(false);

    const minor = scopeWith({ ofAge: false });
    await allSettled(BookInfoPageGate.open, { scope: minor.scope, params: ref });
    await allSettled(productChosen, { scope: minor.scope, params: '6' });
    await allSettled(addClicked, { scope: minor.scope });
    await allSettled(ageSubmitted, {
      scope: minor.scope,
      params: { birthday_date: '2015-05-01', confirm: true },
    });
    expect(minor.handlers.add).not.toHaveBeenCalled();
    expect(minor.scope.getState(bookInfoPageModel.problem)).toEqual({ key: 'choice.problem.underAge' });
    expect(minor.scope.getState(bookInfoPageModel.dialogNotice)).toBeNull();
    await allSettled(addClicked, { scope: minor.scope });
    expect(minor.scope.getState(bookInfoPageModel.askingAge)).toBe(false);
    expect(minor.handlers.add).not.toHaveBeenCalled();
  });

  it('an age answer given before the profile exists waits for it (the form stays busy), then adds once', async () => {
    const early = scopeWith({ profile: null });
    await allSettled(BookInfoPageGate.open, { scope: early.scope, params: ref });
    await allSettled(productChosen, { scope: early.scope, params: '6' });
    await allSettled(addClicked, { scope: early.scope });
    await allSettled(ageSubmitted, {
      scope: early.scope,
      params: { birthday_date: '1990-05-01', confirm: true },
    });
    expect(early.handlers.age).not.toHaveBeenCalled();
    expect(early.scope.getState(bookInfoPageModel.busy)).toBe(true);
    await allSettled(profileLoaded, { scope: early.scope, params: makeProfile() });
    expect(early.handlers.age).toHaveBeenCalledTimes(1);
    expect(early.handlers.add).toHaveBeenCalledTimes(1);
    expect(early.scope.getState(bookInfoPageModel.busy)).toBe(false);
  });

  it('asks the age again when the API has no answer for this profile', async () => {
    const { scope } = scopeWith({
      add: async () => {
        throw new ApiRequestError(403, 'age_check_required', 'age');
      },
    });
    await allSettled(BookInfoPageGate.open, { scope, params: ref });
    await allSettled(bookingLoaded, { scope, params: makeBooking({ id: 41 }) });
    await allSettled(productChosen, { scope, params: '6' });
    await allSettled(addClicked, { scope });
    await allSettled(ageSubmitted, { scope, params: { birthday_date: '1990-05-01', confirm: true } });
    expect(scope.getState(bookInfoPageModel.askingAge)).toBe(true);
  });

  it('offers the rating only after the visit, once', async () => {
    const { scope } = scopeWith({ load: async () => makeBooking({ id: 41, status: 'approved' }) });
    await allSettled(BookInfoPageGate.open, { scope, params: ref });
    expect(scope.getState(bookInfoPageModel.canRate)).toBe(false);
    await allSettled(bookingLoaded, { scope, params: makeBooking({ id: 41, status: 'seated' }) });
    expect(scope.getState(bookInfoPageModel.canRate)).toBe(true);
    await allSettled(bookingLoaded, { scope, params: makeBooking({ id: 41, status: 'seated', rating: 8 }) });
    expect(scope.getState(bookInfoPageModel.canRate)).toBe(false);
    await allSettled(bookingLoaded, { scope, params: makeBooking({ id: 41, status: 'cancelled' }) });
    expect(scope.getState(bookInfoPageModel.canRate)).toBe(false);
  });

  it("keeps the API's refusal of a change as its code and details", async () => {
    const failing = fork({
      handlers: [
        [loadBookingFx, async () => makeBooking({ id: 41 })],
        [startFollowingFx, () => () => undefined],
        [loadMenuFx, async () => menu],
        [calendarUrlFx, async () => ''],
        [
          cancelBookingFx,
          async () => {
            throw new ApiRequestError(409, 'booking_not_cancellable', 'no');
          },
        ],
      ],
    });
    await allSettled(BookInfoPageGate.open, { scope: failing, params: ref });
    await allSettled(cancelClicked, { scope: failing });
    await allSettled(cancelConfirmed, { scope: failing });
    expect(failing.getState($actionError)).toEqual({ code: 'booking_not_cancellable', details: {} });
  });

  it('keeps a stock refusal with its largest quantity, and offers no product the branch has none of', async () => {
    const { scope } = scopeWith({
      add: async () => {
        throw new ApiRequestError(409, 'out_of_stock', 'no', { max_quantity: 0 });
      },
      menu: { ...menu, products: [...menu.products, makeProduct({ id: 8, stock: 0 })] },
    });
    await allSettled(BookInfoPageGate.open, { scope, params: ref });
    expect(scope.getState($menuProducts).map((p) => p.id)).toEqual([3, 5, 6]);
    await allSettled(productChosen, { scope, params: '3' });
    await allSettled(addClicked, { scope });
    expect(scope.getState($actionError)).toEqual({ code: 'out_of_stock', details: { max_quantity: 0 } });
  });
});

describe('server render of the detail page', () => {
  it('a visit loads the booking; the same link in the browser reads it again only for another token', async () => {
    const server = scopeWith();
    await allSettled(routeVisited, {
      scope: server.scope,
      params: { params: { id: '41', token: 'tok' }, search: '' },
    });
    expect(server.scope.getState($status)).toBe('ready');
    expect(server.handlers.follow).not.toHaveBeenCalled();

    const browser = scopeWith();
    const hydrated = fork({
      values: serialize(server.scope),
      handlers: [
        [loadBookingFx, browser.handlers.load],
        [startFollowingFx, browser.handlers.follow],
        [loadMenuFx, browser.handlers.menu],
        [calendarUrlFx, async () => ''],
      ],
    });
    await allSettled(BookInfoPageGate.open, { scope: hydrated, params: ref });
    expect(browser.handlers.load).not.toHaveBeenCalled();
    expect(browser.handlers.follow).toHaveBeenCalledWith(ref);
    await allSettled(BookInfoPageGate.open, { scope: hydrated, params: { id: 41, token: 'other' } });
    expect(browser.handlers.load).toHaveBeenCalledWith({ id: 41, token: 'other' });
  });

  it('offers the calendar file while the booking stands, and not once it was declined', async () => {
    const { scope } = scopeWith({ load: async () => makeBooking({ id: 41, status: 'approved' }) });
    await allSettled(BookInfoPageGate.open, { scope, params: ref });
    expect(scope.getState(bookInfoPageModel.calendarUrl)).toBe('http://api/calendar.ics');
    await allSettled(bookingLoaded, { scope, params: makeBooking({ id: 41, status: 'declined' }) });
    expect(scope.getState(bookInfoPageModel.booking)?.status).toBe('declined');
    expect(scope.getState(bookInfoPageModel.calendarUrl)).toBeNull();
  });
});
