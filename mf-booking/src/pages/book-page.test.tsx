import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { act } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  $instance,
  ApiRequestError,
  loadBranchFx,
  registerCommonTranslations,
  type BookingRequest,
} from 'shared-contracts';
import { makeBooking, makeInstanceConfig, makeSupplier } from 'shared-contracts/testing';
import '../i18n.ts';
import { $errors, createBookingFx, loadSchedulesFx } from '../model/book-page.ts';
import { BookPage } from './book-page.tsx';

registerCommonTranslations();
afterEach(cleanup);

async function renderInScope(create = vi.fn()) {
  const scope = fork({
    values: [[$instance, makeInstanceConfig({ country_code: 'CO' })]],
    handlers: [
      [loadBranchFx, async (slug: string) => makeSupplier({ id: 7, slug, label: 'La Brasa Chapinero' })],
      [
        loadSchedulesFx,
        async () => ({
          branch_id: 7,
          timezone: 'America/Bogota',
          booking: { slot_minutes: 30, seats_per_slot: 20, max_party: 10 },
          days: [{ date: '2099-01-15', day: 4, hours: [{ hour: '20:00', seats_left: 20 }] }],
        }),
      ],
      [createBookingFx, create],
    ],
  });
  render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={['/chapinero/reservar']}>
        <Routes>
          <Route path="/:supplier/reservar" element={<BookPage />} />
          <Route path="/book_info/:id/:token" element={<p>detail page</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  // The page opens itself on mount; wait until its branch and hours have loaded in this scope.
  await act(() => allSettled(scope));
  return scope;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('BookPage', () => {
  it('shows a message on every wrong field and focuses the first, then books and opens the detail link', async () => {
    const create = vi.fn(async (booking: BookingRequest) => ({
      booking: makeBooking({ id: 41, date: booking.date }),
      token: 'tok',
    }));
    const scope = await renderInScope(create);
    expect(screen.getByText('en La Brasa Chapinero')).toBeTruthy();

    type('Nombre', 'A');
    type('Teléfono', '300 11');
    fireEvent.click(screen.getByRole('button', { name: 'Solicitar reserva' }));
    expect(scope.getState($errors)).toEqual({
      date: 'required',
      hour: 'required',
      name: 'shortName',
      phone: 'badPhone',
      email: 'required',
      dniType: 'required',
      dni: 'required',
    });
    expect(screen.getByText('Revisa los campos marcados.')).toBeTruthy();
    expect(screen.getByText('Escribe al menos 2 letras.')).toBeTruthy();
    expect(screen.getByText(/Escribe un teléfono válido/)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Fecha'));
    expect(screen.getByLabelText('Nombre').getAttribute('aria-invalid')).toBe('true');
    expect(create).not.toHaveBeenCalled();

    // Closed days are not offered: the one open day, in words.
    expect(screen.getByRole('option', { name: 'jueves, 15 de enero' })).toBeTruthy();
    type('Fecha', '2099-01-15');
    type('Hora', '20:00');
    type('Nombre', 'Ana María');
    type('Teléfono', '300 111 2233');
    type('Correo electrónico', 'ana@example.com');
    type('Tipo de documento', 'national_id');
    type('Número de documento', '1020304050');
    expect(screen.queryByText('Escribe al menos 2 letras.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Solicitar reserva' }));
    await act(() => allSettled(scope));
    expect(create).toHaveBeenCalledTimes(1);
    expect(screen.getByText('detail page')).toBeTruthy();
  });

  it("says how long to wait when the hourly limit of bookings was reached (the answer's Retry-After)", async () => {
    const create = vi.fn(async () => {
      // 58 minutes left of the hour: the "moment" of a per-minute limit would be wrong here.
      throw new ApiRequestError(429, 'too_many_requests', 'later', { retry_after_ms: 3_480_000 });
    });
    const scope = await renderInScope(create);
    type('Fecha', '2099-01-15');
    type('Hora', '20:00');
    type('Nombre', 'Ana María');
    type('Teléfono', '300 111 2233');
    type('Correo electrónico', 'ana@example.com');
    type('Tipo de documento', 'national_id');
    type('Número de documento', '1020304050');
    fireEvent.click(screen.getByRole('button', { name: 'Solicitar reserva' }));
    await act(() => allSettled(scope));
    expect(screen.getByRole('alert').textContent).toBe(
      'Demasiados intentos seguidos. Podrás intentarlo de nuevo en 58 minutos.',
    );
  });
});
