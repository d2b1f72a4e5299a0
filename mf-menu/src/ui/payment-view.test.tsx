import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { registerCommonTranslations, type TablePurchase } from 'shared-contracts';
import { makePurchaseItem, makeTablePurchase } from 'shared-contracts/testing';
import '../i18n.ts';
import type { BillState } from 'shared-contracts';
import { PaymentView } from './payment-view.tsx';

registerCommonTranslations();
afterEach(cleanup);

const purchase: TablePurchase = makeTablePurchase(1, [makePurchaseItem({ total: 10000, status: 'ordered' })]);

const show = (bill: BillState, shown: TablePurchase = purchase) =>
  render(
    <MemoryRouter>
      <PaymentView slug="chapinero" purchase={shown} currency="COP" bill={bill} payBill={null} />
    </MemoryRouter>,
  );

describe('PaymentView', () => {
  it('leads to the checkout while something is due', () => {
    show({ kind: 'due' });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Pagar');
    expect(screen.getByRole('link', { name: 'Ir a pagar' }).getAttribute('href')).toBe(
      '/chapinero/checkout/7',
    );
  });

  it('says what a bill the staff closed left unpaid in the app, and how to order more', () => {
    show({ kind: 'closedDue', remainingMinor: 8000, currency: 'COP' }, { ...purchase, status: 'closed' });
    expect(screen.getByTestId('bill-closed-due').textContent).toMatch(
      /^El personal cerró esta cuenta con \$\s8\.000 sin pagar en la app\. Si quieres pedir algo más, empieza una cuenta nueva\.$/,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Cuenta');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says a paid bill is paid, with no way to pay it again', () => {
    show({ kind: 'paid' });
    expect(screen.getByTestId('bill-paid').textContent).toBe('La cuenta está pagada. ¡Gracias!');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
