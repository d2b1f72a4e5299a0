import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from 'shared-contracts';
import { makeBooking } from 'shared-contracts/testing';
import { loadBookingFx, rateBookingFx } from './booking-effects.ts';
import { $error, $status, formSubmitted, rateChosen, RatePageGate, ratePageModel } from './rate-page.ts';

const ref = { id: 41, token: 'tok' };

describe('booking rating model', () => {
  it('requires a rate before sending; sends the chosen one; the saved rating is shown', async () => {
    const rate = vi.fn(async () => makeBooking({ id: 41, rating: 9 }));
    const scope = fork({
      handlers: [
        [loadBookingFx, async () => makeBooking({ id: 41, status: 'seated' })],
        [rateBookingFx, rate],
      ],
    });
    await allSettled(RatePageGate.open, { scope, params: ref });
    expect(scope.getState($status)).toBe('ready');
    await allSettled(formSubmitted, { scope });
    expect(scope.getState($error)).toBe('rateRequired');
    expect(rate).not.toHaveBeenCalled();
    await allSettled(rateChosen, { scope, params: 9 });
    expect(scope.getState($error)).toBeNull();
    await allSettled(formSubmitted, { scope });
    expect(rate).toHaveBeenCalledWith({ ref, rate: 9, comment: '' });
    expect(scope.getState(ratePageModel.booking)?.rating).toBe(9);
  });

  it('a wrong token shows nothing; a refusal keeps its code', async () => {
    const wrong = fork({
      handlers: [
        [
          loadBookingFx,
          async () => {
            throw new ApiRequestError(404, 'booking_not_found', 'no');
          },
        ],
      ],
    });
    await allSettled(RatePageGate.open, { scope: wrong, params: { id: 41, token: 'nope' } });
    expect(wrong.getState($status)).toBe('empty');

    const refused = fork({
      handlers: [
        [loadBookingFx, async () => makeBooking({ id: 41, status: 'seated' })],
        [
          rateBookingFx,
          async () => {
            throw new ApiRequestError(409, 'already_rated', 'no');
          },
        ],
      ],
    });
    await allSettled(RatePageGate.open, { scope: refused, params: ref });
    await allSettled(rateChosen, { scope: refused, params: 3 });
    await allSettled(formSubmitted, { scope: refused });
    expect(refused.getState($error)).toBe('already_rated');
  });

  it('says a booking is rated after the visit, and that a cancelled one is not, instead of the form', async () => {
    for (const [status, blocked] of [
      ['approved', 'notVisited'],
      ['waitlist', 'notVisited'],
      ['pending', 'notVisited'],
      ['cancelled', 'notKept'],
      ['declined', 'notKept'],
      ['seated', null],
    ] as const) {
      const scope = fork({ handlers: [[loadBookingFx, async () => makeBooking({ id: 41, status })]] });
      await allSettled(RatePageGate.open, { scope, params: ref });
      expect(scope.getState(ratePageModel.blocked)).toBe(blocked);
    }
  });
});
