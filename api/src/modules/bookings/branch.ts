import type { BookingSettings, WeeklySchedule } from 'shared-contracts/schemas';
import { conflict } from '../../lib/errors.ts';
import type { SupplierWithCity } from '../../lib/suppliers.ts';
import type { BranchClock } from './availability.ts';
import { localNow } from '../../lib/local-time.ts';

export interface BookingBranch {
  id: number;
  instanceId: number;
  timezone: string;
  schedule: WeeklySchedule;
  settings: BookingSettings;
}

/** The branch when it takes bookings, otherwise a 409 `booking_closed`. */
export function bookingBranch(supplier: SupplierWithCity): BookingBranch {
  if (!supplier.serviceBook || !supplier.booking) {
    throw conflict('booking_closed', `Branch ${supplier.slug} takes no bookings`);
  }
  return {
    id: supplier.id,
    instanceId: supplier.instanceId,
    timezone: supplier.timezone,
    schedule: supplier.schedule,
    settings: supplier.booking,
  };
}

/** The branch's opening hours and booking settings against its own wall clock at `now`. */
export function branchClock(branch: BookingBranch, now: Date): BranchClock {
  return { now: localNow(now, branch.timezone), schedule: branch.schedule, settings: branch.settings };
}
