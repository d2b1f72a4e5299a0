import { cleanup, render, screen } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, describe, expect, it } from 'vitest';
import { $balance, registerCommonTranslations, type PurchaseBalance } from 'shared-contracts';
import { makePurchaseBalance } from 'shared-contracts/testing';
import '../../pay-i18n.ts';
import { CouponForm } from './coupon-form.tsx';

registerCommonTranslations();
afterEach(cleanup);

const withCoupon = makePurchaseBalance({
  purchase_id: 7,
  items_minor: 82000,
  coupon_code: 'BIENVENIDO',
  discount_minor: 8200,
});

const show = (balance: PurchaseBalance) =>
  render(
    <Provider value={fork({ values: [[$balance, balance]] })}>
      <CouponForm purchaseId={7} currency="COP" />
    </Provider>,
  );

describe('CouponForm', () => {
  it('offers to remove the applied coupon until a payment is made or waits on the bill', () => {
    show(withCoupon);
    expect(screen.getByRole('button', { name: 'Quitar cupón' })).toBeTruthy();
    cleanup();
    show({ ...withCoupon, pending_minor: 20000 });
    expect(screen.getByTestId('coupon-applied').textContent).toContain('BIENVENIDO');
    expect(screen.queryByRole('button', { name: 'Quitar cupón' })).toBeNull();
  });

  it('offers no code to apply once a payment was made, and says why', () => {
    show(makePurchaseBalance({ purchase_id: 7, items_minor: 82000, paid_minor: 20000 }));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByTestId('coupon-locked').textContent).toBe(
      'Ya hay un pago en esta cuenta: el cupón no se puede cambiar.',
    );
  });
});
