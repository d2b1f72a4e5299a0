import { cleanup, render, screen } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, describe, expect, it } from 'vitest';
import { $balance, registerCommonTranslations, type PurchaseBalance } from 'shared-contracts';
import { makePurchaseBalance } from 'shared-contracts/testing';
import '../../pay-i18n.ts';
import { $couponProblem, type CouponProblem } from '../model/coupon-form.ts';
import { CouponForm } from './coupon-form.tsx';

registerCommonTranslations();
afterEach(cleanup);

const withCoupon = makePurchaseBalance({
  purchase_id: 7,
  items_minor: 82000,
  coupon_code: 'BIENVENIDO',
  discount_minor: 8200,
});

const show = (balance: PurchaseBalance, problem: CouponProblem | null = null) =>
  render(
    <Provider
      value={fork({
        values: [
          [$balance, balance],
          [$couponProblem, problem],
        ],
      })}
    >
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

  it('says how long to wait after too many codes tried, and names a refused code’s own reason', () => {
    const open = makePurchaseBalance({ purchase_id: 7, items_minor: 82000 });
    show(open, { code: 'too_many_requests', details: { retry_after_ms: 40_000 } });
    expect(screen.getByRole('alert').textContent).toBe(
      'Demasiados intentos seguidos. Podrás intentarlo de nuevo en 40 segundos.',
    );
    cleanup();
    show(open, { code: 'coupon_min_purchase', details: { min_minor: 30000 } });
    expect(screen.getByRole('alert').textContent).toBe(
      'El valor mínimo de compra para este cupón es $\u00a030.000.',
    );
  });
});
