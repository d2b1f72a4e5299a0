import { act, cleanup, render, screen, within } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { $instance, type InstanceConfig, type StaffSession } from 'shared-contracts';
import { makeInstanceConfig, makeSupplierSummary } from 'shared-contracts/testing';
import '../i18n.ts';
import '../orders-bookings-i18n.ts';
import { loadSessionFx } from '../model/session.ts';
import { HomePage } from './home-page.tsx';

afterEach(cleanup);

/** A waiter: the floor, the orders and the bookings of every branch. */
const waiter = {
  account: { id: 1, email: 'mesero@demo', name: 'Mesero', roles: ['waiter'], must_change_password: false },
  instance: { id: 1, slug: 'demo', name: 'Demo', domain: 'demo.localhost' },
  capabilities: ['floor', 'payments', 'orders', 'bookings', 'live'],
  csrf_token: 'csrf',
} as unknown as StaffSession; // only the fields the console's entry reads

async function openConsole(config: InstanceConfig) {
  const scope = fork({
    values: [[$instance, config]],
    handlers: [[loadSessionFx, async () => waiter]],
  });
  render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={['/staff']}>
        <HomePage />
      </MemoryRouter>
    </Provider>,
  );
  await act(() => allSettled(scope));
}

const screensOf = (branch: string) =>
  within(screen.getByRole('heading', { name: branch }).closest('li') as HTMLElement)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe("the console's list of screens", () => {
  it('leaves out Reservas on an instance whose booking service is off (taqueria-lupita)', async () => {
    await openConsole(
      makeInstanceConfig({
        remotes: [
          { name: 'menu', enabled: true, entry: '' },
          { name: 'booking', enabled: false, entry: '' },
          { name: 'staff', enabled: true, entry: '' },
        ],
        suppliers: [makeSupplierSummary({ slug: 'roma-norte', label: 'Roma Norte', service_book: false })],
      }),
    );
    expect(screensOf('Roma Norte')).toEqual(['Mesas', 'Domicilios y para llevar']);
    expect(screen.queryByRole('link', { name: 'Reservas' })).toBeNull();
  });

  it('lists Reservas only under the branches that take bookings (la-brasa)', async () => {
    await openConsole(
      makeInstanceConfig({
        remotes: [{ name: 'booking', enabled: true, entry: '' }],
        suppliers: [
          makeSupplierSummary({ slug: 'chapinero', label: 'Chapinero', service_book: true }),
          makeSupplierSummary({ slug: 'usaquen', label: 'Usaquén', service_book: false }),
        ],
      }),
    );
    expect(screensOf('Chapinero')).toEqual(['Mesas', 'Domicilios y para llevar', 'Reservas']);
    expect(screensOf('Usaquén')).toEqual(['Mesas', 'Domicilios y para llevar']);
    expect(screen.getByRole('link', { name: 'Reservas' }).getAttribute('href')).toBe(
      '/staff/bookings/chapinero',
    );
  });
});
