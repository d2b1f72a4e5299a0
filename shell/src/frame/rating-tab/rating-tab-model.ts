import { combine, createEvent, createStore, sample } from 'effector';
import {
  $instance,
  $session,
  $supplier,
  $tablePurchase,
  $order,
  createApiFx,
  ratingApi,
  toApiRequestError,
} from 'shared-contracts';

const errorCodeOf = (error: unknown): string => toApiRequestError(error).code;

/** The table purchase the diner was last at: kept when they leave its screen for Home or Menu. */
interface RatedPurchase {
  id: number;
  supplierId: number;
  token: string;
}

export const tabOpened = createEvent();
export const tabClosed = createEvent();
export const menuScoreChosen = createEvent<number>();
export const npsScoreChosen = createEvent<number>();
export const commentChanged = createEvent<string>();
export const ratingSubmitted = createEvent<{ menu: boolean; nps: boolean }>();

interface RatingSend {
  purchase: RatedPurchase | null;
  sessionId: number | null;
  supplierId: number;
  menuScore: number | null;
  npsScore: number | null;
  comment: string;
}

/** Sends each asked rating; an earlier rating of the same thing counts as sent (the API says 409). */
export const sendRatingsFx = createApiFx(async (send: RatingSend, headers) => {
  const already = (error: unknown) => {
    if (errorCodeOf(error) !== 'already_rated') throw error;
  };
  const comment = send.comment.trim();
  if (send.purchase && send.menuScore !== null) {
    await ratingApi
      .rate(send.purchase.id, send.purchase.token, { rate: { score: send.menuScore, comment } }, headers)
      .catch(already);
  }
  if (send.sessionId !== null && send.npsScore !== null) {
    await ratingApi
      .rateService(
        {
          rates_service: {
            score: send.npsScore,
            comment,
            sesion_id: send.sessionId,
            supplier_id: send.supplierId,
          },
        },
        headers,
      )
      .catch(already);
  }
});

const $lastPurchase = createStore<RatedPurchase | null>(null, { sid: 'shell/rating-purchase' }).on(
  $tablePurchase.updates,
  (last, purchase) =>
    purchase ? { id: purchase.id, supplierId: purchase.supplier_id, token: purchase.rate_token } : last,
);
const $open = createStore(false, { serialize: 'ignore' })
  .on(tabOpened, () => true)
  .reset(tabClosed);
const $menuScore = createStore<number | null>(null, { serialize: 'ignore' }).on(
  menuScoreChosen,
  (_, score) => score,
);
const $npsScore = createStore<number | null>(null, { serialize: 'ignore' }).on(
  npsScoreChosen,
  (_, score) => score,
);
const $comment = createStore('', { serialize: 'ignore' }).on(commentChanged, (_, text) => text);
/** Once sent, the tab is gone for the rest of the visit. */
const $done = createStore(false, { serialize: 'ignore' }).on(sendRatingsFx.done, () => true);
/** The diner sent without a score for an asked question ('Calificación requerida'). */
const $missing = createStore(false, { serialize: 'ignore' }).reset(
  menuScoreChosen,
  npsScoreChosen,
  tabClosed,
);
const $failed = createStore<string | null>(null, { serialize: 'ignore' })
  .on(sendRatingsFx.failData, (_, error) => errorCodeOf(error))
  .reset(sendRatingsFx, tabClosed);

const $asks = combine($lastPurchase, $session, (purchase, session) => ({
  purchase: purchase !== null,
  session: session !== null,
}));

/** A question the tab asks (its flag on and its subject known) still has no score. */
const scoreMissing = (
  state: { menuScore: number | null; npsScore: number | null; asks: { purchase: boolean; session: boolean } },
  asked: { menu: boolean; nps: boolean },
) =>
  (asked.menu && state.asks.purchase && state.menuScore === null) ||
  (asked.nps && state.asks.session && state.npsScore === null);

sample({
  clock: ratingSubmitted,
  source: { menuScore: $menuScore, npsScore: $npsScore, asks: $asks },
  fn: scoreMissing,
  target: $missing,
});
sample({
  clock: ratingSubmitted,
  source: {
    purchase: $lastPurchase,
    session: $session,
    supplier: $supplier,
    menuScore: $menuScore,
    npsScore: $npsScore,
    comment: $comment,
    asks: $asks,
  },
  filter: (state, asked) => !scoreMissing(state, asked) && state.supplier !== null,
  fn: ({ purchase, session, supplier, menuScore, npsScore, comment }, asked): RatingSend => ({
    purchase: asked.menu ? purchase : null,
    sessionId: asked.nps ? (session?.id ?? null) : null,
    supplierId: supplier?.id ?? 0,
    menuScore,
    npsScore,
    comment,
  }),
  target: sendRatingsFx,
});

export const ratingTabModel = {
  order: $order,
  supplier: $supplier,
  flags: $instance.map((instance) =>
    instance ? { rate_digitalmenu: instance.rate_digitalmenu, rate_nps: instance.rate_nps } : null,
  ),
  asks: $asks,
  open: $open,
  menuScore: $menuScore,
  npsScore: $npsScore,
  comment: $comment,
  done: $done,
  missing: $missing,
  failed: $failed,
  sending: sendRatingsFx.pending,
  tabOpened,
  tabClosed,
  menuScoreChosen,
  npsScoreChosen,
  commentChanged,
  ratingSubmitted,
};
