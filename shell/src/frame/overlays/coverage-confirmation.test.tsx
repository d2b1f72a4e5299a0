import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { $cart, $instance, $order, productAdded } from 'shared-contracts';
import { makeInstanceConfig, makeProduct, makeSupplierSummary } from 'shared-contracts/testing';
import { CoverageConfirmation } from './coverage-confirmation.tsx';
import { registerShellTranslations } from '../i18n.ts';

registerShellTranslations();
afterEach(cleanup);

const twoBranches = makeInstanceConfig({
  suppliers: [
    makeSupplierSummary({ id: 1, slug: 'chapinero', service_delivery: true }),
    makeSupplierSummary({ id: 2, slug: 'el-poblado', service_delivery: true }),
  ],
});

describe('CoverageConfirmation', () => {
  it('asks where to deliver a held product; staying at the branch lets it into the cart', async () => {
    const scope = fork({
      values: [
        [$instance, twoBranches],
        [$order, { service: 'delivery', subservice: null }],
      ],
    });
    render(
      <Provider value={scope}>
        <MemoryRouter>
          <CoverageConfirmation />
        </MemoryRouter>
      </Provider>,
    );
    expect(screen.queryByTestId('coverage-confirmation')).toBeNull();
    await act(() =>
      allSettled(productAdded, {
        scope,
        params: { product: makeProduct({ label: 'Bandeja paisa' }), supplierId: 1 },
      }),
    );
    expect(screen.getByRole('dialog', { name: '¿Dónde entregamos tu pedido?' }).textContent).toContain(
      'Antes de agregar Bandeja paisa',
    );
    expect(screen.getByRole('link', { name: 'Usar mi ubicación' }).getAttribute('href')).toBe('/my-location');
    expect(scope.getState($cart).lines).toEqual([]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Seguir en esta sede' }));
    });
    expect(screen.queryByTestId('coverage-confirmation')).toBeNull();
    expect(scope.getState($cart).lines).toHaveLength(1);
  });
});
