import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, isOpenBooking } from './booking.ts';

describe('isOpenBooking', () => {
  it('holds while the booking still stands (approved, pending, waitlist), not once it is over', () => {
    expect(BOOKING_STATUSES.filter(isOpenBooking)).toEqual(['approved', 'pending', 'waitlist']);
  });
});
