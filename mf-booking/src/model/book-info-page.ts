import { combine, createEvent, createStore, sample } from 'effector';
import {
  $age,
  $currency,
  bookingCleared,
  bookingLoaded,
  checkAgeFx,
  choiceProblem,
  isOpenBooking,
  loadMenuFx,
  toApiRequestError,
  toChosenOptions,
  toggleChoice,
  unitPrice,
  type AgeCheckRequest,
  type BookingRef,
  type Choices,
  type Product,
  type ProductOption,
  sendWithProfile,
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
  createBookingPageGate,
} from './opened-booking.ts';
import { failureOf, type ApiFailure } from './api-failure.ts';

/** The detail page of booking `id` is on screen, opened with the token of its link. */
export const BookInfoPageGate = createBookingPageGate('booking/book-info-page');
// A link's detail or rating page opening: the page's state starts over.
const pageOpened = bookingPageOpened;
const pageClosed = BookInfoPageGate.close;
export const routeVisited = bookingRouteVisited;
export const retryClicked = bookingRetryClicked;
/** The diner asked to cancel: the page asks them to confirm first. */
export const cancelClicked = createEvent();
export const cancelConfirmed = createEvent();
export const cancelDismissed = createEvent();
export const productChosen = createEvent<string>();
export const addClicked = createEvent();
export const lineRemoved = createEvent<number>();
/** The pre-order dialog: a product's options, or the age check before an alcoholic one. */
export const choiceToggled = createEvent<{ option: ProductOption; choice: string }>();
export const dialogSubmitted = createEvent();
export const dialogClosed = createEvent();
export const ageSubmitted = createEvent<AgeCheckRequest>();

export const $status = $openedStatus;

/** Products of the branch's menu a diner may pre-order (none of one it has no unit of, as the menu says). */
export const $menuProducts = createStore<Product[]>([], { sid: 'booking/preorder-products' }).on(
  loadMenuFx.doneData,
  (_, menu) => menu.products.filter((product) => product.available && product.stock !== 0),
);
export const $chosenProduct = createStore('', { sid: 'booking/preorder-chosen' })
  .on(productChosen, (_, id) => id)
  .reset(pageOpened, addProductFx.done);

/**
 * The product the pre-order dialog is about: one with options to choose, or an alcoholic one while the
 * age is asked. The same rules as the menu's dialog (shared-contracts) keep its add button honest.
 */
export const $dialogProduct = createStore<Product | null>(null, { sid: 'booking/preorder-dialog' }).reset(
  pageOpened,
  dialogClosed,
  addProductFx.done,
);
export const $choices = createStore<Choices>({}, { sid: 'booking/preorder-choices' })
  .on(choiceToggled, (choices, { option, choice }) => ({
    ...choices,
    [option.slug]: toggleChoice(option, choices[option.slug] ?? [], choice),
  }))
  .reset(pageOpened, dialogClosed, addProductFx.done);
export const $problem = combine($dialogProduct, $choices, $age, (product, choices, age) =>
  product ? choiceProblem(product, choices, 1, age) : null,
);
export const $lineTotal = combine($dialogProduct, $choices, (product, choices) =>
  product ? unitPrice(product, choices) : 0,
);
/** The age form shows instead of the options (an alcoholic product asked for before the age was known). */
export const $askingAge = createStore(false, { sid: 'booking/preorder-asking-age' })
  .on(checkAgeFx.done, () => false)
  .reset(pageOpened, dialogClosed, addProductFx.done);
/**
 * The dialog's own message: the API's refusal of this product or of the age form. A minor's answer is the
 * reason the add is disabled (`$problem`) instead.
 */
export const $dialogNotice = createStore<ApiFailure | null>(null, { sid: 'booking/preorder-notice' })
  .on(checkAgeFx.done, () => null)
  .on(checkAgeFx.failData, (_, error) => failureOf(error))
  .on(addProductFx.failData, (_, error) => {
    const failure = failureOf(error);
    return failure.code === 'age_check_required' ? null : failure;
  })
  .reset(pageOpened, dialogClosed, dialogSubmitted, addProductFx.done);

/** The cancel question is on screen. */
export const $confirmingCancel = createStore(false, { sid: 'booking/confirming-cancel' })
  .on(cancelClicked, () => true)
  .reset(pageOpened, cancelDismissed, cancelConfirmed);

const $calendarFile = createStore<string | null>(null, { sid: 'booking/calendar-url' })
  .on(calendarUrlFx.doneData, (_, url) => url)
  .reset(pageOpened);
/** The booking's calendar file, offered while the booking stands (a declined or cancelled one has no date to keep). */
export const $calendarUrl = combine($calendarFile, $openedBooking, (url, booking) =>
  booking && isOpenBooking(booking.status) ? url : null,
);

