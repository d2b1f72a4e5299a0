import { expect, test } from '@playwright/test';
import { blockingViolations } from '../support/axe.ts';
import { site } from '../support/page-errors.ts';
import { addToCart } from '../support/table-order.ts';

test('a product added in the menu remote shows in the shell header and in the checkout remote', async ({
  page,
}) => {
  await page.goto(site('la-brasa', '/chapinero/menu'));
  const bandeja = page.getByTestId('product').filter({ hasText: 'Bandeja paisa' });
  await expect(bandeja).toContainText('$ 38.000');
  await expect(page.getByTestId('cart-count')).toHaveText('0');

  await addToCart(page, 'Bandeja paisa');
  await addToCart(page, 'Bandeja paisa');
  await expect(page.getByTestId('cart-count')).toHaveText('2');

  // Client-side navigation: the same page, so the same store instance.
  await page.getByTestId('cart-link').click();
  await expect(page).toHaveURL(/\/chapinero\/delivery\/order$/);
  const line = page.getByTestId('cart-line').filter({ hasText: 'Bandeja paisa' });
  await expect(line).toBeVisible();
  await expect(line.getByTestId('cart-line-count')).toHaveText('2');
  await expect(line.getByTestId('cart-line-subtotal')).toContainText('$ 76.000');
  await expect(page.getByTestId('cart-total')).toContainText('$ 76.000');
  expect(await blockingViolations(page)).toEqual([]);

  // A change made in checkout reaches the shell's header as well.
  await line.getByRole('button', { name: /Quitar uno de Bandeja paisa/ }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(page.getByTestId('cart-total')).toContainText('$ 38.000');
});

test('React and effector are loaded once across the shell and the remotes', async ({ page }) => {
  await page.goto(site('la-brasa', '/chapinero/menu'));
  await expect(page.getByTestId('menu-page')).toBeVisible();
  await page.getByTestId('cart-link').click();
  await expect(page.getByTestId('cart-page')).toBeVisible();

  const report = await page.evaluate(() => {
    const entries = window.__MESA_SINGLETONS__ ?? [];
    return {
      owners: entries.map((entry) => entry.owner),
      reactCopies: new Set(entries.map((entry) => entry.react)).size,
      effectorCopies: new Set(entries.map((entry) => entry.effector)).size,
    };
  });
  expect(report.owners).toEqual(expect.arrayContaining(['shell', 'mf_menu', 'mf_checkout']));
  expect(report.reactCopies).toBe(1);
  expect(report.effectorCopies).toBe(1);
});

declare global {
  interface Window {
    __MESA_SINGLETONS__?: { owner: string; react: object; effector: object }[];
  }
}
