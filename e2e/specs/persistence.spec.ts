import { expect, test } from '@playwright/test';
import { collectPageErrors, site } from '../support/page-errors.ts';
import { addToCart } from '../support/table-order.ts';

test('reloading the page keeps the cart', async ({ page }) => {
  await page.goto(site('la-brasa', '/chapinero/menu'));
  await addToCart(page, 'Patacón con hogao');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  expect(await page.evaluate(() => localStorage.getItem('mesa:v1:cart'))).toContain('Patacón con hogao');
  await page.reload();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.getByTestId('cart-link').click();
  await expect(page.getByTestId('cart-line').filter({ hasText: 'Patacón con hogao' })).toContainText(
    '$ 12.000',
  );
});

for (const [name, corrupt] of <[string, string][]>[
  ['not JSON', '{"supplierId": 3, "lines": [ oops'],
  ['a wrong shape', JSON.stringify({ supplierId: 'x', lines: [{ productId: 1, count: -4 }] })],
]) {
  test(`a stored cart that is ${name} does not break the page`, async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto(site('la-brasa', '/chapinero/menu'));
    await expect(page.getByTestId('product').first()).toBeVisible();
    await page.evaluate((value) => localStorage.setItem('mesa:v1:cart', value), corrupt);
    await page.reload();
    await expect(page.getByTestId('product').first()).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('0');
    expect(errors).toEqual([]);
    // The page still works: the cart takes new products and keeps them.
    await addToCart(page, 'Empanadas');
    await page.reload();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
  });
}
