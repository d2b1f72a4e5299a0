import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { cartCleared, productAdded } from 'shared-contracts';
import { makeProduct } from 'shared-contracts/testing';
import '../i18n.ts';
import { CartPage } from './cart-page.tsx';

const bandeja = makeProduct({ id: 7 });

const renderCart = () =>
  render(
    <MemoryRouter initialEntries={['/chapinero/delivery/order']}>
      <Routes>
        <Route path="/:supplier/delivery/order" element={<CartPage />} />
      </Routes>
    </MemoryRouter>,
  );

afterEach(() => {
  cleanup();
  cartCleared();
});

describe('CartPage', () => {
  it('shows the empty state with a link back to the menu', () => {
    renderCart();
    expect(screen.getByRole('link', { name: 'Ver el menú' }).getAttribute('href')).toBe('/chapinero/menu');
  });

  it('lists the cart lines and changes counts with the stepper', () => {
    productAdded({ product: bandeja, supplierId: 3 });
    renderCart();
    expect(screen.getByTestId('cart-line-count').textContent).toBe('1');
    expect(screen.getByText('1 producto')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Agregar uno de Bandeja paisa' }));
    expect(screen.getByTestId('cart-line-count').textContent).toBe('2');
    expect(screen.getByTestId('cart-total').textContent).toMatch(/76\.000/);
    expect(screen.getByText('2 productos')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Bandeja paisa del carrito' }));
    expect(screen.getByText('Tu carrito está vacío.')).toBeTruthy();
  });
});
