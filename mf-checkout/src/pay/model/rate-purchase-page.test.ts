import { allSettled, fork, serialize } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from 'shared-contracts';
import {
  $comment,
  $error,
  $score,
  $status,
  commentChanged,
  formSubmitted,
  RatePurchasePageGate,
  ratePurchaseFx,
  rateStateFx,
  routeVisited,
  scoreChosen,
} from './rate-purchase-page.ts';

const link = { purchaseId: 12, token: 'abcdefgh12' };
const notRated = async () => ({ rated: false });

const opened = async (
  send: (params: unknown) => Promise<unknown>,
  state: (params: unknown) => Promise<{ rated: boolean }> = notRated,
) => {
  const scope = fork({
    handlers: [
      [ratePurchaseFx, send],
      [rateStateFx, state],
    ],
  });
  await allSettled(RatePurchasePageGate.open, { scope, params: link });
  return scope;
};

describe('rate purchase page model', () => {
  it('requires a score, then sends it with the link and the trimmed comment', async () => {
    const send = vi.fn(async (_: unknown) => ({ rating: { id: 1, kind: 'menu', score: 4 } }));
    const scope = await opened(send);
    expect(scope.getState($status)).toBe('open');
    await allSettled(formSubmitted, { scope });
    expect(scope.getState($error)).toBe('rateRequired');
    expect(send).not.toHaveBeenCalled();
    await allSettled(scoreChosen, { scope, params: 4 });
    await allSettled(commentChanged, { scope, params: '  rico  ' });
    await allSettled(formSubmitted, { scope });
    expect(send).toHaveBeenCalledWith({ purchaseId: 12, token: 'abcdefgh12', score: 4, comment: 'rico' });
    expect(scope.getState($status)).toBe('sent');
  });

  it('says a bill another diner rated is rated as the page opens, before anything is typed', async () => {
    const send = vi.fn(async (_: unknown) => ({ rating: { id: 1, kind: 'menu', score: 4 } }));
    const state = vi.fn(async (_: unknown) => ({ rated: true }));
    const scope = await opened(send, state);
    expect(state).toHaveBeenCalledWith(link);
    expect(scope.getState($status)).toBe('already');
    expect(send).not.toHaveBeenCalled();
  });

  it('keeps what the diner wrote when the send is refused as already rated', async () => {
    const state = vi.fn(notRated);
    const scope = await opened(async () => {
      throw new ApiRequestError(409, 'already_rated', 'rated');
    }, state);
    await allSettled(scoreChosen, { scope, params: 5 });
    await allSettled(commentChanged, { scope, params: 'El ceviche, buenísimo' });
    await allSettled(formSubmitted, { scope });
    expect(scope.getState($status)).toBe('refused');
    expect(scope.getState($error)).toBeNull();
    expect(scope.getState($score)).toBe(5);
    expect(scope.getState($comment)).toBe('El ceviche, buenísimo');
    // Touching the form again does not take it away.
    await allSettled(scoreChosen, { scope, params: 4 });
    expect(scope.getState($status)).toBe('refused');
    expect(scope.getState($comment)).toBe('El ceviche, buenísimo');
    // Opened again, the link is known as rated, without asking again.
    await allSettled(RatePurchasePageGate.open, { scope, params: link });
    expect(scope.getState($status)).toBe('already');
    expect(state).toHaveBeenCalledTimes(1);
  });

  it('says a wrong link is invalid as it opens; a check that failed leaves the form to the send', async () => {
    const wrong = await opened(vi.fn(), async () => {
      throw new ApiRequestError(404, 'purchase_not_found', 'no');
    });
    expect(wrong.getState($status)).toBe('invalid');

    const offline = await opened(
      async () => {
        throw new ApiRequestError(404, 'purchase_not_found', 'no');
      },
      async () => {
        throw new ApiRequestError(0, 'network_error', 'offline');
      },
    );
    expect(offline.getState($status)).toBe('open');
    await allSettled(scoreChosen, { scope: offline, params: 5 });
    await allSettled(formSubmitted, { scope: offline });
    expect(offline.getState($status)).toBe('open');
    expect(offline.getState($error)).toBe('purchase_not_found');
  });

  it("checks the link on the server's visit, and the browser's page opening does not ask again", async () => {
    const state = vi.fn(async (_: unknown) => ({ rated: true }));
    const server = fork({ handlers: [[rateStateFx, state]] });
    await allSettled(routeVisited, {
      scope: server,
      params: { params: { purchaseId: '12', token: 'abcdefgh12' }, search: '' },
    });
    expect(server.getState($status)).toBe('already');
    const browser = fork({ values: serialize(server), handlers: [[rateStateFx, state]] });
    expect(browser.getState($status)).toBe('already');
    await allSettled(RatePurchasePageGate.open, { scope: browser, params: link });
    expect(browser.getState($status)).toBe('already');
    expect(state).toHaveBeenCalledTimes(1);
  });
});
