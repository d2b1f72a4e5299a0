import { combine, createEvent, createStore, sample } from 'effector';
import { createGate, type Gate } from 'effector-react';
import {
  $cart,
  $cartCount,
  $cartItems,
  $cartMovedToPlace,
  $cartTotal,
  $currency,
  $deliveryDetails,
  $deliveryLocation,
  $instance,
  $order,
  $paymentMethods,
  branchPaymentMethods,
  cartMoveNoticeClosed,
  changeSupplierFx,
  closedNowOf,
  createForm,
  deliveryCutleryToggled,
  deliveryPackedToggled,
  EMPTY_DELIVERY_DETAILS,
  errorRaised,
  loadBranchOpeningFx,
  loadCartDraftFx,
  loadScheduleDaysFx,
  orderKindChosen,
  paths,
  paymentMethodsFx,
  placeDeliveryOrderFx,
  productCountChanged,
  productRemoved,
  sendWithProfile,
  toApiRequestError,
  toMinor,
  type BranchOpening,
  type CartItem,
  type DeliveryOrderRequest,
  type RouteVisit,
  type ScheduleDays,
} from 'shared-contracts';
import { visitedWithProfile } from '../../common/model/profile-ready.ts';
import { DELIVERY_FIELDS, deliveryErrors, type OrderKind } from './delivery-form.ts';

/** The page is on screen: its gate opens as the page mounts and closes as it goes. */
export const CartPageGate: Gate<void> = createGate({ name: 'checkout/cart-page' });
export const pageOpened = CartPageGate.open;
/** The page left the screen: the notice of a move to the place's branch has been read. */
export const pageClosed = CartPageGate.close;
/**
 * A visit to the cart route, fired by a server before it renders the page. The cart lives in the
 * browser's storage, which a server cannot read: with the diner's profile it renders the copy the API
 * keeps (shared-contracts' `cart-draft.ts`); without one the cart shows after hydration.
 */
export const routeVisited = createEvent<RouteVisit>();
sample({ clock: visitedWithProfile(routeVisited), fn: () => undefined, target: loadCartDraftFx });
export const increaseClicked = createEvent<CartItem>();
export const decreaseClicked = createEvent<CartItem>();
export const removeClicked = createEvent<CartItem>();
export const kindChosen = createEvent<OrderKind>();
export const cutleryToggled = createEvent<boolean>();
export const packedToggled = createEvent<boolean>();

/** The cart has no lines: the page offers the way back to the menu. */
export const $status = $cartItems.map((items) => (items.length === 0 ? 'empty' : 'ready'));

/** The branch the cart belongs to, as the instance lists it (its services). */
export const $cartBranch = combine(
  $cart,
  $instance,
  (cart, instance) => instance?.suppliers.find((branch) => branch.id === cart.supplierId) ?? null,
);
/** The ways the cart's branch hands an order over (delivery, scheduled delivery, take-away). */
export const $offeredKinds = $cartBranch.map((branch): OrderKind[] => {
  if (!branch) return [];
  const kinds: OrderKind[] = [];
  if (branch.service_delivery) kinds.push('delivery');
  if (branch.service_schedule) kinds.push('schedule');
  if (branch.service_take_away) kinds.push('take_away');
  return kinds;
});
/** How the diner gets this order: the chosen service when the branch offers it, else the first it offers. */
export const $kind = combine($order, $offeredKinds, (order, offered): OrderKind | null => {
  const chosen: OrderKind | null =
    order.service === 'take_away'
      ? 'take_away'
      : order.service === 'delivery'
        ? order.subservice === 'schedule'
          ? 'schedule'
          : 'delivery'
        : null;
  return chosen !== null && offered.includes(chosen) ? chosen : (offered[0] ?? null);
});

// Trying take-away here keeps the delivery place: going back to delivery finds it (`orderKindChosen`).
sample({
  clock: kindChosen,
  fn: (kind) =>
    kind === 'take_away'
      ? { service: 'take_away' as const, subservice: null }
      : { service: 'delivery' as const, subservice: kind === 'schedule' ? ('schedule' as const) : null },
  target: orderKindChosen,
});

/** The covered place the diner chose, when its zone is one of the cart's branch. */
export const $place = combine($deliveryLocation, $cart, (location, cart) =>
  location && location.polygon.supplier_id === cart.supplierId ? location : null,
);

/**
 * What the diner writes for the order (the delivery schedule state), kept on the device by
 * shared-contracts: a reload or a new visit finds it. The address and reference the diner typed on the
 * address form arrive with the place.
 */
export const $details = $deliveryDetails;
/**
 * The address of a place found from a typed address: it is what the coverage and the fee were worked out
 * for, so the cart shows it fixed, with the way back to the address form to change it. A place found by the
 * browser's position has none, and the diner writes it on the cart.
 */
