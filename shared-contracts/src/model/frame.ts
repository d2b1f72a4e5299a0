import { combine, createEvent, createStore, sample } from 'effector';
import * as z from 'zod/mini';
import { MOBILE_BREAKPOINT } from '../constants.ts';
import type { FrameQuery } from '../frame/frame-query.ts';
import type { InstancePopup } from '../schemas/instance.ts';
import { $instance } from './instance.ts';
import type { TablePurchase } from '../schemas/table-order.ts';
import { serviceChosen } from './order.ts';
import { seatLeft } from './seat.ts';

// The frame's shared state: what the page's query string set, the viewport, and the inputs other
// models fill (delivery address and zone, the table's order). See docs/features/frame.md.

/** The shell read the page's query string (after hydration, on every navigation). */
export const frameQueryRead = createEvent<FrameQuery>();

/** The table code of `?mesa=`; the on-table screens check it with the API. */
export const $tableCode = createStore<string | null>(null, { sid: 'contracts/table-code' }).on(
  frameQueryRead,
  (code, query) => query.tableCode ?? code,
);
/** The category `?category_id=` asks the menu to open. */
export const $requestedCategory = createStore<string | null>(null, {
  sid: 'contracts/requested-category',
}).on(frameQueryRead, (_, query) => query.categoryId);

sample({
  clock: frameQueryRead,
  filter: (query) => query.order !== null,
  fn: (query) => query.order ?? { service: null, subservice: null },
  target: serviceChosen,
});
// A link that sets another service (delivery, take-away, booking) is a choice to leave the table.
sample({
  clock: frameQueryRead,
  filter: (query) => query.order !== null && query.order.service !== 'on_table',
  target: seatLeft,
});

/** The viewport's width, measured in the browser; unknown (null) while rendering on a server. */
export const viewportMeasured = createEvent<number>();
const $viewportWidth = createStore<number | null>(null).on(viewportMeasured, (_, width) => width);
/** Below 980 px is mobile; a server render is not mobile. */
export const $isMobile = $viewportWidth.map((width) => width !== null && width < MOBILE_BREAKPOINT);

/** The diner's delivery address, shown in the side panel while the service is delivery (filled by `delivery-location.ts`). */
export const deliveryAddressChosen = createEvent<string | null>();
// Sids: a server rendering the kept cart (cart-draft.ts) fills them with its place.
export const $deliveryAddress = createStore<string | null>(null, { sid: 'contracts/delivery-address' }).on(
  deliveryAddressChosen,
  (_, address) => address,
);

/** The delivery zone (polygon) the diner's address falls in; choosing take-away resets it. */
export const deliveryZoneChosen = createEvent<number | null>();
export const $deliveryZone = createStore<number | null>(null, { sid: 'contracts/delivery-zone' }).on(
  deliveryZoneChosen,
  (_, zone) => zone,
);
sample({
  clock: serviceChosen,
  filter: (order) => order.service === 'take_away',
  fn: () => null,
  target: deliveryZoneChosen,
});

/** The table's open purchase, as the table order reports it (filled by `table-order.ts`). */
export interface TableOrderSummary {
  purchaseId: string | null;
  /** Units on the table's order (a line of three counts three). */
  itemCount: number;
}
export const tableOrderReported = createEvent<TableOrderSummary>();
// A server render of the diner's purchase fills it: the header's first render in the browser reads the same.
export const $tableOrder = createStore<TableOrderSummary>(
  { purchaseId: null, itemCount: 0 },
  { sid: 'contracts/table-order' },
).on(tableOrderReported, (_, summary) => summary);

/**
 * The diner's manual payment: the cart icon opens it (amount 0) before MyOrder, and its
 * purchase is kept here for the screens that follow (MyOrder sets its amount and pays it).
 */
export const manualPaymentOpened = createEvent<TablePurchase>();
export const $manualPayment = createStore<TablePurchase | null>(null).on(
  manualPaymentOpened,
  (_, purchase) => purchase,
);

/** The error dialog: a translation key of the `common` namespace, an optional message, an icon. */
export interface ErrorDialog {
  key: string;
  message: string | null;
  icon: 'error' | 'warning' | 'info';
}
export const errorRaised = createEvent<ErrorDialog>();
export const errorDismissed = createEvent();
export const $errorDialog = createStore<ErrorDialog | null>(null)
  .on(errorRaised, (_, dialog) => dialog)
  .reset(errorDismissed);

/** The diner closed the operator's popup (its close button, Escape). */
export const popupClosed = createEvent();
/** Ids of the operator's popups the diner closed in this browser session (kept in sessionStorage). */
export const $popupsClosed = createStore<string[]>([]);
export const popupsClosedSchema = z.array(z.string());

/**
 * The diner's answer to the cookie notice: `accepted` lets the page send what only measures the visit
 * (where it came from, usage events, the advertising pixels, the cookie-manager frame); `rejected` keeps
 * it to what the product needs to work (profile, session, cart). Null until the diner answers: the page
 * then sends only what it needs, as after a rejection (docs/security.md).
 */
export type CookieConsent = 'accepted' | 'rejected';
export const cookiesAccepted = createEvent();
export const cookiesRejected = createEvent();
export const cookieConsentSchema = z.nullable(z.enum(['accepted', 'rejected']));
/**
 * What the consent cookie says, read by the shell's server before it renders: the notice is then part of
 * the served HTML (painted with the page, instead of arriving after hydration as the page's largest,
 * latest element), or left out once the diner answered.
 */
export const consentRead = createEvent<CookieConsent | null>();
/** Persisted, and kept in a cookie the shell's server reads. */
export const $cookieConsent = createStore<CookieConsent | null>(null, { sid: 'contracts/cookie-consent' })
  .on(cookiesAccepted, () => 'accepted')
  .on(cookiesRejected, () => 'rejected')
  .on(consentRead, (answer, fromCookie) => answer ?? fromCookie);
/** Only an acceptance lets measuring start. */
export const $cookiesAccepted = $cookieConsent.map((answer) => answer === 'accepted');
const $consentRead = createStore(false, { sid: 'contracts/consent-read' }).on(consentRead, () => true);
/** Storage has been read (after hydration): only then is it known whether to show the notice. */
export const storageRead = createEvent();
const $storageRead = createStore(false).on(storageRead, () => true);
/** Due once the consent is known, from the cookie (the server) or from storage (the browser), until answered. */
export const $cookieNoticeShown = combine(
  $storageRead,
  $consentRead,
  $cookieConsent,
  (read, known, answer) => (read || known) && answer === null,
);

/**
 * The operator's popup while it is due: configured, not closed in this browser session, and storage
 * read (so never in the server's HTML). Where it may show is the shell frame's rule (`popupsAllowedOn`).
 */
export const $popup = combine(
  $instance,
  $storageRead,
  $popupsClosed,
  (instance, read, closed): InstancePopup | null => {
    const popup = instance?.popup ?? null;
    return read && popup && !closed.includes(popup.id) ? popup : null;
  },
);
sample({
  clock: popupClosed,
  source: { popup: $popup, closed: $popupsClosed },
  filter: ({ popup }) => popup !== null,
  fn: ({ popup, closed }) => [...closed, (popup as InstancePopup).id],
  target: $popupsClosed,
});
