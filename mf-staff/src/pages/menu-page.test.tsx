import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { act } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { $instance, i18n, type StaffProduct, type StaffSession } from 'shared-contracts';
import '../i18n.ts';
import '../menu-i18n.ts';
import { loadMenuFx, updateProductFx } from '../model/menu-page.ts';
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
async function openMenu(
  categories: { slug: string; label: string }[],
  update: () => Promise<{ product: StaffProduct }> = () => new Promise(() => undefined),
) {
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
      [updateProductFx, update],
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

  it('names every button and field with the product it changes, in each language', async () => {
    await openMenu([]);
    for (const name of ['Marcar agotado: Churrasco', 'Guardar: Churrasco']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.getByRole('textbox', { name: 'Precio: Churrasco' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Existencias (vacío: sin control): Churrasco' })).toBeTruthy();
    await i18n.changeLanguage('pt');
    try {
      expect(screen.getByRole('button', { name: 'Marcar esgotado: Churrasco' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Salvar: Churrasco' })).toBeTruthy();
    } finally {
      await i18n.changeLanguage('es');
    }
  });

  it('keeps the focus on "Save" while it saves, then says so on the card; saved again, it says nothing changed', async () => {
    let answer: (value: { product: StaffProduct }) => void = () => undefined;
    const product = await openMenu(
      [],
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    const price = within(product).getByRole('textbox', { name: 'Precio: Churrasco' });
    fireEvent.change(price, { target: { value: '13.000' } });
    const save = within(product).getByRole('button', { name: 'Guardar: Churrasco' });
    save.focus();
    fireEvent.click(save);
    // Waiting, not disabled: a disabled button would drop the focus to the page.
    expect(save.getAttribute('aria-disabled')).toBe('true');
    expect((save as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(save);

    await act(async () => {
      answer({ product: makeStaffProduct({ label: 'Churrasco', price: 13000 }) });
      await Promise.resolve();
    });
    expect(document.activeElement).toBe(save);
    expect(save.getAttribute('aria-disabled')).toBeNull();
    expect(within(product).getByRole('status').textContent).toBe('Guardado');

    fireEvent.click(save);
    expect(within(product).getByRole('status').textContent).toBe('No hay cambios que guardar');
  });
});
