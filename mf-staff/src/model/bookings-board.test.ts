import { describe, expect, it } from 'vitest';
import type { StaffBooking, StaffBookings } from 'shared-contracts';
import { actionsOf, bookingActions, bookingDays, branchToday, maySeatNow } from './bookings-board.ts';

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
    const at = (today: string) => ({ today, now: Date.parse(`${today}T15:00:00-05:00`) });
    const evening = { date: '2026-12-05', seatFrom: '2026-12-05T05:00:00.000Z' };
    expect(maySeatNow(evening, at('2026-11-30'))).toBe(false);
    expect(maySeatNow(evening, at('2026-12-05'))).toBe(true);
    expect(actionsOf('approved', maySeatNow(evening, at('2026-11-30')))).toEqual(['decline']);
    expect(actionsOf('pending', false)).toEqual(['approve', 'decline']);
  });

  it('seats a table booked in the small hours from the instant the API names, not during the night before', () => {
    // Saturday 00:30 in Bogotá (UTC−5), after a Friday that closes at 02:00: the API says from 18:30 on Friday.
    const late = { date: '2026-12-05', seatFrom: '2026-12-04T23:30:00.000Z' };
    const friday = (hour: string) => ({
      today: '2026-12-04',
      now: Date.parse(`2026-12-04T${hour}:00-05:00`),
    });
    // Thursday night's service (Friday 00:30) and early on Friday evening: not yet.
    expect(maySeatNow(late, friday('00:30'))).toBe(false);
    expect(maySeatNow(late, friday('18:29'))).toBe(false);
    // From then on: the party that comes at 23:50 on Friday is seated.
    expect(maySeatNow(late, friday('18:30'))).toBe(true);
    expect(maySeatNow(late, friday('23:50'))).toBe(true);
    // The server's render has no clock: the day alone decides, and the browser's clock adds the rest.
    expect(maySeatNow(late, { today: '2026-12-04', now: 0 })).toBe(false);
  });

  it("moves the branch's today on past midnight on its own clock, never back before the list's first day", () => {
    const at = (iso: string) => Date.parse(iso);
    expect(branchToday('2026-12-04', 'America/Bogota', at('2026-12-05T04:59:00Z'))).toBe('2026-12-04');
    expect(branchToday('2026-12-04', 'America/Bogota', at('2026-12-05T05:00:00Z'))).toBe('2026-12-05');
    expect(branchToday('2026-12-04', 'America/Bogota', at('2026-12-01T12:00:00Z'))).toBe('2026-12-04');
    expect(branchToday('2026-12-04', 'America/Bogota', 0)).toBe('2026-12-04');
    expect(branchToday(null, null, at('2026-12-05T05:00:00Z'))).toBe(null);
  });

  it('gives each booking its buttons by id, with the seat once its party may be seated', () => {
    const now = Date.parse('2026-12-04T23:50:00-05:00');
    const withStart = (id: number, status: StaffBooking['status'], seatFrom: string) =>
      ({ id, status, seat_from: seatFrom }) as StaffBooking;
    const actions = bookingActions(
      [
        slot('2026-12-05', '00:30', [withStart(1, 'approved', '2026-12-04T23:30:00.000Z')]),
        slot('2026-12-05', '20:00', [
          withStart(2, 'approved', '2026-12-05T05:00:00.000Z'),
          withStart(3, 'waitlist', '2026-12-05T05:00:00.000Z'),
        ]),
      ],
      { today: '2026-12-04', now },
    );
    expect(actions).toEqual({ 1: ['seat', 'decline'], 2: ['decline'], 3: ['approve', 'decline'] });
  });
});
