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
} from './opened-booking.ts';

/** The detail page of booking `id` opened with the token of its link. */
export const pageOpened = bookingPageOpened;
export const pageClosed = createEvent();
export const retryClicked = bookingRetryClicked;
export const cancelClicked = createEvent();
export const productChosen = createEvent<string>();
export const addClicked = createEvent();
export const lineRemoved = createEvent<number>();

export const $status = $openedStatus;

/** Products of the branch's menu a diner may pre-order. */
export const $menuProducts = createStore<Product[]>([])
  .on(loadMenuFx.doneData, (_, menu) => menu.products.filter((product) => product.available))
  .reset(pageOpened);
export const $chosenProduct = createStore('')
  .on(productChosen, (_, id) => id)
  .reset(pageOpened, addProductFx.done);

export const $calendarUrl = createStore<string | null>(null)
  .on(calendarUrlFx.doneData, (_, url) => url)
  .reset(pageOpened);

/** The API's error code of the last cancel or pre-order change, until the next one. */
export const $actionError = createStore<string | null>(null)
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

// The first read of the booking starts the menu (for the pre-order) and the live status.
sample({ clock: loadBookingFx.doneData, fn: (booking) => booking.branch_slug, target: loadMenuFx });
sample({
  clock: loadBookingFx.done,
  source: $stopFollowing,
  filter: (stop) => stop === null,
  fn: (_, { params }) => params,
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
