import { expect, test } from '@playwright/test';
import { blockingViolations } from '../support/axe.ts';
import { ownOrder, staffPut } from '../support/checkout.ts';
import { collectPageErrors, errorsOnceHydrated, site } from '../support/page-errors.ts';
import { serverPage } from '../support/server-page.ts';

test('the order status page follows the staff’s moves without a reload and offers the rating once finished', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const purchaseId = await ownOrder(page, 'la-brasa', 'chapinero', ['Gaseosa']);
  const address = site('la-brasa', `/chapinero/order/${purchaseId}`);
  // The first render after a start may load the remote past the render budget; the next one is warm.
  await expect.poll(async () => (await serverPage(address)).render, { timeout: 30_000 }).toBe('server');
  const response = await page.goto(address);
  expect(response?.headers()['x-mesa-render']).toBe('server');
  const status = page.getByTestId('order-status');
  await expect(status).toHaveText('En curso');
  await expect(page.getByTestId('order-rate')).toHaveCount(0);
  expect(await blockingViolations(page)).toEqual([]);
  // A mark on this document: a reload or a navigation would lose it.
  await page.evaluate(() => document.documentElement.setAttribute('data-spec-mark', 'kept'));

  const move = (to: string) => staffPut(`/instances/la-brasa/purchases/${purchaseId}/status`, { status: to });
  await move('accepted');
  await expect(status).toHaveText('Aceptado');
  await move('preparation');
  await expect(status).toHaveText('En preparación');
  await move('delivered');
  await expect(status).toHaveText('Entregado');
  await expect(page.getByTestId('order-rate')).toHaveCount(0);
  await move('finished');
  await expect(status).toHaveText('Finalizado');
  const rate = page.getByTestId('order-rate');
  await expect(rate).toHaveText('Califica tu pedido');
  expect(await page.locator('html').getAttribute('data-spec-mark')).toBe('kept');
  expect(await blockingViolations(page)).toEqual([]);

  await rate.click();
  await expect(page.getByTestId('rate-purchase-page')).toBeVisible();
  expect(await errorsOnceHydrated(page, errors)).toEqual([]);
});
