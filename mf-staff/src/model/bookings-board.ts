import type { BookingStatus, StaffBooking, StaffBookings } from 'shared-contracts';

/** What the host may do with a booking in each status (the API's transitions). */
export type BookingAction = 'approve' | 'decline' | 'seat';
const ACTIONS: Record<BookingStatus, readonly BookingAction[]> = {
  pending: ['approve', 'decline'],
  waitlist: ['approve', 'decline'],
  approved: ['seat', 'decline'],
  seated: [],
  cancelled: [],
  declined: [],
};
/**
 * What the host may do with a booking now: a party cannot be seated before its time comes near
 * (`maySeatNow`; the API refuses it), so such a booking offers no "seat".
 */
export const actionsOf = (status: BookingStatus, seatable = true): readonly BookingAction[] =>
  seatable ? ACTIONS[status] : ACTIONS[status].filter((action) => action !== 'seat');

/** The branch's clock as the screen knows it: its today, and the screen clock's time (0: not started). */
export interface SeatingClock {
  today: string | null;
  now: number;
}

/**
 * Whether a booking's party may be seated now: from its day on (`date`, on the branch's wall clock), or
 * from the instant the API names (`seatFrom`: earlier for a table booked in the small hours, which belongs
 * to the evening before). Unknown today: offered, and the API decides.
 */
export function maySeatNow(
  booking: { date: string; seatFrom: string },
  { today, now }: SeatingClock,
): boolean {
  if (today === null || booking.date <= today) return true;
  return now > 0 && now >= Date.parse(booking.seatFrom);
}

/**
 * The branch's today: its date on its own wall clock now, once the screen's clock runs (so a screen left
 * open past midnight moves on), else the list's first day, which is the branch's today as it was read.
 */
export function branchToday(listFrom: string | null, timeZone: string | null, now: number): string | null {
  if (listFrom === null || timeZone === null || now <= 0) return listFrom;
  const date = new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
  return date > listFrom ? date : listFrom;
}

/** Each booking's buttons, by its id, given the branch's clock. */
export function bookingActions(
  slots: StaffBookings['slots'],
  clock: SeatingClock,
): Record<number, readonly BookingAction[]> {
  const actions: Record<number, readonly BookingAction[]> = {};
  for (const slot of slots) {
    for (const booking of slot.bookings) {
      actions[booking.id] = actionsOf(
        booking.status,
        maySeatNow({ date: slot.date, seatFrom: booking.seat_from }, clock),
      );
    }
  }
  return actions;
}

export interface BookingSlotView {
  hour: string;
  seatsPerSlot: number;
  seatsHeld: number;
  /** Approved, pending and seated parties, oldest first. */
  booked: StaffBooking[];
  /** The waiting parties in their order: the first that fits is promoted when seats free up. */
  waitlist: StaffBooking[];
}

export interface BookingDayView {
  date: string;
  slots: BookingSlotView[];
}

/**
 * The bookings screen: days in order, each with its slots by hour; cancelled and declined bookings leave
 * (a slot left with none goes too).
 */
export function bookingDays(slots: StaffBookings['slots']): BookingDayView[] {
  const days = new Map<string, BookingSlotView[]>();
  const sorted = [...slots].sort((a, b) => `${a.date} ${a.hour}`.localeCompare(`${b.date} ${b.hour}`));
  for (const slot of sorted) {
    const booked = slot.bookings.filter((b) => b.status !== 'waitlist' && actionsOrSeated(b.status));
    const waitlist = slot.bookings.filter((b) => b.status === 'waitlist');
    if (booked.length === 0 && waitlist.length === 0) continue;
    const day = days.get(slot.date) ?? [];
    day.push({
      hour: slot.hour,
      seatsPerSlot: slot.seats_per_slot,
      seatsHeld: slot.seats_held,
      booked,
      waitlist,
    });
    days.set(slot.date, day);
  }
  return [...days].map(([date, daySlots]) => ({ date, slots: daySlots }));
}

const actionsOrSeated = (status: BookingStatus) => status === 'seated' || ACTIONS[status].length > 0;
