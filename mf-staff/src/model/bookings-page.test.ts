import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $instance, type RemoteEntry, type StaffBooking, type StaffBookings } from 'shared-contracts';
import { makeInstanceConfig, makeSupplierSummary } from 'shared-contracts/testing';
import { bookingsClock, bookingsLoadFx, bookingsPageModel, bookingsScreen } from './bookings-page.ts';

const booking = (enabled: boolean): RemoteEntry => ({ name: 'booking', enabled, entry: '' });
const config = (remotes: RemoteEntry[]) =>
  makeInstanceConfig({
    remotes,
    suppliers: [makeSupplierSummary({ slug: 'roma-norte', service_book: true })],
  });

describe('the bookings screen of a branch that takes none', () => {
  it('says bookings are off when the instance switched them off, and not when it takes them', async () => {
    for (const [remotes, off] of [
      [[booking(false)], true],
      [[booking(true)], false],
    ] as const) {
      const scope = fork({ values: [[$instance, config([...remotes])]] });
      await allSettled(bookingsScreen.Gate.open, { scope, params: { branch: 'roma-norte' } });
      expect(scope.getState(bookingsPageModel.$bookingsOff)).toBe(off);
    }
  });
});

describe("the bookings screen's seat button", () => {
  // Friday 2026-12-04 in Bogotá; a Saturday table at 00:30 belongs to Friday night's service.
  const list: StaffBookings = {
    branch_id: 1,
    timezone: 'America/Bogota',
    from: '2026-12-04',
    days: 7,
    slots: [
      {
        date: '2026-12-05',
        hour: '00:30',
        seats_per_slot: 20,
        seats_held: 2,
        bookings: [{ id: 7, status: 'approved', seat_from: '2026-12-04T23:30:00.000Z' } as StaffBooking],
      },
    ],
  };

  it('comes on as the clock reaches the evening the small-hours booking belongs to, with no new read', async () => {
    const scope = fork({
      values: [[bookingsClock.$now, Date.parse('2026-12-04T18:00:00-05:00')]],
      handlers: [[bookingsLoadFx, () => list]],
    });
    await allSettled(bookingsLoadFx, { scope, params: { slug: 'la-brasa', branch: 'chapinero' } });
    expect(scope.getState(bookingsPageModel.$actions)).toEqual({ 7: ['decline'] });
    await allSettled(bookingsClock.ticked, { scope, params: Date.parse('2026-12-04T23:50:00-05:00') });
    expect(scope.getState(bookingsPageModel.$actions)).toEqual({ 7: ['seat', 'decline'] });
  });
});