export const $fixedAddress = $place.map((place) => {
  const address = place?.address?.trim() ?? '';
  return address === '' ? null : address;
});
sample({ clock: cutleryToggled, target: deliveryCutleryToggled });
sample({ clock: packedToggled, target: deliveryPackedToggled });

/**
 * The cart moved to the branch whose zone holds the diner's place (shared-contracts' `cart-follows-place`):
 * the page names both branches and what the new one does not sell.
 */
export const $moveNotice = combine($cartMovedToPlace, $instance, (moved, instance) => {
  if (!moved) return null;
  const label = (id: number) => instance?.suppliers.find((branch) => branch.id === id)?.label ?? '';
  return { from: label(moved.fromSupplierId), to: label(moved.toSupplierId), dropped: moved.dropped };
});
sample({ clock: pageClosed, target: cartMoveNoticeClosed });
/** The cart is moving to the place's branch: nothing is sent until it is there. */
export const $moving = changeSupplierFx.pending;

/**
 * The days and times the branch takes scheduled deliveries (loaded when scheduling is chosen; by a server
 * rendering a kept scheduled cart too, hence the sid).
 */
export const $scheduleDays = createStore<ScheduleDays | null>(null, { sid: 'checkout/schedule-days' }).on(
  loadScheduleDaysFx.doneData,
  (_, days) => days,
);
/** The branch whose days a scheduled order still needs, else null. */
const $daysToLoad = combine($kind, $cartBranch, $scheduleDays, (kind, branch, days) =>
  kind === 'schedule' && branch !== null && days?.supplier_id !== branch.id ? branch.id : null,
);
sample({
  clock: [pageOpened, $daysToLoad.updates],
  source: $daysToLoad,
  filter: (branchId): branchId is number => branchId !== null,
  target: loadScheduleDaysFx,
});
/** The times the chosen day offers; null until the branch's days are known (nothing to judge yet). */
const $dayHours = combine($scheduleDays, $cartBranch, $details, (days, branch, details) =>
  days && branch && days.supplier_id === branch.id
    ? (days.days.find((day) => day.date === details.date)?.hours ?? [])
    : null,
);
export const $scheduleHours = $dayHours.map((hours) => hours ?? []);
// Once the days are known, a day no longer offered (a stored one that has passed) clears the day and time,
// and a time the chosen day does not hold clears the time: only offered days and times are ever sent.
const dayOffered = (days: ScheduleDays | null, date: string) =>
  days?.days.some((day) => day.date === date) ?? false;
sample({
  clock: $dayHours.updates,
  source: { details: $details, days: $scheduleDays },
  filter: ({ details, days }, hours) =>
    hours !== null &&
    ((details.date !== '' && !dayOffered(days, details.date)) ||
      (details.hour !== '' && !hours.includes(details.hour))),
  fn: ({ details, days }) =>
    dayOffered(days, details.date) ? { ...details, hour: '' } : { ...details, date: '', hour: '' },
  target: $details,
});

// Take-away's minimum is the branch's (the payment settings say it); delivery's is the zone's.
const $settingsToLoad = combine($kind, $cartBranch, $paymentMethods, (kind, branch, loaded) =>
  kind === 'take_away' && branch !== null && branchPaymentMethods(loaded, branch.slug) === null
    ? branch.slug
    : null,
);
sample({
  // Also on a server rendering the kept cart (its updates), so the minimum is in the served page.
  clock: [pageOpened, $settingsToLoad.updates],
  source: $settingsToLoad,
  filter: (slug): slug is string => slug !== null,
  fn: (slug) => ({ supplier: slug ?? '', service: 'take_away' as const }),
  target: paymentMethodsFx,
});

/** The fee and the minimum in minor units; null while unknown (no place chosen yet, settings loading). */
// Not `kind`: effector takes an object with a `kind` field for a unit.
export const $totals = combine(
  {
    orderKind: $kind,
    place: $place,
    currency: $currency,
    total: $cartTotal,
    methods: $paymentMethods,
    branch: $cartBranch,
  },
  ({ orderKind: kind, place, currency, total, methods, branch }) => {
    const itemsMinor = toMinor(total, currency);
    const delivering = kind === 'delivery' || kind === 'schedule';
    const feeMinor = delivering && place ? toMinor(place.polygon.delivery_price, currency) : 0;
    const minimumMinor = delivering
      ? place
        ? toMinor(place.polygon.minimum_order_value, currency)
        : null
      : methods && methods.supplier === branch?.slug
        ? methods.methods.minimum_order_minor
        : null;
    return {
      itemsMinor,
      feeMinor,
      minimumMinor,
      totalMinor: itemsMinor + feeMinor,
      belowMinimum: minimumMinor !== null && itemsMinor < minimumMinor,
    };
  },
);

