import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiRequestError, registerCommonTranslations } from 'shared-contracts';
import '../../i18n.ts';
import { ratePurchaseFx, rateStateFx } from '../model/rate-purchase-page.ts';
import { RatePurchasePage } from './rate-purchase-page.tsx';

registerCommonTranslations();
afterEach(cleanup);

const alreadyRated = async (): Promise<never> => {
  throw new ApiRequestError(409, 'already_rated', 'rated');
};

async function renderRate(rated: boolean) {
  const scope = fork({
    handlers: [
      [rateStateFx, async () => ({ rated })],
      [ratePurchaseFx, alreadyRated],
    ],
  });
  render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={['/ratecluvi/12/abcdefgh12']}>
        <Routes>
          <Route path="/ratecluvi/:purchaseId/:token" element={<RatePurchasePage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  await allSettled(scope);
  return scope;
}

describe('the rating page of a shared bill', () => {
  it('says the bill is rated before the second diner can type', async () => {
    await renderRate(true);
    expect((await screen.findByTestId('rate-result')).textContent).toBe(
      'Este pedido ya fue calificado. ¡Gracias!',
    );
    expect(screen.queryByLabelText('Comentario (opcional)')).toBeNull();
  });

  it('keeps the score and comment on screen when the send is refused as already rated', async () => {
    const scope = await renderRate(false);
    fireEvent.click(await screen.findByRole('radio', { name: '5 de 5' }));
    fireEvent.change(screen.getByLabelText('Comentario (opcional)'), {
      target: { value: 'El ceviche, buenísimo' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar calificación' }));
    await allSettled(scope);
    expect((await screen.findByTestId('rate-refused')).textContent).toContain(
      'Alguien ya calificó este pedido',
    );
    expect((screen.getByLabelText('Comentario (opcional)') as HTMLTextAreaElement).value).toBe(
      'El ceviche, buenísimo',
    );
    expect((screen.getByRole('radio', { name: '5 de 5' }) as HTMLInputElement).checked).toBe(true);
  });
});

describe('the rating page sent without stars', () => {
  it('takes the focus to the first star, which the message describes, at every such send', async () => {
    await renderRate(false);
    const send = await screen.findByRole('button', { name: 'Enviar calificación' });
    for (let tries = 0; tries < 2; tries += 1) {
      send.focus();
      fireEvent.click(send);
      expect(screen.getByRole('alert').textContent).toBe('Calificación requerida');
      const first = screen.getByRole('radio', { name: '1 de 5' });
      expect(document.activeElement).toBe(first);
      expect(first.closest('fieldset')?.getAttribute('aria-describedby')).toBe('co-rate-error');
    }
  });
});
