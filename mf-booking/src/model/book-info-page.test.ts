import { allSettled, fork, serialize } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError, bookingLoaded, loadMenuFx, type BookingRef, type Menu } from 'shared-contracts';
import { makeBooking, makeProduct } from 'shared-contracts/testing';
import {
  $actionError,
  $menuProducts,
  $status,
  addClicked,
  bookInfoPageModel,
  cancelClicked,
  pageClosed,
  pageOpened,
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
const menu: Menu = {
  supplier_id: 7,
  categories: [],
  products: [makeProduct({ id: 3, label: 'Limonada' }), makeProduct({ id: 4, available: false })],
};

function scopeWith(overrides: { load?: (ref: BookingRef) => Promise<ReturnType<typeof makeBooking>> } = {}) {
  const stop = vi.fn();
  const handlers = {
    load: vi.fn(overrides.load ?? (async () => makeBooking({ id: 41, status: 'waitlist' }))),
    follow: vi.fn(() => stop),
    stop: vi.fn((fn: () => void) => fn()),
    cancel: vi.fn(async () => makeBooking({ id: 41, status: 'cancelled' })),
    add: vi.fn(async () => makeBooking({ id: 41, total: 5000 })),
    menu: vi.fn(async () => menu),
  };
  const scope = fork({
    handlers: [
      [loadBookingFx, handlers.load],
      [startFollowingFx, handlers.follow],
      [stopFollowingFx, handlers.stop],
      [cancelBookingFx, handlers.cancel],
      [addProductFx, handlers.add],
      [loadMenuFx, handlers.menu],
      [calendarUrlFx, async () => 'http://api/calendar.ics'],
    ],
  });
  return { scope, handlers, stop };
}

describe('booking detail model', () => {
  it('loads the booking of the link, its branch menu, and follows it live until the page closes', async () => {
    const { scope, handlers, stop } = scopeWith();
    await allSettled(pageOpened, { scope, params: ref });
    expect(handlers.load).toHaveBeenCalledWith(ref);
    expect(scope.getState($status)).toBe('ready');
    expect(scope.getState(bookInfoPageModel.booking)?.status).toBe('waitlist');
    expect(handlers.menu).toHaveBeenCalledWith('chapinero');
    expect(scope.getState($menuProducts).map((p) => p.id)).toEqual([3]);
    expect(handlers.follow).toHaveBeenCalledWith(ref);

    // What the live source reports is what the page shows.
    await allSettled(bookingLoaded, { scope, params: makeBooking({ id: 41, status: 'approved' }) });
    expect(scope.getState(bookInfoPageModel.booking)?.status).toBe('approved');

    await allSettled(pageClosed, { scope });
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
    await allSettled(pageOpened, { scope, params: { id: 41, token: 'wrong' } });
    expect(scope.getState($status)).toBe('empty');
    expect(scope.getState(bookInfoPageModel.booking)).toBeNull();
    expect(handlers.follow).not.toHaveBeenCalled();
  });

  it('cancels, and adds the chosen product to the pre-order', async () => {
    const { scope, handlers } = scopeWith();
    await allSettled(pageOpened, { scope, params: ref });
    await allSettled(productChosen, { scope, params: '3' });
    await allSettled(addClicked, { scope });
    expect(handlers.add).toHaveBeenCalledWith({ ref, productId: 3, count: 1 });
    expect(scope.getState(bookInfoPageModel.booking)?.total).toBe(5000);
    expect(scope.getState(bookInfoPageModel.chosenProduct)).toBe('');
    await allSettled(cancelClicked, { scope });
    expect(handlers.cancel).toHaveBeenCalledWith(ref);
    expect(scope.getState(bookInfoPageModel.booking)?.status).toBe('cancelled');
  });

  it("keeps the API's refusal of a change as its code", async () => {
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
    await allSettled(pageOpened, { scope: failing, params: ref });
    await allSettled(cancelClicked, { scope: failing });
    expect(failing.getState($actionError)).toBe('booking_not_cancellable');
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
    await allSettled(pageOpened, { scope: hydrated, params: ref });
    expect(browser.handlers.load).not.toHaveBeenCalled();
    expect(browser.handlers.follow).toHaveBeenCalledWith(ref);
    await allSettled(pageOpened, { scope: hydrated, params: { id: 41, token: 'other' } });
    expect(browser.handlers.load).toHaveBeenCalledWith({ id: 41, token: 'other' });
  });
});