/** The API's refusal of the last cancel or pre-order change, until the next one. */
export const $actionError = createStore<ApiFailure | null>(null, { sid: 'booking/action-error' })
  .on([cancelBookingFx.failData, removeProductFx.failData], (_, error) => failureOf(error))
  // The API wants the age asked (another device, a profile without an answer): the dialog asks it.
  .on(addProductFx.failData, (_, error) => {
    const failure = failureOf(error);
    return failure.code === 'age_check_required' ? null : failure;
  })
  .reset(pageOpened, cancelBookingFx, addProductFx, removeProductFx);

// The API keeps the answer on the diner's profile: one given before the profile exists waits for it.
const $checkingAge = sendWithProfile({
  sid: 'booking/age-held',
  ask: ageSubmitted,
  send: checkAgeFx,
  dropOn: [pageOpened, dialogClosed],
});

export const $busy = combine(
  cancelBookingFx.pending,
  addProductFx.pending,
  removeProductFx.pending,
  $checkingAge,
  (...pending) => pending.some(Boolean),
);

/** A booking is rated after the visit (the party was seated), once; the API refuses it otherwise. */
export const $canRate = $openedBooking.map(
  (booking) => booking !== null && booking.status === 'seated' && booking.rating === null,
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

sample({ clock: cancelConfirmed, source: $openedRef, filter: Boolean, target: cancelBookingFx });

/** What the diner asked to add, as chosen; it goes to the API once its options and the age allow it. */
const addWanted = createEvent<{ product: Product; choices: Choices }>();
const chosen = sample({
  clock: addClicked,
  source: { products: $menuProducts, id: $chosenProduct },
  fn: ({ products, id }) => products.find((product) => String(product.id) === id) ?? null,
});
const picked = sample({ clock: chosen, filter: (product): product is Product => product !== null });
// A product with options opens the dialog; one without is added as it is.
sample({ clock: picked, filter: (product) => product.options.length > 0, target: $dialogProduct });
sample({
  clock: picked,
  filter: (product) => product.options.length === 0,
  fn: (product) => ({ product, choices: {} }),
  target: addWanted,
});
sample({
  clock: dialogSubmitted,
  source: { product: $dialogProduct, choices: $choices, problem: $problem },
  filter: ({ product, problem }) => product !== null && problem === null,
  fn: ({ product, choices }) => ({ product: product as Product, choices }),
  target: addWanted,
});

/** The add waiting for the age answer. */
const $held = createStore<{ product: Product; choices: Choices } | null>(null, { serialize: 'ignore' })
  .on(addWanted, (_, wanted) => wanted)
  .reset(pageOpened, dialogClosed, addProductFx.done);
const needsAge = sample({
  clock: addWanted,
  source: $age,
  filter: (age, { product }) => product.alcoholic && age !== 'adult',
  fn: (_, { product }) => product,
});
sample({ clock: needsAge, target: $dialogProduct });
// A diner who answered as a minor is not asked again: the dialog says why the add is disabled.
sample({ clock: needsAge, source: $age, fn: (age) => age === 'unknown', target: $askingAge });
sample({
  clock: addWanted,
  source: { age: $age, ref: $openedRef },
  filter: ({ age, ref }, { product }) => ref !== null && (!product.alcoholic || age === 'adult'),
  fn: ({ ref }, { product, choices }) => ({
    ref: ref as BookingRef,
    productId: product.id,
    count: 1,
    options: toChosenOptions(choices),
  }),
  target: addProductFx,
});
// Of age: the held product goes in without asking again.
sample({
  clock: checkAgeFx.doneData,
  source: $held,
  filter: (held, answer) => held !== null && answer.of_age,
  fn: (held) => held as { product: Product; choices: Choices },
  target: addWanted,
});
// The API has no age answer for this profile: ask it (the held add is sent again once answered).
const ageRequired = sample({
  clock: addProductFx.failData,
  source: $held,
  filter: (held, error) => held !== null && toApiRequestError(error).code === 'age_check_required',
  fn: (held) => (held as { product: Product }).product,
});
sample({ clock: ageRequired, target: $dialogProduct });
sample({ clock: ageRequired, fn: () => true, target: $askingAge });

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
  canRate: $canRate,
  confirmingCancel: $confirmingCancel,
  dialogProduct: $dialogProduct,
  choices: $choices,
  problem: $problem,
  lineTotal: $lineTotal,
  askingAge: $askingAge,
  dialogNotice: $dialogNotice,
  retryClicked,
  cancelClicked,
  cancelConfirmed,
  cancelDismissed,
  productChosen,
  addClicked,
  lineRemoved,
  choiceToggled,
  dialogSubmitted,
  dialogClosed,
  ageSubmitted,
};
