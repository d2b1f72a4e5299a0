import { act, cleanup, render, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { $instance, productAdded } from 'shared-contracts';
import { makeInstanceConfig, makeProduct } from 'shared-contracts/testing';
import { Header } from './header.tsx';
import { registerShellTranslations } from './i18n.ts';

registerShellTranslations();
afterEach(cleanup);

describe('Header', () => {
  it('shows the cart badge of its scope and follows a product added there by any remote', async () => {
    const scope = fork({ values: [[$instance, makeInstanceConfig({ name: 'La Brasa' })]] });
    const other = fork();
    render(
      <Provider value={scope}>
        <MemoryRouter>
          <Header showCart supplierSlug="chapinero" />
        </MemoryRouter>
      </Provider>,
    );
    expect(screen.getByText('La Brasa')).toBeTruthy();
    expect(screen.getByTestId('cart-count').textContent).toBe('0');
    expect(screen.getByTestId('cart-link').getAttribute('href')).toBe('/chapinero/delivery/order');

    await act(() => allSettled(productAdded, { scope, params: { product: makeProduct(), supplierId: 1 } }));
    expect(screen.getByTestId('cart-count').textContent).toBe('1');
    // Another scope (another page, a server render) does not reach this header.
    await act(() =>
      allSettled(productAdded, { scope: other, params: { product: makeProduct(), supplierId: 1 } }),
    );
    expect(screen.getByTestId('cart-count').textContent).toBe('1');
  });
});
