import { combine, createEvent, createStore, sample } from 'effector';
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

/** What the API says of a link before anyone writes: it takes a rating, it has one, or it rates nothing. */
type LinkState = 'open' | 'rated' | 'invalid';

/**
 * What the page shows: nothing while the link is checked, the form, the form kept after a send refused as
 * already rated (what the diner wrote stays to copy), thanks, already rated, or an invalid link.
 */
export type RateStatus = 'loading' | 'open' | 'refused' | 'sent' | 'already' | 'invalid';

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
/** Whether the link's purchase is rated: another diner at the bill may have done it. */
export const rateStateFx = createApiFx((link: RatedLink, headers) =>
  ratingApi.rateState(link.purchaseId, link.token, headers),
);

/** The menu rating scale, `MENU_RATE_MIN` to `MENU_RATE_MAX`. */
export const SCALE = Array.from({ length: MENU_RATE_MAX - MENU_RATE_MIN + 1 }, (_, i) => MENU_RATE_MIN + i);

const linkOf = ({ purchaseId, token }: RatedLink): RatedLink => ({ purchaseId, token });
const sameLink = (a: RatedLink | null, b: RatedLink | null) =>
  a !== null && b !== null && a.purchaseId === b.purchaseId && a.token === b.token;
const refusedAsRated = (error: unknown) => toApiRequestError(error).code === 'already_rated';

const $link = createStore<RatedLink | null>(null, { sid: 'checkout/rate-link' }).on(
  linkOpened,
  (_, link) => link,
);
/**
 * The last link checked and its state, kept when the gate opens again after hydration so the browser does
 * not ask again; a send answered (done or already rated) makes it rated. A check that failed leaves no
 * state: the form shows, and the send says.
 */
const $checked = createStore<(RatedLink & { state: LinkState }) | null>(null, {
  sid: 'checkout/rate-checked',
})
  .on(rateStateFx.done, (_, { params, result }) => ({
    ...linkOf(params),
    state: result.rated ? 'rated' : 'open',
  }))
  .on(rateStateFx.fail, (checked, { params, error }) => {
    const { code } = toApiRequestError(error);
    // An unknown purchase and a wrong token answer alike: the link is not valid.
    return code === 'purchase_not_found' || code === 'bad_request'
      ? { ...linkOf(params), state: 'invalid' }
      : checked;
  })
  .on(ratePurchaseFx.done, (_, { params }) => ({ ...linkOf(params), state: 'rated' }))
  .on(ratePurchaseFx.fail, (checked, { params, error }) =>
    refusedAsRated(error) ? { ...linkOf(params), state: 'rated' } : checked,
  );

/**
 * The score (1 to 5) and comment; the error is `rateRequired` or the API's code, none for `already_rated`
 * (the status says it).
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

/** A send without a score: refused here ('rateRequired'), and the page takes the diner to the stars. */
const sentWithoutScore = sample({ clock: formSubmitted, source: $score, filter: (score) => score === null });
/** How many sends lacked a score: each one moves the focus again, also when the message is already shown. */
const $scoreAsked = createStore(0, { sid: 'checkout/rate-asked' })
  .on(sentWithoutScore, (count) => count + 1)
  .reset(linkOpened);

const $sent = createStore(false, { sid: 'checkout/rate-sent' })
  .on(ratePurchaseFx.done, () => true)
  .reset(linkOpened);
/** The send was refused as already rated: the form stays with what the diner wrote, whatever they touch next. */
const $refused = createStore(false, { sid: 'checkout/rate-refused' })
  .on(ratePurchaseFx.failData, (refused, error) => refused || refusedAsRated(error))
  .reset(linkOpened);

export const $status = combine(
  { link: $link, checked: $checked, checking: rateStateFx.pending, sent: $sent, refused: $refused },
  ({ link, checked, checking, sent, refused }): RateStatus => {
    if (sent) return 'sent';
    if (refused) return 'refused';
    const state = checked !== null && sameLink(checked, link) ? checked.state : null;
    if (state === 'rated') return 'already';
    if (state === 'invalid') return 'invalid';
    return state === null && checking ? 'loading' : 'open';
  },
);

sample({
  clock: routeVisited,
  fn: ({ params }) => ({ purchaseId: Number(params.purchaseId), token: params.token ?? '' }),
  target: linkOpened,
});
sample({ clock: RatePurchasePageGate.open, target: linkOpened });
// Checked once per link: the gate opening again after the server's render finds it known.
sample({
  clock: linkOpened,
  source: $checked,
  filter: (checked, link) => !sameLink(checked, link),
  fn: (_, link) => link,
  target: rateStateFx,
});
sample({
  clock: rateForm.rated,
  source: $link,
  filter: Boolean,
  fn: (link, { rate, comment }) => ({ ...link, score: rate, comment }),
  target: ratePurchaseFx,
});

export const ratePurchasePageModel = {
  status: $status,
  score: $score,
  comment: $comment,
  error: $error,
  sending: rateForm.$sending,
  scoreAsked: $scoreAsked,
  scoreChosen,
  commentChanged,
  formSubmitted,
};