/**
 * The delivery form, its values the details kept on the device: its errors show from the first continue
 * on and follow the typing; another way of getting the order starts it over.
 */
const deliveryForm = createForm({
  sid: 'checkout/delivery-form',
  initial: EMPTY_DELIVERY_DETAILS,
  values: $details,
  fields: DELIVERY_FIELDS,
  source: $kind,
  validate: (details, kind) => (kind ? deliveryErrors(details, kind) : {}),
  resetOn: [kindChosen],
});
export const { fieldChanged: textChanged, submitted: continueClicked, $errors } = deliveryForm;
/**
 * The closed states, from the staff's switches of the day: the branch is closed, its
 * kitchen is (a scheduled order is still taken), or its delivery is paused (take-away is still taken).
 */
export const $closedState = combine(
  $cartBranch,
  $kind,
  (branch, kind): 'business_closed' | 'kitchen_closed' | 'delivery_inactive' | null => {
    if (!branch || !kind) return null;
    if (branch.business_closed) return 'business_closed';
    if (branch.kitchen_closed && kind !== 'schedule') return 'kitchen_closed';
    if (branch.delivery_paused && kind !== 'take_away') return 'delivery_inactive';
    return null;
  },
);

/**
 * Whether the cart's branch is inside its opening hours, asked each time the page opens (the hour moves
 * on) and whenever an immediate order's branch changes: by a server rendering a kept cart too, hence the
 * sid. A refusal for the hour says the same, with when the branch opens.
 */
export const $opening = createStore<BranchOpening | null>(null, { sid: 'checkout/branch-opening' })
  .on(loadBranchOpeningFx.doneData, (_, opening) => opening)
  .on(placeDeliveryOrderFx.failData, (opening, error) => {
    const failure = toApiRequestError(error);
    if (failure.code !== 'outside_opening_hours' || !opening) return opening;
    const { opens_date: date, opens_hour: hour } = failure.details;
    return {
      ...opening,
      open: false,
      opens_date: typeof date === 'string' ? date : null,
      opens_hour: typeof hour === 'string' ? hour : null,
    };
  });
const immediate = (kind: OrderKind | null) => kind === 'delivery' || kind === 'take_away';
/** The branch whose opening an immediate order needs to know, else null (a scheduled one has its days). */
const $openingToLoad = combine($kind, $cartBranch, (kind, branch) =>
  immediate(kind) && branch !== null ? branch.id : null,
);
sample({
  clock: [pageOpened, $openingToLoad.updates],
  source: $openingToLoad,
  filter: (branchId): branchId is number => branchId !== null,
  target: loadBranchOpeningFx,
});
/**
 * The branch is outside its opening hours for an immediate order: when it opens next (null parts when no
 * day opens). The page says it before the diner asks, and offers to schedule the order when it can.
 */
export const $closedNow = combine($opening, $kind, $cartBranch, (opening, kind, branch) =>
  branch && immediate(kind) ? closedNowOf(opening, branch.id) : null,
);

/** A delivery with no covered place of this branch: the page offers to choose the address. */
export const $needsPlace = combine(
  $kind,
  $place,
  $moving,
  (kind, place, moving) => kind !== 'take_away' && kind !== null && place === null && !moving,
);

/** After a refused continue, the first field to fix (the page moves the focus there). */
export const $lastSubmit = deliveryForm.$lastSubmit;
/** Why the API refused the order: its code and the values its message needs. */
export const $placeError = createStore<{ code: string; details: Record<string, string | number> } | null>(
  null,
)
  .on(placeDeliveryOrderFx.failData, (_, error) => {
    const failure = toApiRequestError(error);
    return { code: failure.code, details: failure.details };
  })
  .reset(placeDeliveryOrderFx, pageOpened);
/** The order a continue asked for. */
const orderAsked = createEvent<DeliveryOrderRequest['order']>();
// The API takes an order only from a diner's profile: one asked for before it exists waits for it.
/** Being placed: sent, or waiting for the profile (the button says the order is on its way). */
export const $placing = sendWithProfile({
  sid: 'checkout/order-held',
  ask: orderAsked,
  send: placeDeliveryOrderFx,
  dropOn: [pageOpened],
});
/** Where the page goes once the order is placed: its precheckout (review and buyer data), then payment. */
export const $next = createStore<string | null>(null)
  .on(placeDeliveryOrderFx.doneData, (_, purchase) => purchase.id.toString())
  .reset(pageOpened);

