import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  $paymentAttempt,
  $profile,
  ApiRequestError,
  cancelPaymentFx,
  followTableFx,
  i18n,
  loadBalanceFx,
  loadPaymentFx,
  loadTexts,
  paymentMethodsFx,
  payFx,
  registerCommonTranslations,
  type PaymentAttempt,
  type PaymentResponse,
  type PurchaseBalance,
  type TablePurchase,
} from 'shared-contracts';
import { makePurchaseBalance, makePurchaseItem, makeTablePurchase } from 'shared-contracts/testing';
import { answer } from '../model/checkout-page.test-data.ts';
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
/** An answer that never comes. */
const never = () => new Promise<PaymentResponse>(() => undefined);
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
  branch: {
    serviceFee?: boolean;
    addTip?: () => Promise<TablePurchase>;
    /** What the tab kept of a payment attempt, and how the API reads its payment again. */
    attempt?: PaymentAttempt;
    load?: () => Promise<PaymentResponse>;
    /** How the API answers the payer giving up their PSE payment. */
    cancel?: () => Promise<PaymentResponse>;
  } = {},
) {
  const scope = fork({
    values: [
      [$profile, { id: 9, token: 't', anonymous: true, domain: 'x', name: '', phone: null, email: null }],
      [$paymentAttempt, branch.attempt ?? null],
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
      [loadPaymentFx, branch.load ?? never],
      [cancelPaymentFx, branch.cancel ?? never],
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

  it('in soles, the example of an amount with decimals is written as Peru writes it', async () => {
    await renderCheckout(undefined, purchase, { ...balance, currency: 'PEN' }, 'split');
    fireEvent.change(screen.getByLabelText('Valor de la propina'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    await screen.findByTestId('tip-error');
    expect(screen.getByTestId('tip-error').textContent).toBe('Escribe solo números, como 20000 o 20.50.');
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
      ['en', '15%', 'The service fee can be at most 50% of the items'],
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

const payBill = {
  body: {
    purchase_id: 9,
    method: 'card' as const,
    split: { kind: 'full' as const },
    contact: TEST_CONTACT,
    expected_amount_minor: 38000,
  },
  key: 'key-1',
};

describe('the checkout page, back from the bank', () => {
  const held = { ...balance, pending_minor: 38000, remaining_minor: 0 };
  const pendingPse = async (): Promise<PaymentResponse> => ({
    ...answer('approved', held),
    payment: {
      ...answer('approved', held).payment,
      method: 'pse',
      status: 'pending',
      reason: 'pending_bank_validation',
      card_last4: null,
      card_brand: null,
    },
  });
  const attempt = { purchase_id: 9, key: 'key-7', fingerprint: 'the share', payment_id: 1 };

  it('says the PSE payment waits for the bank, in each language, instead of a form with nothing to pay', async () => {
    for (const [lang, said] of [
      ['es', 'Tu pago PSE está pendiente de confirmación del banco.'],
      ['pt', 'Seu pagamento PSE está aguardando a confirmação do banco.'],
    ] as const) {
      await loadTexts(lang);
      await i18n.changeLanguage(lang);
      await renderCheckout(never, purchase, held, 'payment-outcome', { attempt, load: pendingPse });
      expect(screen.getByTestId('payment-outcome').textContent).toBe(said);
      expect(screen.getByTestId('payment-outcome').getAttribute('data-status')).toBe('pending');
      expect(screen.queryByTestId('pay')).toBeNull();
      // No bank page named (a table mate's read, an answer without one): no link to nowhere.
      expect(screen.queryByTestId('back-to-bank')).toBeNull();
      cleanup();
    }
  });

  it('offers the way back to the bank the API kept, and to give the payment up once the diner confirms', async () => {
    const bank = 'http://localhost:4000/api/v4/sandbox/pse/1?return=x';
    const waiting = async () => {
      const read = await pendingPse();
      return { ...read, payment: { ...read.payment, redirect_url: bank } };
    };
    const cancel = vi.fn(async () => {
      const read = await pendingPse();
      return {
        payment: { ...read.payment, status: 'cancelled' as const, reason: 'cancelled_by_payer' },
        balance,
      };
    });
    await renderCheckout(never, purchase, held, 'payment-outcome', { attempt, load: waiting, cancel });
    expect(screen.getByTestId('back-to-bank').getAttribute('href')).toBe(bank);

    fireEvent.click(screen.getByRole('button', { name: 'Cancelar este pago' }));
    const question = screen.getByRole('alertdialog', { name: '¿Cancelar este pago PSE?' });
    expect(question.textContent).toContain('Si ya lo aprobaste en tu banco, mejor espera su confirmación.');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: '¿Cancelar este pago PSE?' }));
    fireEvent.click(screen.getByRole('button', { name: 'No, seguir esperando al banco' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(cancel).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Cancelar este pago' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sí, cancelar el pago' }));
    await screen.findByText(/^Cancelaste tu pago PSE de \$\s38\.000/);
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('back-to-bank')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancelar este pago' })).toBeNull();
    // The bill holds nothing now: the diner goes back to the form to pay again.
    fireEvent.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    expect(await screen.findByTestId('pay')).toBeTruthy();
  });
});

describe('the checkout page, back from an outcome to the form', () => {
  it('"Try again" after a declined card takes the focus to the payment form, not to the page', async () => {
    const scope = await renderCheckout(async () => answer('declined', balance));
    await allSettled(payFx, { scope, params: payBill });
    fireEvent.click(await screen.findByRole('button', { name: 'Intentar de nuevo' }));
    const title = screen.getByRole('heading', { name: 'Tu pago' });
    expect(document.activeElement).toBe(title);
    expect(title.closest('form')?.getAttribute('aria-labelledby')).toBe(title.id);
  });

  it('shows no "Type an amount." nor coupon refusal left from before a payment that went through', async () => {
    await loadTexts('en');
    await i18n.changeLanguage('en');
    const half = { ...balance, paid_minor: 19000, remaining_minor: 19000 };
    const scope = await renderCheckout(async () => answer('approved', half));
    fireEvent.change(screen.getByLabelText('Tip amount'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'ab' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply coupon' }));
    expect(screen.getByTestId('tip-error').textContent).toBe('Type an amount.');
    expect(screen.getByTestId('coupon-error')).toBeTruthy();

    await allSettled(payFx, { scope, params: payBill });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay another share' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your payment' }));
    expect(screen.queryByTestId('tip-error')).toBeNull();
    expect(screen.queryByTestId('coupon-error')).toBeNull();
  });
});
