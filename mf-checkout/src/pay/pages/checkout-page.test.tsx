import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  $profile,
  ApiRequestError,
  followTableFx,
  i18n,
  loadBalanceFx,
  loadTexts,
  paymentMethodsFx,
  payFx,
  registerCommonTranslations,
  type PaymentResponse,
  type PurchaseBalance,
  type TablePurchase,
} from 'shared-contracts';
import { makePurchaseBalance, makePurchaseItem, makeTablePurchase } from 'shared-contracts/testing';
import '../../delivery-i18n.ts';
import '../../pay-i18n.ts';
import { addTipFx } from '../../common/model/tip.ts';
import { loadCartFx, readBrowserFx } from '../model/checkout-page.ts';
import { CheckoutPage } from './checkout-page.tsx';

registerCommonTranslations();
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('es');
});

const purchase = {
  ...makeTablePurchase(1, [makePurchaseItem({ id: 5, unit_price: 38000, count: 1, total: 38000 })]),
  id: 9,
};
const balance: PurchaseBalance = makePurchaseBalance({ purchase_id: 9, items_minor: 38000 });
const TEST_CONTACT = {
  name: 'Ana',
  phone: '+573001112233',
  email: 'ana@example.com',
  document_type: 'national_id' as const,
  document_number: '1020304050',
};

