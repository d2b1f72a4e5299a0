import { conflict } from '../../lib/errors.ts';
import { zonedInstant } from '../../lib/local-time.ts';

/**
 * How long before its time a party may be seated, when that is earlier than its day: the small hours
 * after a late closing (a table at 00:30 on Saturday is Friday night's service) start the evening
 * before. The staff console's list carries each booking's `seat_from`, so "seat" shows by this rule.
 */
export const SEAT_AHEAD_MS = 6 * 60 * 60_000;

/**
 * The first instant a booking's party may be seated: the start of its day on the branch's wall clock, or
 * `SEAT_AHEAD_MS` before its time if that comes first. From the day, not some hours before the time: a
 * party that comes early that day is seated when it arrives, and the host works from the day's list.
 * What is refused is a tap on another service's booking (the console lists a week), which would also let
 * the diner rate a visit before it happens.
 */
export function seatedFrom(booking: { date: string; startsAt: Date; timezone: string }): Date {
  const dayStarts = zonedInstant(booking.date, '00:00', booking.timezone).getTime();
  return new Date(Math.min(dayStarts, booking.startsAt.getTime() - SEAT_AHEAD_MS));
}

/** A 409 `booking_seat_too_early` (with the booking's date and the instant it may be seated) before then. */
export function requireSeatable(
  booking: { date: string; startsAt: Date; timezone: string },
  now: Date,
): void {
  const from = seatedFrom(booking);
  if (now < from) {
    const message = `This booking is for ${booking.date}: it is seated from ${from.toISOString()} on`;
    throw conflict('booking_seat_too_early', message, { date: booking.date, seat_from: from.toISOString() });
  }
}
