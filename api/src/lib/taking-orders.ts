import type { BranchClosedState, WeeklySchedule } from 'shared-contracts/schemas';
import { conflict } from './errors.ts';
import { localNow } from './local-time.ts';
import { isOpenAt, nextOpening } from './opening-hours.ts';

// Whether a branch takes a new order now: the staff's switches of the day (business or kitchen closed)
// for every order, and the opening hours for an immediate delivery or take-away one.

type Switches = { label: string; businessClosed: boolean; kitchenClosed: boolean };

/**
 * Why the branch takes no new order of this kind now, or null: a closed business takes none, a closed
 * kitchen only a scheduled one (cooked later).
 */
export function closedStateOf(branch: Switches, scheduled = false): BranchClosedState | null {
  if (branch.businessClosed) return 'business_closed';
  if (branch.kitchenClosed && !scheduled) return 'kitchen_closed';
  return null;
}

/** A 409 with the closed state's code (the diner's screens translate it) when the branch takes no such order. */
export function requireTakingOrders(branch: Switches, scheduled = false): void {
  const closed = closedStateOf(branch, scheduled);
  if (closed === 'business_closed') throw conflict('business_closed', `${branch.label} is closed`);
  if (closed === 'kitchen_closed') {
    throw conflict('kitchen_closed', `The kitchen of ${branch.label} is closed: it takes no new orders`);
  }
}

/**
 * An immediate delivery or take-away order is taken only inside the branch's opening hours, on its own
 * clock (409 `outside_opening_hours`, with when it opens next in `details`); a scheduled one has its own
 * check (lib/delivery-schedule.ts).
 */
export function requireOpeningHours(
  branch: { label: string; timezone: string; schedule: WeeklySchedule },
  now: Date,
): void {
  const local = localNow(now, branch.timezone);
  if (isOpenAt(local, branch.schedule)) return;
  const next = nextOpening(local, branch.schedule);
  throw conflict(
    'outside_opening_hours',
    `${branch.label} is closed at this hour${next ? `: it opens ${next.date} at ${next.hour}` : ''}`,
    next ? { opens_date: next.date, opens_hour: next.hour } : undefined,
  );
}
