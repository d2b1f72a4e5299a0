import { describe, expect, it } from 'vitest';
import type { StaffBooking, StaffBookings } from 'shared-contracts';
import { actionsOf, bookingDays, isOnItsDay } from './bookings-board.ts';

const booking = (id: number, status: StaffBooking['status']) => ({ id, status }) as StaffBooking;
const slot = (date: string, hour: string, bookings: StaffBooking[]): StaffBookings['slots'][number] => ({
  date,
  hour,
  seats_per_slot: 20,
  seats_held: 0,
  bookings,
});

describe('the bookings board', () => {
  it('groups slots by day in time order, the waitlist apart, cancelled and declined left out', () => {
    const days = bookingDays([
      slot('2026-11-28', '20:00', [booking(5, 'approved')]),
      slot('2026-11-27', '21:00', [booking(3, 'cancelled'), booking(4, 'declined')]),
      slot('2026-11-27', '19:30', [booking(1, 'seated'), booking(2, 'waitlist'), booking(6, 'pending')]),
    ]);
    expect(days.map((day) => day.date)).toEqual(['2026-11-27', '2026-11-28']);
    expect(days[0]?.slots.map((s) => s.hour)).toEqual(['19:30']);
    expect(days[0]?.slots[0]?.booked.map((b) => b.id)).toEqual([1, 6]);
    expect(days[0]?.slots[0]?.waitlist.map((b) => b.id)).toEqual([2]);
  });

  it("offers the API's transitions: approve or decline a request, seat or decline an approved party", () => {
    expect(actionsOf('waitlist')).toEqual(['approve', 'decline']);
    expect(actionsOf('approved')).toEqual(['seat', 'decline']);
    expect(actionsOf('seated')).toEqual([]);
  });

  it("offers no seat before the booking's day on the branch's clock", () => {
    expect(isOnItsDay('2026-12-05', '2026-11-30')).toBe(false);
    expect(isOnItsDay('2026-11-30', '2026-11-30')).toBe(true);
    expect(actionsOf('approved', isOnItsDay('2026-12-05', '2026-11-30'))).toEqual(['decline']);
    expect(actionsOf('pending', false)).toEqual(['approve', 'decline']);
  });
});
