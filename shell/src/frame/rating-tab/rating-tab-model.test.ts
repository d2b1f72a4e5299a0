import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $session, $supplier, $tablePurchase, ApiRequestError } from 'shared-contracts';
import { makeSupplier, makeTablePurchase } from 'shared-contracts/testing';
import {
  menuScoreChosen,
  npsScoreChosen,
  ratingSubmitted,
  ratingTabModel,
  sendRatingsFx,
} from './rating-tab-model.ts';

function scope(send: (params: unknown) => Promise<void>) {
  const s = fork({
    values: [
      [$session, { id: 77 }],
      [$supplier, makeSupplier({ id: 5, slug: 'usaquen', on_table_class: 'basic' })],
    ],
    handlers: [[sendRatingsFx, send]],
  });
  return s;
}

describe('rating tab model', () => {
  it('refuses to send without a score for an asked question, then sends both answers with the purchase token', async () => {
    const send = vi.fn(async (_: unknown) => undefined);
    const s = scope(send);
    await allSettled($tablePurchase, { scope: s, params: makeTablePurchase(1) });
    await allSettled(ratingSubmitted, { scope: s, params: { menu: true, nps: true } });
    expect(s.getState(ratingTabModel.missing)).toBe(true);
    expect(send).not.toHaveBeenCalled();

    await allSettled(menuScoreChosen, { scope: s, params: 4 });
    expect(s.getState(ratingTabModel.missing)).toBe(false);
    await allSettled(ratingSubmitted, { scope: s, params: { menu: true, nps: true } });
    expect(s.getState(ratingTabModel.missing)).toBe(true);
    await allSettled(npsScoreChosen, { scope: s, params: 9 });
    await allSettled(ratingSubmitted, { scope: s, params: { menu: true, nps: true } });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toMatchObject({
      purchase: { id: 7, supplierId: 1, token: 'rate-token-7' },
      sessionId: 77,
      supplierId: 5,
      menuScore: 4,
      npsScore: 9,
    });
    expect(s.getState(ratingTabModel.done)).toBe(true);
  });

  it('keeps the purchase after the diner leaves the table screen, and reports a failure to retry', async () => {
    const send = vi.fn(async () => {
      throw new ApiRequestError(0, 'network_error', 'down');
    });
    const s = scope(send);
    await allSettled($tablePurchase, { scope: s, params: makeTablePurchase(1) });
    await allSettled($tablePurchase, { scope: s, params: null });
    expect(s.getState(ratingTabModel.asks)).toEqual({ purchase: true, session: true });
    await allSettled(menuScoreChosen, { scope: s, params: 2 });
    await allSettled(ratingSubmitted, { scope: s, params: { menu: true, nps: false } });
    expect(s.getState(ratingTabModel.failed)).toBe('network_error');
    expect(s.getState(ratingTabModel.done)).toBe(false);
  });
});
