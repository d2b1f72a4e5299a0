import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerCommonTranslations } from 'shared-contracts';
import { makePaymentResponse } from 'shared-contracts/testing';
import '../pay-i18n.ts';
import { PaymentOutcome } from './payment-outcome.tsx';

registerCommonTranslations();
afterEach(cleanup);

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
