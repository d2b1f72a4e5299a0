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
 * What the host may do with a booking now: a party is seated from its booking's day on (the API refuses
 * it before), so a later day's booking offers no "seat".
 */
export const actionsOf = (status: BookingStatus, onItsDay = true): readonly BookingAction[] =>
  onItsDay ? ACTIONS[status] : ACTIONS[status].filter((action) => action !== 'seat');
/** Whether a booking of `date` is on or past its day, given the branch's today (`from` of the list). */
export const isOnItsDay = (date: string, today: string | null) => today === null || date <= today;

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
