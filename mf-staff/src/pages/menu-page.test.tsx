import { cleanup, render, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { act } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { $instance, type StaffSession } from 'shared-contracts';
import '../i18n.ts';
import '../menu-i18n.ts';
import { loadMenuFx } from '../model/menu-page.ts';
import { $session, $sessionKnown } from '../model/session.ts';
import { makeStaffProduct } from '../testing/staff-product.ts';
import { MenuPage } from './menu-page.tsx';

afterEach(cleanup);

const session = {
  instance: { id: 1, slug: 'la-brasa', name: 'La Brasa', domain: 'la-brasa.localhost' },
  capabilities: ['menu'],
  csrf_token: 'csrf-1',
} as unknown as StaffSession; // only the fields the menu screen reads
const branch = (slug: string, label: string) => ({
  slug,
  label,
  business_closed: false,
  kitchen_closed: false,
  delivery_paused: false,
});
const config = {
  suppliers: [branch('chapinero', 'La Brasa Chapinero'), branch('usaquen', 'La Brasa Usaquén')],
};
async function openMenu(categories: { slug: string; label: string }[]) {
  const scope = fork({
    values: [
      [$session, session],
      [$sessionKnown, true],
      [$instance, config as never],
    ],
    handlers: [
      [
        loadMenuFx,
        () => ({
          branch_id: 1,
          shared_with: [{ id: 2, slug: 'usaquen' }],
          categories,
          products: [makeStaffProduct({ label: 'Churrasco', category: 'platos-fuertes' })],
        }),
      ],
    ],
  });
  render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={['/staff/menu/chapinero']}>
        <Routes>
          <Route path="/staff/menu/:branch" element={<MenuPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  await act(() => allSettled(scope));
  return screen.getByRole('listitem', { name: 'Churrasco' });
}

describe('the menu screen', () => {
  it("names each product's category as diners read it, not by its slug", async () => {
    const product = await openMenu([{ slug: 'platos-fuertes', label: 'Platos fuertes' }]);
    expect(product.textContent).toContain('Platos fuertes');
    expect(product.textContent).not.toContain('platos-fuertes');
  });

  it('shows the slug of a category the menu does not name, rather than no category', async () => {
    const product = await openMenu([]);
    expect(product.textContent).toContain('platos-fuertes');
  });

  it('names the branch and the branches sharing its menu as the console does, not by their slugs', async () => {
    await openMenu([]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Menú de La Brasa Chapinero');
    expect(screen.getByText(/también se muestra en/).textContent).toContain('La Brasa Usaquén');
  });
});
