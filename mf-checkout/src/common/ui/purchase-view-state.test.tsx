import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerCommonTranslations } from 'shared-contracts';
import '../../order-i18n.ts';
import '../../pay-i18n.ts';
import { PurchaseViewState } from './purchase-view-state.tsx';

registerCommonTranslations();
afterEach(cleanup);

const show = (props: Parameters<typeof PurchaseViewState>[0]) =>
  render(
    <MemoryRouter>
      <PurchaseViewState {...props} />
    </MemoryRouter>,
  );

describe('PurchaseViewState', () => {
  it('says there is no open purchase, with the way back to the menu, where the page looks for one', () => {
    show({
      status: 'none',
      error: null,
      onRetry: vi.fn(),
      none: { supplier: 'chapinero', testId: 'x-none' },
    });
    expect(screen.getByTestId('x-none').textContent).toBe('No tienes un pedido abierto en esta sede.');
    expect(screen.getByRole('link', { name: 'Volver al menú' }).getAttribute('href')).toBe('/chapinero/menu');
  });

  it('shows none as loading on a page of one named purchase', () => {
    show({ status: 'none', error: null, onRetry: vi.fn() });
    expect(screen.getByText('Cargando…')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("says 'error retrieving your order' when the order cannot be read, and why when the diner can act", () => {
    const onRetry = vi.fn();
    // The client's own code for a request that got no answer (toApiRequestError).
    show({ status: 'failed', error: 'network_error', onRetry });
    expect(screen.getByRole('alert').textContent).toContain(
      'Ocurrió un error al consultar tu pedido. No hay conexión. Revisa tu internet e inténtalo de nuevo.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledOnce();
    cleanup();

    show({ status: 'failed', error: 'http_error', onRetry });
    expect(screen.getByRole('alert').textContent).toContain('Ocurrió un error al consultar tu pedido.');
    cleanup();
    show({ status: 'failed', error: 'not_your_purchase', onRetry });
    expect(screen.getByRole('alert').textContent).toContain(
      'Este pedido se hizo desde otro teléfono o navegador',
    );
  });
});
