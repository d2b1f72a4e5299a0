import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerCommonTranslations } from 'shared-contracts';
import { makePaymentResponse } from 'shared-contracts/testing';
import '../../delivery-i18n.ts';
import '../../pay-i18n.ts';
import { PaymentOutcome } from './payment-outcome.tsx';

registerCommonTranslations();
afterEach(cleanup);

const waiting = (method: 'cash' | 'card_reader' | 'bank_transfer') =>
  makePaymentResponse({
    method,
    status: 'pending',
    reason: 'awaiting_staff',
    amount_minor: 27000,
    currency: 'COP',
  }).payment;

/** The outcome's text, Intl's no-break space as a plain one. */
const said = () => screen.getByTestId('payment-outcome').textContent?.replace(/\s/g, ' ');

describe('PaymentOutcome of a payment the staff confirm', () => {
  it("a table's waits for a waiter; a delivery's for whoever brings it; a take-away's at the branch", () => {
    const { rerender } = render(<PaymentOutcome payment={waiting('card_reader')} />);
    expect(said()).toBe('Un mesero confirmará tu pago de $ 27.000.');
    rerender(<PaymentOutcome payment={waiting('cash')} billOf="delivery" />);
    expect(said()).toBe('Pagas $ 27.000 al recibir tu pedido; quien lo entrega confirma tu pago.');
    rerender(<PaymentOutcome payment={waiting('cash')} billOf="take_away" />);
    expect(said()).toBe('Pagas $ 27.000 al recoger tu pedido; en la sede confirman tu pago.');
    rerender(<PaymentOutcome payment={waiting('bank_transfer')} billOf="delivery" />);
    expect(said()).toBe('La sede confirmará tu transferencia de $ 27.000.');
  });
});

const outcome = (payment: Parameters<typeof makePaymentResponse>[0]) =>
  render(
    <PaymentOutcome
      payment={makePaymentResponse(payment).payment}
      onRetry={vi.fn()}
      onChangeMethod={vi.fn()}
    />,
  );

describe('PaymentOutcome', () => {
  it("says a refused payment left the order not completed, then the reason: the bank's, the card's", () => {
    outcome({ status: 'declined', reason: 'card_declined' });
    expect(screen.getByRole('alert').textContent).toBe(
      'Tu pedido no se completó por un problema con el pago.Transacción rechazada o declinada por el banco.Intentar de nuevoCambiar medio de pago',
    );
    cleanup();
    outcome({ status: 'error', reason: 'card_add_failed' });
    expect(screen.getByRole('alert').textContent).toContain(
      'Error al agregar la tarjeta. Revisa sus datos o usa otra tarjeta.',
    );
    expect(screen.getByRole('alert').textContent).toContain('Tu pedido no se completó');
  });

  it('says nothing of a problem for a payment approved or still pending', () => {
    outcome({ status: 'pending', reason: 'pending_bank_validation' });
    expect(screen.getByRole('status').textContent).toBe('Tu pago está pendiente de aprobación del banco.');
    cleanup();
    outcome({ status: 'approved', reason: null });
    expect(screen.getByRole('status').textContent).not.toContain('problema');
  });
});

describe('PaymentOutcome of a PSE payment', () => {
  const pse = (redirect_url: string | null, status: 'pending' | 'approved' = 'pending') =>
    makePaymentResponse({ method: 'pse', status, reason: 'pending_bank_validation', redirect_url }).payment;

  it("says it waits for the bank, and leads back to the bank's page while the answer names it", () => {
    const bank = 'http://localhost:4000/api/v4/sandbox/pse/18?return=x';
    const { rerender } = render(<PaymentOutcome payment={pse(bank)} />);
    expect(screen.getByRole('status').firstElementChild?.textContent).toBe(
      'Tu pago PSE está pendiente de confirmación del banco.',
    );
    expect(screen.getByRole('link', { name: 'Volver al banco' }).getAttribute('href')).toBe(bank);
    rerender(<PaymentOutcome payment={pse(null)} />);
    expect(screen.queryByRole('link')).toBeNull();
    // Only a web address is followed; once the bank decided there is nothing to go back to.
    rerender(<PaymentOutcome payment={pse('javascript:alert(1)')} />);
    expect(screen.queryByRole('link')).toBeNull();
    rerender(<PaymentOutcome payment={pse(bank, 'approved')} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('PaymentOutcome of a PSE payment its payer cancelled', () => {
  const cancelled = (reason: string) =>
    makePaymentResponse({
      method: 'pse',
      status: 'cancelled',
      reason,
      amount_minor: 38000,
      currency: 'COP',
      redirect_url: null,
    }).payment;

  it('says it was cancelled, what becomes of a late approval, and leads back to paying; no problem to report', () => {
    render(
      <PaymentOutcome payment={cancelled('cancelled_by_payer')} onRetry={vi.fn()} onChangeMethod={vi.fn()} />,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').firstElementChild?.textContent?.replace(/\s/g, ' ')).toBe(
      'Cancelaste tu pago PSE de $ 38.000: puedes pagar de nuevo o con otro medio. Si el banco lo aprueba de todos modos, el dinero no se pierde: se usa para pagar aquí o el restaurante te lo devuelve.',
    );
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cambiar medio de pago' })).toBeTruthy();
  });

  it('says the money is owed back when the bank approved it once the bill no longer needed it', () => {
    render(<PaymentOutcome payment={cancelled('refund_due')} />);
    expect(screen.getByRole('status').textContent?.replace(/\s/g, ' ')).toBe(
      'El banco aprobó tu pago de $ 38.000 después de que lo cancelaste, cuando ya no hacía falta: el restaurante te devolverá ese dinero.',
    );
  });
});
