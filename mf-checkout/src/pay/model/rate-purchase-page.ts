import { createEvent, createStore, sample } from 'effector';
import {
  createApiFx,
  MENU_RATE_MAX,
  MENU_RATE_MIN,
  ratingApi,
  toApiRequestError,
  type RouteVisit,
} from 'shared-contracts';

/** The purchase a `/ratecluvi/{purchase_id}/{token}` link rates. */
interface RatedLink {
  purchaseId: number;
  token: string;
}

export const pageOpened = createEvent<RatedLink>();
/** A visit to the route, fired by a server before it renders the page. */
export const routeVisited = createEvent<RouteVisit>();
export const scoreChosen = createEvent<number>();
export const commentChanged = createEvent<string>();
export const formSubmitted = createEvent();

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
  pageOpened,
  (_, link) => link,
);
export const $score = createStore<number | null>(null, { sid: 'checkout/rate-score' })
  .on(scoreChosen, (_, score) => score)
  .reset(pageOpened);
export const $comment = createStore('', { sid: 'checkout/rate-comment' })
  .on(commentChanged, (_, comment) => comment)
  .reset(pageOpened);
/** `sent`, or `already` when this purchase was rated before (the API's 409): both end the page. */
export const $result = createStore<'sent' | 'already' | null>(null, { sid: 'checkout/rate-result' })
  .on(ratePurchaseFx.done, () => 'sent')
  .on(ratePurchaseFx.failData, (result, error) =>
    toApiRequestError(error).code === 'already_rated' ? 'already' : result,
  )
  .reset(pageOpened);
/** `rateRequired` when sent without a score ('Calificación requerida'), else the API's code. */
export const $error = createStore<string | null>(null, { sid: 'checkout/rate-error' })
  .on(ratePurchaseFx.failData, (_, error) => {
    const code = toApiRequestError(error).code;
    return code === 'already_rated' ? null : code;
  })
  .reset(pageOpened, scoreChosen, ratePurchaseFx);

sample({
  clock: routeVisited,
  fn: ({ params }) => ({ purchaseId: Number(params.purchaseId), token: params.token ?? '' }),
  target: pageOpened,
});
sample({
  clock: formSubmitted,
  source: $score,
  filter: (score) => score === null,
  fn: () => 'rateRequired',
  target: $error,
});
sample({
  clock: formSubmitted,
  source: { link: $link, score: $score, comment: $comment, sending: ratePurchaseFx.pending },
  filter: ({ link, score, sending }) => link !== null && score !== null && !sending,
  fn: ({ link, score, comment }) => ({
    purchaseId: link?.purchaseId ?? 0,
    token: link?.token ?? '',
    score: score ?? 0,
    comment: comment.trim(),
  }),
  target: ratePurchaseFx,
});

export const ratePurchasePageModel = {
  score: $score,
  comment: $comment,
  result: $result,
  error: $error,
  sending: ratePurchaseFx.pending,
  pageOpened,
  scoreChosen,
  commentChanged,
  formSubmitted,
};
