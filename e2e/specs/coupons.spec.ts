import { expect, test } from '@playwright/test';
import { blockingViolations } from '../support/axe.ts';
import { collectPageErrors, site } from '../support/page-errors.ts';
import { orderProduct } from '../support/table-order.ts';

const WORDS = {
  es: {
    pick: null,
    table: 'M02',
    add: /Agregar/,
    confirm: /Agregar al pedido/,
    code: 'Código del cupón',
    apply: 'Aplicar cupón',
    remove: 'Quitar cupón',
    short: 'El cupón debe tener al menos 4 caracteres.',
    invalid: 'Cupón no válido',
    used: 'Este cupón ya fue usado.',
    expired: 'Este cupón está vencido.',
    minimum: 'El valor mínimo de compra para este cupón es $ 30.000.',
    applied: 'Cupón BIENVENIDO: −$ 4.300',
  },
  en: {
    pick: 'English',
    table: 'M04',
    add: /Add/,
    confirm: /Add to (the )?order/,
    code: 'Coupon code',
    apply: 'Apply coupon',
    remove: 'Remove coupon',
    short: 'The coupon must have at least 4 characters.',
    invalid: 'Invalid coupon',
    used: 'This coupon has already been used.',
    expired: 'This coupon has expired.',
    minimum: 'The minimum purchase value for this coupon is $ 30.000.',
    applied: 'Coupon BIENVENIDO: −$ 4.300',
  },
} as const;

for (const [lang, words] of Object.entries(WORDS)) {
  test(`in ${lang}, coupons: too short, invalid, used, expired, below the minimum, then 10 percent off and removed`, async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    if (words.pick) {
      await page.goto(site('la-brasa'));
      await page.getByTestId('language-button').click();
      await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: words.pick }).click()]);
    }
    const tableUrl = site('la-brasa', `/chapinero/menu-digital?mesa=${words.table}`);
    await page.goto(tableUrl);
    await expect(page.getByTestId('table-order')).toBeVisible();
    await orderProduct(page, 'Gaseosa', words.add, words.confirm);
    await page.getByTestId('pay-bill').click();
    const coupon = page.getByTestId('coupon');
    const tryCode = async (code: string, message: string) => {
      await coupon.getByLabel(words.code).fill(code);
      await coupon.getByRole('button', { name: words.apply }).click();
      await expect(coupon.getByTestId('coupon-error')).toHaveText(message);
    };
    await tryCode('abc', words.short);
    await tryCode('NOEXISTE', words.invalid);
    await tryCode('usado', words.used);
    await tryCode('VENCIDO', words.expired);
    await tryCode('bienvenido', words.minimum);
    await expect(page.getByTestId('balance-due')).toHaveText('$ 5.500');
    expect(await blockingViolations(page)).toEqual([]);

    // With the bandeja the bill reaches the minimum: 10 percent of 43.000 comes off (tip 4.300 stays).
    await page.goto(tableUrl);
    await orderProduct(page, 'Bandeja paisa', words.add, words.confirm);
    await page.getByTestId('pay-bill').click();
    await expect(page.getByTestId('balance-due')).toHaveText('$ 47.300');
    await coupon.getByLabel(words.code).fill('bienvenido');
    await coupon.getByRole('button', { name: words.apply }).click();
    await expect(coupon.getByTestId('coupon-applied')).toContainText(words.applied);
    await expect(page.getByTestId('balance-due')).toHaveText('$ 43.000');
    expect(await blockingViolations(page)).toEqual([]);
    await coupon.getByRole('button', { name: words.remove }).click();
    await expect(page.getByTestId('balance-due')).toHaveText('$ 47.300');
    await expect(coupon.getByLabel(words.code)).toBeVisible();
    expect(errors).toEqual([]);
  });
}