async function renderCheckout(
  pay: () => Promise<PaymentResponse> = () => new Promise(() => undefined),
  bill: TablePurchase = purchase,
  owed: PurchaseBalance = balance,
  shown = 'split',
  branch: { serviceFee?: boolean; addTip?: () => Promise<TablePurchase> } = {},
) {
  const scope = fork({
    values: [
      [$profile, { id: 9, token: 't', anonymous: true, domain: 'x', name: '', phone: null, email: null }],
    ],
    handlers: [
      [readBrowserFx, () => ({ origin: 'http://la-brasa.localhost:5173', today: '2026-11-22' })],
      [
        paymentMethodsFx,
        async () => ({
          payment_methods: [{ method: 'card' as const, online: true }],
          currency: owed.currency,
          minimum_order_minor: 10000,
          service_fee_label: branch.serviceFee ?? false,
          impoconsumo_label: false,
        }),
      ],
      [loadBalanceFx, async () => owed],
      [loadCartFx, async () => bill],
      [addTipFx, branch.addTip ?? (async () => bill)],
      [followTableFx, async () => ({ close: () => undefined })],
      [payFx, pay],
    ],
  });
  render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={['/chapinero/checkout/9']}>
        <Routes>
          <Route path="/:supplier/checkout/:id" element={<CheckoutPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  await allSettled(scope);
  await screen.findByTestId(shown);
  return scope;
}

/** Splits the bill in `parts` equal parts through the form, as a diner does. */
function splitIn(parts: string, labels: { equal: string; parts: string }) {
  fireEvent.click(screen.getByLabelText(labels.equal));
  fireEvent.change(screen.getByLabelText(labels.parts), { target: { value: parts } });
}

describe('the checkout page, splitting in equal parts', () => {
  it('names the real bounds once when the parts are out of them, and the pay button only waits', async () => {
    await renderCheckout();
    splitIn('60', { equal: 'Partes iguales', parts: 'Número de partes' });
    expect(screen.getAllByText('Divide entre 2 y 50 personas.')).toHaveLength(1);
    const pay = screen.getByTestId('pay');
    expect(pay.textContent).toBe('Pagar');
    expect(pay.getAttribute('aria-disabled')).toBe('true');
    expect(pay.getAttribute('aria-describedby')).toBe('co-split-problem');
    splitIn('1000', { equal: 'Partes iguales', parts: 'Número de partes' });
    expect(screen.getAllByText('Divide entre 2 y 50 personas.')).toHaveLength(1);
  });

  it('says so once in English too', async () => {
    await loadTexts('en');
    await i18n.changeLanguage('en');
    await renderCheckout();
    splitIn('1', { equal: 'Equal parts', parts: 'Number of parts' });
    expect(screen.getAllByText('Split between 2 and 50 people.')).toHaveLength(1);
    expect(screen.getByTestId('pay').textContent).toBe('Pay');
  });
});

describe('the checkout page, amounts typed', () => {
  it('tells the diner why a custom tip in pesos with decimals is no amount', async () => {
    await renderCheckout();
    fireEvent.change(screen.getByLabelText('Valor de la propina'), { target: { value: '12,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    await screen.findByTestId('tip-error');
    expect(screen.getByTestId('tip-error').textContent).toBe(
      'Escribe solo números, sin decimales, como 20.000.',
    );
  });

  it('refuses a third decimal in soles, where "." is the decimal mark, instead of reading thousands', async () => {
    const tip = vi.fn(async () => purchase);
    await renderCheckout(undefined, purchase, { ...balance, currency: 'PEN' }, 'split', { addTip: tip });
    tip.mockClear();
    fireEvent.change(screen.getByLabelText('Valor de la propina'), { target: { value: '12.555' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    await screen.findByTestId('tip-error');
    expect(screen.getByTestId('tip-error').textContent).toBe(
      'Esta moneda lleva hasta 2 decimales. Si son miles, escríbelos sin punto ni coma.',
    );
    expect(tip).not.toHaveBeenCalled();
  });

  it('shows a custom tip the table set, after a reload, as the diner would type it in soles, in each language', async () => {
    const tipped: TablePurchase = { ...purchase, tip: { include: true, percent: null, custom_value: 20.5 } };
    for (const lang of ['es', 'en', 'pt'] as const) {
      await loadTexts(lang);
      await i18n.changeLanguage(lang);
      await renderCheckout(undefined, tipped, { ...balance, currency: 'PEN' });
      expect(document.querySelector<HTMLInputElement>('#co-tip-custom')?.value).toBe('20.50');
      cleanup();
    }
  });

  it('tells the diner why a custom share is no amount', async () => {
    await renderCheckout();
    fireEvent.click(screen.getByLabelText('Otro valor'));
    expect(screen.getByTestId('split-problem').textContent).toBe('Escribe el monto que pagas.');
    fireEvent.change(screen.getByLabelText('Valor a pagar'), { target: { value: '0' } });
    expect(screen.getByTestId('split-problem').textContent).toBe('Escribe un valor mayor que cero.');
  });
});

describe('the checkout page, a custom share above what is left', () => {
  it('never offers to pay the refused amount: the button waits, says why, and a tap sends nothing', async () => {
    const pay = vi.fn(() => new Promise<PaymentResponse>(() => undefined));
    const scope = await renderCheckout(pay, purchase, { ...balance, currency: 'PEN' });
    fireEvent.click(screen.getByLabelText('Otro valor'));
    fireEvent.change(screen.getByLabelText('Valor a pagar'), { target: { value: '1000' } });
    const reason = screen.getByTestId('above-remaining');
    expect(reason.textContent).toBe('Ese valor supera lo que falta por pagar: falta S/\u00a0380.00.');
    const button = screen.getByTestId('pay');
    expect(button.textContent).toBe('Pagar');
    expect(button.textContent).not.toContain('1,000');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-describedby')).toBe(reason.id);
    fireEvent.click(button);
    fireEvent.submit(button.closest('form') as HTMLFormElement);
    await allSettled(scope);
    expect(pay).not.toHaveBeenCalled();
    // What is left is a share it pays, and names.
    fireEvent.change(screen.getByLabelText('Valor a pagar'), { target: { value: '380' } });
    expect(screen.getByTestId('pay').textContent).toBe('Pagar S/\u00a0380.00');
    expect(screen.getByTestId('pay').getAttribute('aria-disabled')).toBe('false');
    expect(screen.getByTestId('pay').hasAttribute('aria-describedby')).toBe(false);
  });

  it('never says the refused amount is what the diner pays: the amount field is invalid and says why', async () => {
    await renderCheckout(undefined, purchase, { ...balance, currency: 'PEN' });
    fireEvent.click(screen.getByLabelText('Otro valor'));
    fireEvent.change(screen.getByLabelText('Valor a pagar'), { target: { value: '1000' } });
    expect(screen.queryByTestId('share')).toBeNull();
    expect(screen.getByTestId('split').textContent).not.toContain('1,000');
    const field = screen.getByLabelText('Valor a pagar');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe('co-above-remaining');
    // A share below the smallest charge is refused the same way.
    fireEvent.change(field, { target: { value: '1' } });
    expect(screen.queryByTestId('share')).toBeNull();
    expect(field.getAttribute('aria-describedby')).toBe('co-minimum-charge');
    expect(screen.getByTestId('pay').getAttribute('aria-describedby')).toBe('co-minimum-charge');
    // A share it pays is named again, under the choice and on the button alike.
    fireEvent.change(field, { target: { value: '100' } });
    expect(screen.getByTestId('share').textContent).toBe('Pagas S/\u00a0100.00');
    expect(screen.getByTestId('pay').textContent).toBe('Pagar S/\u00a0100.00');
    expect(field.getAttribute('aria-invalid')).toBe('false');
    expect(field.hasAttribute('aria-describedby')).toBe(false);
  });

  it('names no share while the bill is below the minimum order', async () => {
    await renderCheckout(undefined, purchase, {
      ...balance,
      items_minor: 5000,
      due_minor: 5000,
      remaining_minor: 5000,
    });
    expect(screen.getByTestId('minimum-order')).toBeTruthy();
    expect(screen.queryByTestId('share')).toBeNull();
    expect(screen.getByTestId('pay').textContent).toBe('Pagar');
  });
});

describe('the checkout page, a branch that calls the tip a service fee', () => {
  it('says its cap of the service fee, in Portuguese and English too, never of a tip', async () => {
    const refused = async (): Promise<TablePurchase> => {
      throw new ApiRequestError(409, 'tip_too_large', 'x', { max_percent: 50, max_minor: 19000 });
    };
    for (const [lang, preset, said] of [
      ['es', '15 %', 'El cargo por servicio puede ser hasta el 50 % de los productos'],
      ['pt', '15%', 'A taxa de serviço pode ser de até 50 % dos produtos'],
      ['en', '15%', 'The service fee can be at most 50 % of the items'],
    ] as const) {
      await loadTexts(lang);
      await i18n.changeLanguage(lang);
      await renderCheckout(undefined, purchase, balance, 'split', { serviceFee: true, addTip: refused });
      fireEvent.click(screen.getByRole('button', { name: preset }));
      const refusal = await screen.findByTestId('tip-refusal');
      expect(refusal.textContent).toContain(said);
      expect(screen.getByTestId('tip').textContent).not.toMatch(/gorjeta|propina|\btip\b/i);
      cleanup();
    }
  });
});

describe('the checkout page, a bill changed under the tap', () => {
  it('names the amount the bill has now and says nothing was charged', async () => {
    const scope = await renderCheckout(async () => {
      throw new ApiRequestError(409, 'amount_changed', 'changed', { amount_minor: 44000 });
    });
    const body = { purchase_id: 9, method: 'card' as const, split: { kind: 'full' as const } };
    await allSettled(payFx, {
      scope,
      params: {
        body: { ...body, contact: TEST_CONTACT, expected_amount_minor: 37000 },
        key: 'key-1',
      },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'La cuenta cambió mientras pagabas: ahora son $\u00a044.000. No se cobró nada: revisa y vuelve a tocar Pagar.',
    );
  });
});

describe('the checkout page, a payment the server asks to retry later', () => {
  const payBody = {
    body: {
      purchase_id: 9,
      method: 'card' as const,
      split: { kind: 'full' as const },
      contact: TEST_CONTACT,
      expected_amount_minor: 38000,
    },
    key: 'key-1',
  };

  it('says how long to wait after too many tries, as the answer’s Retry-After says, in each language', async () => {
    for (const [lang, said] of [
      ['es', 'Demasiados intentos seguidos. Podrás intentarlo de nuevo en 58 minutos.'],
      ['en', 'Too many tries in a row. You can try again in 58 minutes.'],
    ] as const) {
      await loadTexts(lang);
      await i18n.changeLanguage(lang);
      const scope = await renderCheckout(async () => {
        throw new ApiRequestError(429, 'too_many_requests', 'slow down', { retry_after_ms: 3_480_000 });
      });
      await allSettled(payFx, { scope, params: payBody });
      expect((await screen.findByRole('alert')).textContent).toBe(said);
      cleanup();
    }
  });

  it('says the restaurant is busy and nothing was saved', async () => {
    const scope = await renderCheckout(async () => {
      throw new ApiRequestError(503, 'busy', 'busy', { retry_after_ms: 2000 });
    });
    await allSettled(payFx, { scope, params: payBody });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Hay muchos pedidos en este momento y no se guardó nada. Inténtalo de nuevo en unos segundos.',
    );
  });
});

describe('the checkout page, whose bill', () => {
  it("names a table's bill by its table and a room's by its room, in each language", async () => {
    await renderCheckout();
    expect(document.querySelector('.co-table')?.textContent).toBe('Mesa M03');
    cleanup();
    const room: TablePurchase = { ...purchase, table: { code: '204', kind: 'room' }, subservice: 'room' };
    await renderCheckout(undefined, room);
    expect(document.querySelector('.co-table')?.textContent).toBe('Habitación 204');
    cleanup();
    await i18n.changeLanguage('en');
    await renderCheckout(undefined, room);
    expect(document.querySelector('.co-table')?.textContent).toBe('Room 204');
  });
});

describe('the checkout page of a bill with nothing left to pay', () => {
  const never = () => new Promise<PaymentResponse>(() => undefined);

  it('calls a bill the staff closed with money still due closed, naming what is due, never paid', async () => {
    const closedDue = { ...balance, paid_minor: 20000, remaining_minor: 18000, closed: true };
    await renderCheckout(never, { ...purchase, status: 'closed' }, closedDue, 'table-closed-due');
    expect(screen.getByTestId('table-closed-due').textContent).toContain('18.000');
    expect(screen.queryByTestId('table-closed')).toBeNull();
    expect(screen.queryByTestId('pay')).toBeNull();
  });

  it('says an open bill paid in full is paid, and offers no payment of 0', async () => {
    const paid = { ...balance, paid_minor: 38000, remaining_minor: 0 };
    await renderCheckout(never, purchase, paid, 'table-closed');
    expect(screen.getByTestId('table-closed').textContent).toBe('La cuenta está pagada. ¡Gracias!');
    expect(screen.queryByTestId('pay')).toBeNull();
    expect(screen.queryByTestId('split')).toBeNull();
  });
});
