import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from 'shared-contracts';
import {
  $error,
  $result,
  commentChanged,
  formSubmitted,
  RatePurchasePageGate,
  ratePurchaseFx,
  scoreChosen,
} from './rate-purchase-page.ts';

const opened = async (send: (params: unknown) => Promise<unknown>) => {
  const scope = fork({ handlers: [[ratePurchaseFx, send]] });
  await allSettled(RatePurchasePageGate.open, { scope, params: { purchaseId: 12, token: 'abcdefgh12' } });
  return scope;
};

describe('rate purchase page model', () => {
  it('requires a score, then sends it with the link and the trimmed comment', async () => {
    const send = vi.fn(async (_: unknown) => ({ rating: { id: 1, kind: 'menu', score: 4 } }));
    const scope = await opened(send);
    await allSettled(formSubmitted, { scope });
    expect(scope.getState($error)).toBe('rateRequired');
    expect(send).not.toHaveBeenCalled();
    await allSettled(scoreChosen, { scope, params: 4 });
    await allSettled(commentChanged, { scope, params: '  rico  ' });
    await allSettled(formSubmitted, { scope });
    expect(send).toHaveBeenCalledWith({ purchaseId: 12, token: 'abcdefgh12', score: 4, comment: 'rico' });
    expect(scope.getState($result)).toBe('sent');
  });

  it('ends as already rated on a 409 and keeps a wrong link as an error', async () => {
    const rated = await opened(async () => {
      throw new ApiRequestError(409, 'already_rated', 'rated');
    });
    await allSettled(scoreChosen, { scope: rated, params: 5 });
    await allSettled(formSubmitted, { scope: rated });
    expect(rated.getState($result)).toBe('already');
    expect(rated.getState($error)).toBeNull();

    const wrong = await opened(async () => {
      throw new ApiRequestError(404, 'purchase_not_found', 'no');
    });
    await allSettled(scoreChosen, { scope: wrong, params: 5 });
    await allSettled(formSubmitted, { scope: wrong });
    expect(wrong.getState($result)).toBeNull();
    expect(wrong.getState($error)).toBe('purchase_not_found');
  });
});
