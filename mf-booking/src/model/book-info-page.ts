import { combine, createEvent, createStore, sample } from 'effector';
import {
  $currency,
  bookingCleared,
  bookingLoaded,
  loadMenuFx,
  toApiRequestError,
  type BookingRef,
  type Product,
} from 'shared-contracts';
import {
  addProductFx,
  calendarUrlFx,
  cancelBookingFx,
  loadBookingFx,
  removeProductFx,
  startFollowingFx,
  stopFollowingFx,
} from './booking-effects.ts';
import {
  $openedBooking,
  $openedRef,
  $openedStatus,
  bookingPageOpened,
  bookingRetryClicked,
  bookingRouteVisited,
} from './opened-booking.ts';

/** The detail page of booking `id` opened with the token of its link. */
export const pageOpened = bookingPageOpened;
export const routeVisited = bookingRouteVisited;
export const pageClosed = createEvent();
export const retryClicked = bookingRetryClicked;
export const cancelClicked = createEvent();
export const productChosen = createEvent<string>();
export const addClicked = createEvent();
export const lineRemoved = createEvent<number>();

export const $status = $openedStatus;

/** Products of the branch's menu a diner may pre-order. */
export const $menuProducts = createStore<Product[]>([], { sid: 'booking/preorder-products' }).on(
  loadMenuFx.doneData,
  (_, menu) => menu.products.filter((product) => product.available),
);
export const $chosenProduct = createStore('', { sid: 'booking/preorder-chosen' })
  .on(productChosen, (_, id) => id)
  .reset(pageOpened, addProductFx.done);

export const $calendarUrl = createStore<string | null>(null, { sid: 'booking/calendar-url' })
  .on(calendarUrlFx.doneData, (_, url) => url)
  .reset(pageOpened);

/** The API's error code of the last cancel or pre-order change, until the next one. */
export const $actionError = createStore<string | null>(null, { sid: 'booking/action-error' })
  .on(
    [cancelBookingFx.failData, addProductFx.failData, removeProductFx.failData],
    (_, error) => toApiRequestError(error).code,
  )
  .reset(pageOpened, cancelBookingFx, addProductFx, removeProductFx);

export const $busy = combine(
  cancelBookingFx.pending,
  addProductFx.pending,
  removeProductFx.pending,
  (...pending) => pending.some(Boolean),
);

const $stopFollowing = createStore<(() => void) | null>(null, { serialize: 'ignore' })
  .on(startFollowingFx.doneData, (_, stop) => stop)
  .reset(stopFollowingFx);

sample({ clock: pageOpened, target: calendarUrlFx });
sample({
  clock: [cancelBookingFx.doneData, addProductFx.doneData, removeProductFx.doneData],
  target: bookingLoaded,
});

// The first read of the booking loads the menu (for the pre-order).
sample({ clock: loadBookingFx.doneData, fn: (booking) => booking.branch_slug, target: loadMenuFx });

/** The page is on screen in the browser (a server's visit never follows anything). */
const $onScreen = createStore(false, { serialize: 'ignore' })
  .on(pageOpened, () => true)
  .on(pageClosed, () => false);
// The live status starts once the page is on screen and its booking is there (loaded here or by a server).
sample({
  clock: [pageOpened, loadBookingFx.done],
  source: { onScreen: $onScreen, booking: $openedBooking, ref: $openedRef, stop: $stopFollowing },
  filter: ({ onScreen, booking, stop }) => onScreen && booking !== null && stop === null,
  fn: ({ ref }) => ref as BookingRef,
  target: startFollowingFx,
});
sample({ clock: pageClosed, source: $stopFollowing, filter: Boolean, target: stopFollowingFx });
sample({ clock: pageClosed, target: bookingCleared });

sample({ clock: cancelClicked, source: $openedRef, filter: Boolean, target: cancelBookingFx });
sample({
  clock: addClicked,
  source: { ref: $openedRef, chosen: $chosenProduct },
  filter: ({ ref, chosen }) => ref !== null && chosen !== '',
  fn: ({ ref, chosen }) => ({ ref: ref as BookingRef, productId: Number(chosen), count: 1 }),
  target: addProductFx,
});
sample({
  clock: lineRemoved,
  source: $openedRef,
  filter: Boolean,
  fn: (ref, lineId) => ({ ref, lineId }),
  target: removeProductFx,
});

/** Everything the detail page reads and sends. */
export const bookInfoPageModel = {
  status: $status,
  booking: $openedBooking,
  menuProducts: $menuProducts,
  chosenProduct: $chosenProduct,
  calendarUrl: $calendarUrl,
  actionError: $actionError,
  busy: $busy,
  currency: $currency,
  pageOpened,
  pageClosed,
  retryClicked,
  cancelClicked,
  productChosen,
  addClicked,
  lineRemoved,
};
