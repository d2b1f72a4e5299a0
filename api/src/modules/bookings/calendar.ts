import type { Booking } from 'shared-contracts/schemas';

/** `2026-11-23T01:00:00.000Z` → `20261123T010000Z`. */
const icsInstant = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** Commas, semicolons, backslashes and line breaks are escaped in iCalendar text (RFC 5545 3.3.11). */
const icsText = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

/** An iCalendar file with the booking as one event, for the diner's calendar. */
export function bookingCalendar(booking: Booking, detailUrl: string, now: Date): string {
  const end = new Date(Date.parse(booking.starts_at) + booking.slot_minutes * 60_000).toISOString();
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Mesa//Bookings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:booking-${booking.id}@mesa`,
    `DTSTAMP:${icsInstant(now.toISOString())}`,
    `DTSTART:${icsInstant(booking.starts_at)}`,
    `DTEND:${icsInstant(end)}`,
    `SUMMARY:${icsText(`${booking.branch_label} (${booking.persons})`)}`,
    `LOCATION:${icsText(booking.branch_address)}`,
    `DESCRIPTION:${icsText(detailUrl)}`,
    `URL:${detailUrl}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.join('\r\n')}\r\n`;
}
