import { describe, expect, it } from 'vitest';
import type { RemoteEntry } from 'shared-contracts';
import { makeInstanceConfig, makeSupplierSummary } from 'shared-contracts/testing';
import { branchScreens, takesBookings } from './screens.ts';

const booking = (enabled: boolean): RemoteEntry => ({ name: 'booking', enabled, entry: '' });
const menu: RemoteEntry = { name: 'menu', enabled: true, entry: '' };

/** la-brasa's shape: chapinero takes bookings, usaquen does not. */
const config = (remotes: RemoteEntry[]) =>
  makeInstanceConfig({
    remotes,
    suppliers: [
      makeSupplierSummary({ slug: 'chapinero', service_book: true }),
      makeSupplierSummary({ slug: 'usaquen', service_book: false }),
    ],
  });

describe('which branch takes bookings', () => {
  it('one offering the service, on an instance whose booking remote is on', () => {
    expect(takesBookings(config([menu, booking(true)]), 'chapinero')).toBe(true);
    expect(takesBookings(config([menu, booking(true)]), 'usaquen')).toBe(false);
    expect(takesBookings(config([menu, booking(true)]), 'no-such-branch')).toBe(false);
  });

  it('none when the booking remote is switched off or not listed, nor before the config is read', () => {
    expect(takesBookings(config([menu, booking(false)]), 'chapinero')).toBe(false);
    expect(takesBookings(config([menu]), 'chapinero')).toBe(false);
    expect(takesBookings(null, 'chapinero')).toBe(false);
  });

  it('a branch lists the bookings screen only when it takes them; the other screens always', () => {
    const screens = ['tables', 'orders', 'bookings'] as const;
    expect(branchScreens(screens, config([booking(true)]), 'chapinero')).toEqual([
      'tables',
      'orders',
      'bookings',
    ]);
    expect(branchScreens(screens, config([booking(true)]), 'usaquen')).toEqual(['tables', 'orders']);
    expect(branchScreens(screens, config([booking(false)]), 'chapinero')).toEqual(['tables', 'orders']);
  });
});