sample({
  clock: deliveryForm.checked,
  source: {
    details: $details,
    orderKind: $kind,
    cart: $cart,
    place: $place,
    totals: $totals,
    closed: $closedState,
    closedNow: $closedNow,
    pending: $placing,
    moving: $moving,
  },
  filter: ({ orderKind, place, totals, cart, closed, closedNow, pending, moving }, { firstInvalid }) =>
    !pending &&
    !moving &&
    closed === null &&
    closedNow === null &&
    firstInvalid === null &&
    orderKind !== null &&
    cart.supplierId !== null &&
    !totals.belowMinimum &&
    (orderKind === 'take_away' || place !== null),
  fn: ({ details, orderKind: kind, cart, place }): DeliveryOrderRequest['order'] => ({
    supplier_id: cart.supplierId ?? 0,
    service: kind === 'take_away' ? 'take_away' : 'delivery',
    subservice: kind === 'schedule' ? 'schedule' : null,
    lines: cart.lines.map((line) => ({
      id: line.productId,
      count: line.count,
      // The price the cart shows: the API refuses the order if the menu's is another now.
      price: line.price,
      options: (line.options ?? []).map((group) => ({
        slug: group.slug,
        choices: group.choices.map((choice) => choice.slug),
      })),
    })),
    cutlery: details.cutlery,
    packed: details.packed,
    comment: details.comment.trim(),
    place:
      kind === 'take_away' || !place
        ? null
        : {
            latitude: place.latitude,
            longitude: place.longitude,
            address: place.address?.trim() || details.address.trim(),
            reference: details.reference.trim(),
          },
    schedule: kind === 'schedule' ? { date: details.date, hour: details.hour } : null,
  }),
  target: orderAsked,
});

// "Continue" while the branch was closed asks again: the opening hour may have come since the page opened,
// and the next tap then sends the order.
sample({
  clock: continueClicked,
  source: { closedNow: $closedNow, branchId: $openingToLoad, pending: loadBranchOpeningFx.pending },
  filter: ({ closedNow, branchId, pending }) => closedNow !== null && branchId !== null && !pending,
  fn: ({ branchId }) => branchId ?? 0,
  target: loadBranchOpeningFx,
});

// The menu changed since the cart was filled (a price, a product sold out): the cart takes the branch's
// menu as it is now, and the refusal, kept in $placeError, says what changed; the diner continues again.
const STALE_CART_CODES = new Set(['price_changed', 'product_unavailable']);
sample({
  clock: placeDeliveryOrderFx.failData,
  source: $cart,
  filter: (cart, error) => cart.supplierId !== null && STALE_CART_CODES.has(toApiRequestError(error).code),
  fn: (cart) => ({
    supplierId: cart.supplierId ?? 0,
    lines: cart.lines,
    reason: 'refresh' as const,
    from: cart.supplierId,
  }),
  target: changeSupplierFx,
});

// A lost connection is the error dialog's; a refusal the page explains in place ($placeError).
sample({
  clock: placeDeliveryOrderFx.failData,
  filter: (error) => toApiRequestError(error).code === 'network_error',
  fn: () => ({ key: 'errors.network_error', message: null, icon: 'error' as const }),
  target: errorRaised,
});

sample({
  clock: increaseClicked,
  fn: (item) => ({ key: item.key, count: item.count + 1 }),
  target: productCountChanged,
});
sample({
  clock: decreaseClicked,
  fn: (item) => ({ key: item.key, count: item.count - 1 }),
  target: productCountChanged,
});
sample({ clock: removeClicked, fn: (item) => item.key, target: productRemoved });

/** The path of the placed order's precheckout, given the branch's slug. */
export const precheckoutOf = (slug: string, purchaseId: string) =>
  paths.precheckout(slug, { purchase: purchaseId });

/** Everything the cart page reads and sends. */
export const cartPageModel = {
  status: $status,
  items: $cartItems,
  count: $cartCount,
  currency: $currency,
  branch: $cartBranch,
  offeredKinds: $offeredKinds,
  orderKind: $kind,
  place: $place,
  fixedAddress: $fixedAddress,
  needsPlace: $needsPlace,
  moving: $moving,
  moveNotice: $moveNotice,
  closedState: $closedState,
  closedNow: $closedNow,
  details: $details,
  scheduleDays: $scheduleDays,
  scheduleHours: $scheduleHours,
  totals: $totals,
  errors: $errors,
  lastSubmit: $lastSubmit,
  placeError: $placeError,
  placing: $placing,
  next: $next,
  pageOpened,
  pageClosed,
  increaseClicked,
  decreaseClicked,
  removeClicked,
  kindChosen,
  textChanged,
  cutleryToggled,
  packedToggled,
  continueClicked,
};
