import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { allSettled, fork, type Scope } from 'effector';
import { act } from 'react';
import { Provider } from 'effector-react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import {
  $cart,
  $cartCount,
  $instance,
  $order,
  ApiRequestError,
  loadBranchOpeningFx,
  placeDeliveryOrderFx,
  registerCommonTranslations,
  type CartState,
} from 'shared-contracts';
import { makeInstanceConfig, makeSupplierSummary } from 'shared-contracts/testing';
import '../../i18n.ts';
import '../../cart-i18n.ts';
import { CartPage } from './cart-page.tsx';

const withBandeja: CartState = {
  supplierId: 3,
  lines: [{ productId: 7, label: 'Bandeja paisa', category: 'platos', price: 38000, count: 1, stock: null }],
};

const renderCart = (scope: Scope) =>
  render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={['/chapinero/delivery/order']}>
        <Routes>
          <Route path="/:supplier/delivery/order" element={<CartPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );

registerCommonTranslations();
afterEach(cleanup);

const config = makeInstanceConfig({
  suppliers: [
    makeSupplierSummary({ id: 3, slug: 'chapinero', service_delivery: true, service_take_away: true }),
  ],
});

describe('CartPage', () => {
  it('delivery without a chosen place says so and offers the address; take-away asks none', () => {
    const scope = fork({
      values: [
        [$cart, withBandeja],
        [$instance, config],
        [$order, { service: 'delivery', subservice: null }],
      ],
    });
    renderCart(scope);
    expect(screen.getByTestId('cart-needs-place').textContent).toContain('Elige la dirección de entrega');
    expect(screen.getByRole('link', { name: 'Elegir mi dirección' }).getAttribute('href')).toBe(
      '/my-location',
    );
    expect(screen.getByLabelText('Dirección de entrega')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Para llevar' }));
    expect(scope.getState($order)).toEqual({ service: 'take_away', subservice: null });
    expect(screen.queryByLabelText('Dirección de entrega')).toBeNull();
    expect(screen.queryByTestId('cart-needs-place')).toBeNull();
    fireEvent.click(screen.getByLabelText('Incluir cubiertos'));
    expect((screen.getByLabelText('Incluir cubiertos') as HTMLInputElement).checked).toBe(true);
  });

  it("says how many characters a field over the API's limit may have", () => {
    const scope = fork({
      values: [
        [$cart, withBandeja],
        [$instance, config],
        [$order, { service: 'delivery', subservice: null }],
      ],
    });
    renderCart(scope);
    fireEvent.change(screen.getByLabelText('Punto de referencia'), { target: { value: '🌳'.repeat(201) } });
    fireEvent.change(screen.getByLabelText('Comentario para la cocina (opcional)'), {
      target: { value: 'x'.repeat(501) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByText('Puede tener hasta 200 caracteres.')).toBeTruthy();
    expect(screen.getByText('Puede tener hasta 500 caracteres.')).toBeTruthy();
  });

  it('a place out of coverage gets the no-coverage alert with its two ways on', async () => {
    const scope = fork({
      values: [
        [$cart, withBandeja],
        [$instance, config],
        [$order, { service: 'delivery', subservice: null }],
      ],
      handlers: [
        [
          placeDeliveryOrderFx,
          async () => {
            throw new ApiRequestError(409, 'no_coverage', 'out of the zones');
          },
        ],
      ],
    });
    renderCart(scope);
    // The API's refusal, whatever was sent (the order's shape is the model's own test).
    await act(() => allSettled(placeDeliveryOrderFx, { scope, params: {} as never }));
    const alert = screen.getByTestId('cart-refused');
    expect(alert.textContent).toContain('No tenemos cobertura en la zona de esa dirección.');
    expect(screen.getByRole('link', { name: 'Agregar nueva dirección' }).getAttribute('href')).toBe(
      '/my-location',
    );
    expect(screen.getByRole('link', { name: 'Continuar sin GPS' }).getAttribute('href')).toBe('/location');
  });

  it('an order refused for too many tries says how long to wait, not a generic error', async () => {
    const scope = fork({
      values: [
        [$cart, withBandeja],
        [$instance, config],
        [$order, { service: 'take_away', subservice: null }],
      ],
      handlers: [
        [
          placeDeliveryOrderFx,
          async () => {
            throw new ApiRequestError(429, 'too_many_requests', 'slow down', { retry_after_ms: 90_000 });
          },
        ],
      ],
    });
    renderCart(scope);
    await act(() => allSettled(placeDeliveryOrderFx, { scope, params: {} as never }));
    expect(screen.getByTestId('cart-refused').textContent).toBe(
      'Demasiados intentos seguidos. Podrás intentarlo de nuevo en 2 minutos.',
    );
  });

  it('a branch closed now says when it opens, in the words of its refusal', async () => {
    const scope = fork({
      values: [
        [$cart, withBandeja],
        [$instance, config],
        [$order, { service: 'take_away', subservice: null }],
      ],
      handlers: [
        [
          loadBranchOpeningFx,
          async () => ({ supplier_id: 3, open: false, opens_date: '2026-12-01', opens_hour: '12:00' }),
        ],
      ],
    });
    renderCart(scope);
    await act(() => allSettled(scope));
    expect(screen.getByTestId('cart-closed-now').textContent).toBe(
      'La sede está cerrada a esta hora: abre el martes, 1 de diciembre a las 12:00.',
    );
  });

  it('shows the empty state with a link back to the menu', () => {
    renderCart(fork());
    expect(screen.getByRole('link', { name: 'Ver el menú' }).getAttribute('href')).toBe('/chapinero/menu');
  });

  it('lists the cart lines and changes counts with the stepper, in its scope', () => {
    const scope = fork({ values: [[$cart, withBandeja]] });
    renderCart(scope);
    expect(screen.getByTestId('cart-line-count').textContent).toBe('1');
    expect(screen.getByText('1 producto')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Agregar uno de Bandeja paisa' }));
    expect(scope.getState($cartCount)).toBe(2);
    expect(screen.getByTestId('cart-line-count').textContent).toBe('2');
    expect(screen.getByTestId('cart-total').textContent).toMatch(/76\.000/);
    expect(screen.getByText('2 productos')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Quitar uno de Bandeja paisa' }));
    expect(screen.getByTestId('cart-line-count').textContent).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Bandeja paisa del carrito' }));
    expect(scope.getState($cart).lines).toEqual([]);
    expect(screen.getByText('Tu carrito está vacío.')).toBeTruthy();
  });

  it('shows each line with its chosen options and extras, priced with them, and steps it alone', () => {
    const options = [
      { slug: 'termino', label: 'Término', choices: [{ slug: 'medio', label: 'Medio', price: 0 }] },
      {
        slug: 'adiciones',
        label: 'Adiciones',
        choices: [{ slug: 'huevo', label: 'Huevo frito', price: 3000 }],
      },
    ];
    const line = { productId: 9, label: 'Churrasco', category: 'carnes', count: 1, stock: null };
    const scope = fork({
      values: [
        [
          $cart,
          {
            supplierId: 3,
            lines: [
              { ...line, price: 48000, options },
              { ...line, price: 45000, options: [options[0]] },
            ],
          },
        ],
      ],
    });
    renderCart(scope);
    const shown = screen
      .getAllByTestId('cart-line-options')
      .map((node) => node.textContent?.replace(/\s/g, ' '));
    expect(shown).toEqual(['Medio, Huevo frito (+$ 3.000)', 'Medio']);
    expect(screen.getAllByTestId('cart-line-subtotal').map((node) => node.textContent)).toEqual([
      expect.stringMatching(/48\.000/),
      expect.stringMatching(/45\.000/),
    ]);
    fireEvent.click(screen.getAllByRole('button', { name: 'Agregar uno de Churrasco' })[0] as HTMLElement);
    expect(screen.getAllByTestId('cart-line-count').map((node) => node.textContent)).toEqual(['2', '1']);
    expect(screen.getByTestId('cart-total').textContent).toMatch(/141\.000/);
  });
});
