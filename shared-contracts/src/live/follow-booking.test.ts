import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api/endpoints.ts';
import { TIMERS } from '../constants.ts';
import { makeBooking } from '../testing/instance-config.ts';
import { followBooking } from './follow-booking.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('followBooking', () => {
  it('reads the booking again every poll, skips a failed read, and stops when told', async () => {
    vi.useFakeTimers();
    const read = vi
      .spyOn(api, 'getBooking')
      .mockResolvedValueOnce(makeBooking({ status: 'waitlist' }))
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue(makeBooking({ status: 'approved' }));
    const seen: string[] = [];
    const stop = followBooking({ id: 1, token: 'tok' }, { lang: 'es' }, (booking) =>
      seen.push(booking.status),
    );

    expect(read).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(TIMERS.bookingPollMs);
    expect(read).toHaveBeenCalledWith({ id: 1, token: 'tok' }, { lang: 'es' });
    await vi.advanceTimersByTimeAsync(TIMERS.bookingPollMs);
    await vi.advanceTimersByTimeAsync(TIMERS.bookingPollMs);
    expect(seen).toEqual(['waitlist', 'approved']);

    stop();
    await vi.advanceTimersByTimeAsync(TIMERS.bookingPollMs * 3);
    expect(read).toHaveBeenCalledTimes(3);
  });
});
