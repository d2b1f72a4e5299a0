import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { act } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { $instance, loadBranchFx } from 'shared-contracts';
import { makeInstanceConfig, makeSupplier } from 'shared-contracts/testing';
import '../i18n.ts';
import { $errors, $sent } from '../model/book-page.ts';
import { BookPage } from './book-page.tsx';

afterEach(cleanup);

async function renderInScope() {
  const scope = fork({
    values: [[$instance, makeInstanceConfig({ country_code: 'CO' })]],
    handlers: [[loadBranchFx, async (slug: string) => makeSupplier({ slug, label: 'La Brasa Chapinero' })]],
  });
  render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={['/chapinero/reservar']}>
        <Routes>
          <Route path="/:supplier/reservar" element={<BookPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  // The page opens itself on mount; wait until its branch has loaded in this scope.
  await act(() => allSettled(scope));
  return scope;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('BookPage', () => {
  it('shows a message on every wrong field and focuses the first, then confirms a valid booking', async () => {
    const scope = await renderInScope();
    expect(screen.getByText('en La Brasa Chapinero')).toBeTruthy();

    type('Nombre', 'A');
    type('Teléfono', '300 11');
    fireEvent.click(screen.getByRole('button', { name: 'Solicitar reserva' }));
    expect(scope.getState($errors)).toEqual({
      date: 'required',
      hour: 'required',
      name: 'shortName',
      phone: 'badPhone',
    });
    expect(screen.getByText('Revisa los campos marcados.')).toBeTruthy();
    expect(screen.getByText('Escribe al menos 2 letras.')).toBeTruthy();
    expect(screen.getByText(/Escribe un teléfono válido/)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Fecha'));
    expect(screen.getByLabelText('Nombre').getAttribute('aria-invalid')).toBe('true');

    type('Fecha', '2099-01-15');
    type('Hora', '20:30');
    type('Nombre', 'Ana María');
    type('Teléfono', '300 111 2233');
    expect(screen.queryByText('Escribe al menos 2 letras.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Solicitar reserva' }));
    expect(scope.getState($errors)).toEqual({});
    expect(scope.getState($sent)).toBe(true);
    const confirmation = screen.getByRole('status');
    expect(confirmation.textContent).toContain('Tus datos están completos');
    expect(document.activeElement).toBe(confirmation);
  });
});
