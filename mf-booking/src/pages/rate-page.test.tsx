import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { act } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { registerCommonTranslations } from 'shared-contracts';
import { makeBooking } from 'shared-contracts/testing';
import '../i18n.ts';
import { loadBookingFx } from '../model/booking-effects.ts';
import { RatePage } from './rate-page.tsx';

registerCommonTranslations();
afterEach(cleanup);

describe('RatePage sent without a rate', () => {
  it('takes the focus to the first choice of the scale, which the message describes, at every such send', async () => {
    const scope = fork({
      handlers: [[loadBookingFx, async () => makeBooking({ id: 41, status: 'seated' })]],
    });
    render(
      <Provider value={scope}>
        <MemoryRouter initialEntries={['/rate/41/tok']}>
          <Routes>
            <Route path="/rate/:id/:token" element={<RatePage />} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
    await act(() => allSettled(scope));
    const send = screen.getByRole('button', { name: 'Enviar calificación' });
    for (let tries = 0; tries < 2; tries += 1) {
      send.focus();
      fireEvent.click(send);
      expect(screen.getByRole('alert').textContent).toBe(
        'Calificación requerida: elige un número de 1 a 10.',
      );
      const first = screen.getByRole('radio', { name: '1' });
      expect(document.activeElement).toBe(first);
      expect(first.closest('fieldset')?.getAttribute('aria-describedby')).toBe('bk-rate-error');
    }
  });
});
