import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  $seat,
  $tablePurchase,
  addToTableFx,
  ApiRequestError,
  followTableFx,
  joinTableFx,
  loadBranchFx,
  loadMenuFx,
  registerCommonTranslations,
  seatJoinFx,
  type Menu,
} from 'shared-contracts';
import { makeProduct, makePurchaseItem, makeSupplier } from 'shared-contracts/testing';
import '../i18n.ts';
import { pageOpened } from '../model/menu-page.ts';
import { makeTablePurchase } from '../model/table-test-data.ts';
import { MenuPage } from './menu-page.tsx';

registerCommonTranslations();
afterEach(cleanup);

/** La Brasa's menu, shortened: a category without subcategories, one with two, a new product. */
const brasa: Menu = {
  supplier_id: 3,
  categories: [
    { slug: 'entradas', label: 'Entradas', subcategories: [] },
    {
      slug: 'bebidas',
      label: 'Bebidas',
      subcategories: [
        { slug: 'sin-alcohol', label: 'Sin alcohol' },
        { slug: 'cervezas', label: 'Cervezas y cócteles' },
      ],
    },
    { slug: 'postres', label: 'Postres', subcategories: [] },
  ],
  products: [
    makeProduct({ id: 7, label: 'Empanadas x3', category: 'entradas' }),
    makeProduct({ id: 14, label: 'Agua de horchata', category: 'bebidas', subcategory: 'sin-alcohol' }),
    makeProduct({ id: 16, label: 'Michelada', category: 'bebidas', subcategory: 'cervezas' }),
    makeProduct({ id: 18, label: 'Postre del día', category: 'postres', new: true }),
  ],
};

/** Seated at M03 of branch 3, whose open bill already holds a line of horchata, in preparation. */
const seat = { branch: 'chapinero', supplierId: 3, code: 'M03', kind: 'table' as const, key: null };
const bill = makeTablePurchase({
  items: [makePurchaseItem({ id: 1, product_id: 14, label: 'Agua de horchata', status: 'ordered' })],
});

async function menuScope(add = vi.fn(async () => bill)): Promise<Scope> {
  const scope = fork({
    values: [
      [$seat, seat],
      [$tablePurchase, bill],
    ],
    handlers: [
      [loadMenuFx, async () => brasa],
      [loadBranchFx, async (slug: string) => makeSupplier({ id: 3, slug })],
      [joinTableFx, async () => bill],
      [seatJoinFx, async () => bill],
      [followTableFx, async () => ({ close: () => undefined })],
      [addToTableFx, add],
    ],
  });
  await allSettled(pageOpened, { scope, params: 'chapinero' });
  return scope;
}

const page = (scope: Scope) => (
  <Provider value={scope}>
    <MemoryRouter initialEntries={['/chapinero/menu']}>
      <Routes>
        <Route path="/:supplier/menu" element={<MenuPage />} />
      </Routes>
    </MemoryRouter>
  </Provider>
);

/** A product's card, named by its heading. */
const card = (name: string) => screen.getByRole('listitem', { name });

describe("the menu's outline", () => {
  it('heads a category, its subcategories one level below, and their products one more', async () => {
    render(page(await menuScope()));
    const level = (name: string) => Number(screen.getByRole('heading', { name }).tagName.replace('H', ''));
    expect(level('Bebidas')).toBe(2);
    expect(level('Sin alcohol')).toBe(3);
    expect(level('Agua de horchata')).toBe(4);
    expect(level('Cervezas y cócteles')).toBe(3);
    expect(level('Michelada')).toBe(4);
    // A product of no subcategory sits right under its category.
    expect(level('Entradas')).toBe(2);
    expect(level('Empanadas x3')).toBe(3);
  });

  it('serves the same outline from the server', async () => {
    const html = renderToString(page(await menuScope()));
    expect(html).toMatch(/<h3 class="mn-subsection__title"[^>]*>Sin alcohol<\/h3>/);
    expect(html).toMatch(/<h4 class="mn-product__title" id="product-14"[^>]*><button[^>]*>Agua de horchata/);
    expect(html).toMatch(/<h3 class="mn-product__title" id="product-7"[^>]*><button[^>]*>Empanadas x3/);
  });

  it('reads the "new" badge as a word of its own after the name', async () => {
    render(page(await menuScope()));
    const postre = screen.getByRole('heading', { level: 3, name: 'Postre del día Nuevo' });
    expect(postre.id).toBe('product-18');
    // Read as one text, a space apart (a browser does not part a button and a badge side by side).
    expect(postre.textContent).toBe('Postre del día Nuevo');
    expect(screen.getByRole('listitem', { name: 'Postre del día Nuevo' })).toBeTruthy();
  });
});

describe('a product the staff marked sold out after the menu loaded', () => {
  const soldOut = () =>
    Promise.reject(
      new ApiRequestError(409, 'product_unavailable', 'Agua de horchata is not available right now'),
    );

  it('is refused by name, without saying anything left the order, and is unavailable at once', async () => {
    const scope = await menuScope(vi.fn(soldOut));
    render(page(scope));
    const add = screen.getByRole('button', { name: 'Agregar Agua de horchata' });
    add.focus();
    fireEvent.click(add);
    const dialog = screen.getByTestId('product-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /^Agregar al pedido/ }));

    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'Agua de horchata se agotó: por ahora no se puede pedir.',
      ),
    );
    expect(dialog.textContent).not.toMatch(/retirado/);
    // The dialog's add waits no more: it is disabled with its reason.
    expect(
      within(dialog)
        .getByRole('button', { name: /^Agregar al pedido/ })
        .hasAttribute('disabled'),
    ).toBe(true);
    // The card says it, with no add of its own, without a reload of the menu.
    const horchata = card('Agua de horchata');
    expect(within(horchata).getByText('No disponible')).toBeTruthy();
    expect(within(horchata).queryByRole('button')).toBeNull();
    // Closed, the dialog gives the focus to the card's name, its button being gone.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(document.activeElement).toBe(within(horchata).getByRole('heading'));
    // The earlier line of it is still in the bill.
    expect(scope.getState($tablePurchase)?.items).toHaveLength(1);
  });
});
