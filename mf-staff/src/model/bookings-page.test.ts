import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $instance, type RemoteEntry } from 'shared-contracts';
import { makeInstanceConfig, makeSupplierSummary } from 'shared-contracts/testing';
import { bookingsPageModel, bookingsScreen } from './bookings-page.ts';

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
