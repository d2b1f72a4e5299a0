import { expect, test } from '@playwright/test';
import { collectPageErrors, site } from '../support/page-errors.ts';
import { addToCart } from '../support/table-order.ts';

test('an unknown or hostile branch address gets a clear page, loads no remote, and keeps the cart', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto(site('la-brasa', '/chapinero/menu'));
  await addToCart(page, 'Empanadas');
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  const remoteRequests: string[] = [];
  page.on('request', (request) => {
    if (/mf-manifest\.json|remoteEntry\.js/.test(request.url())) remoteRequests.push(request.url());
  });
  for (const path of [
    '/no-such-branch/menu',
    '/no-such-branch/reservar',
    '/%3Cscript%3Ealert(1)%3C%2Fscript%3E/menu',
  ]) {
    await page.goto(site('la-brasa', path));
    await expect(page.getByTestId('branch-not-found')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No encontramos esta sede' })).toBeVisible();
    await expect(page.getByTestId('cart-link')).toHaveCount(0);
  }
  expect(remoteRequests).toEqual([]);

  await page.goto(site('la-brasa', '/chapinero/menu/no/such/page'));
  await expect(page.getByTestId('not-found')).toBeVisible();
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page.getByTestId('landing')).toBeVisible();

  await page.goto(site('la-brasa', '/chapinero/menu'));
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  expect(errors).toEqual([]);
});
