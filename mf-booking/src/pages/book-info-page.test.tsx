import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { act } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiRequestError, loadMenuFx, registerCommonTranslations, type Menu } from 'shared-contracts';
import { makeBooking, makeProduct } from 'shared-contracts/testing';
import '../i18n.ts';
import {
  addProductFx,
  calendarUrlFx,
  loadBookingFx,
  startFollowingFx,
  stopFollowingFx,
} from '../model/booking-effects.ts';
import { BookInfoPage } from './book-info-page.tsx';

registerCommonTranslations();
afterEach(cleanup);

const menu: Menu = {
  supplier_id: 7,
  categories: [],
  products: [makeProduct({ id: 9, label: 'Postre del día', stock: 3 })],
};

async function renderRefusing(refusal: ApiRequestError) {
  const scope = fork({
    handlers: [
      [loadBookingFx, async () => makeBooking({ id: 41, status: 'approved' })],
      [startFollowingFx, () => () => undefined],
      [stopFollowingFx, () => undefined],
      [loadMenuFx, async () => menu],
      [calendarUrlFx, async () => ''],
      [
        addProductFx,
        async () => {
          throw refusal;
        },
      ],
    ],
  });
  render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={['/book_info/41/tok']}>
        <Routes>
          <Route path="/book_info/:id/:token" element={<BookInfoPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  await act(() => allSettled(scope));
  fireEvent.change(screen.getByLabelText('Producto'), { target: { value: '9' } });
  fireEvent.click(screen.getByRole('button', { name: 'Agregar al pedido' }));
  await act(() => allSettled(scope));
  return screen.getByRole('alert').textContent;
}

describe('BookInfoPage', () => {
  it("says a stock refusal of the pre-order in words: none left, or the menu's largest quantity", async () => {
    expect(await renderRefusing(new ApiRequestError(409, 'out_of_stock', 'no', { max_quantity: 0 }))).toBe(
      'No quedan más unidades disponibles de este producto.',
    );
    cleanup();
    expect(await renderRefusing(new ApiRequestError(409, 'out_of_stock', 'no', { max_quantity: 2 }))).toBe(
      'La cantidad seleccionada no está disponible, intenta con máximo 2.',
    );
  });
});
