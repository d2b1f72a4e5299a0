import { createEvent, createStore, sample, type Effect, type Unit } from 'effector';
import { toApiRequestError } from '../api/errors.ts';

export interface RatingFormOptions<Params, Done, Fail> {
  /**
   * The rate's sid, a literal under the package's prefix (`booking/rate`); the comment's and the
   * error's are this one with `-comment` and `-error`.
   */
  sid: string;
  /** Empties the form: the page opening. */
  clearOn: Unit<unknown>[];
  /** The page's send: a submit while it runs is ignored, a new one clears the last error. */
  sendFx: Effect<Params, Done, Fail>;
  /** The error the form shows for the API's code of a failed send (the code itself by default). */
  errorOf?: (code: string) => string | null;
}

/**
 * A rating form: a rate on a scale and an optional comment, sent once a rate is chosen. The page keeps
 * what it rates and how it sends: it wires `rated` (a checked submit, comment trimmed) into `sendFx`.
 */
export function createRatingForm<Params, Done, Fail>(options: RatingFormOptions<Params, Done, Fail>) {
  const { sid, clearOn, sendFx, errorOf = (code: string) => code } = options;
  const rateChosen = createEvent<number>();
  const commentChanged = createEvent<string>();
  const formSubmitted = createEvent();
  const rated = createEvent<{ rate: number; comment: string }>();

  // Not literals: the sid tests read literals, and these follow the caller's.
  const commentSid = `${sid}-comment`;
  const errorSid = `${sid}-error`;
  const $rate = createStore<number | null>(null, { sid })
    .on(rateChosen, (_, rate) => rate)
    .reset(clearOn);
  const $comment = createStore('', { sid: commentSid })
    .on(commentChanged, (_, comment) => comment)
    .reset(clearOn);
  /** `rateRequired` when sent without a rate ('Calificación requerida'), else what `errorOf` makes of the API's code. */
  const $error = createStore<string | null>(null, { sid: errorSid })
    .on(sendFx.failData, (_, error) => errorOf(toApiRequestError(error).code))
    .reset([...clearOn, rateChosen, sendFx]);
  const $sending = sendFx.pending;

  sample({
    clock: formSubmitted,
    source: $rate,
    filter: (rate) => rate === null,
    fn: () => 'rateRequired',
    target: $error,
  });
  sample({
    clock: formSubmitted,
    source: { rate: $rate, comment: $comment, sending: $sending },
    filter: ({ rate, sending }) => rate !== null && !sending,
    fn: ({ rate, comment }) => ({ rate: rate ?? 0, comment: comment.trim() }),
    target: rated,
  });

  return { $rate, $comment, $error, $sending, rateChosen, commentChanged, formSubmitted, rated };
}

export type RatingFormModel = ReturnType<typeof createRatingForm>;
