import { createEvent, createStore, sample } from 'effector';
import { createGate, type Gate } from 'effector-react';
import {
  createApiFx,
  createRatingForm,
  MENU_RATE_MAX,
  MENU_RATE_MIN,
  ratingApi,
  toApiRequestError,
  type RouteVisit,
} from 'shared-contracts';

/** The purchase a `/ratecluvi/{purchase_id}/{token}` link rates. */
export interface RatedLink {
  purchaseId: number;
  token: string;
}

/** The rating page of a purchase's link is on screen. */
export const RatePurchasePageGate: Gate<RatedLink> = createGate({ name: 'checkout/rate-purchase-page' });
/** A visit to the route, fired by a server before it renders the page. */
export const routeVisited = createEvent<RouteVisit>();
/** The link the page rates: read from the route's visit on the server, from the gate in the browser. */
const linkOpened = createEvent<RatedLink>();

export const ratePurchaseFx = createApiFx((send: RatedLink & { score: number; comment: string }, headers) =>
  ratingApi.rate(
    send.purchaseId,
    send.token,
    { rate: { score: send.score, comment: send.comment } },
    headers,
  ),
);

/** The menu rating scale, `MENU_RATE_MIN` to `MENU_RATE_MAX`. */
export const SCALE = Array.from({ length: MENU_RATE_MAX - MENU_RATE_MIN + 1 }, (_, i) => MENU_RATE_MIN + i);

const $link = createStore<RatedLink | null>(null, { sid: 'checkout/rate-link' }).on(
  linkOpened,
  (_, link) => link,
);
/**
 * The score (1 to 5) and comment; the error is `rateRequired` or the API's code, none for `already_rated`
 * (the result says it).
 */
export const rateForm = createRatingForm({
  sid: 'checkout/rate',
  clearOn: [linkOpened],
  sendFx: ratePurchaseFx,
  errorOf: (code) => (code === 'already_rated' ? null : code),
});
export const {
  $rate: $score,
  $comment,
  $error,
  rateChosen: scoreChosen,
  commentChanged,
  formSubmitted,
} = rateForm;
/** `sent`, or `already` when this purchase was rated before (the API's 409): both end the page. */
export const $result = createStore<'sent' | 'already' | null>(null, { sid: 'checkout/rate-result' })
  .on(ratePurchaseFx.done, () => 'sent')
  .on(ratePurchaseFx.failData, (result, error) =>
    toApiRequestError(error).code === 'already_rated' ? 'already' : result,
  )
  .reset(linkOpened);

sample({
  clock: routeVisited,
  fn: ({ params }) => ({ purchaseId: Number(params.purchaseId), token: params.token ?? '' }),
  target: linkOpened,
});
sample({ clock: RatePurchasePageGate.open, target: linkOpened });
sample({
  clock: rateForm.rated,
  source: $link,
  filter: Boolean,
  fn: (link, { rate, comment }) => ({ ...link, score: rate, comment }),
  target: ratePurchaseFx,
});

export const ratePurchasePageModel = {
  score: $score,
  comment: $comment,
  result: $result,
  error: $error,
  sending: rateForm.$sending,
  scoreChosen,
  commentChanged,
  formSubmitted,
};
