import { expect, test } from '@playwright/test';
import { blockingViolations } from '../support/axe.ts';
import { collectPageErrors, site } from '../support/page-errors.ts';
import { orderProduct, tableLink } from '../support/table-order.ts';

test('only-pay opens the table’s checkout once its bill is over the minimum, and says why not before', async ({
  browser,
  page,
}) => {
  const errors = collectPageErrors(page);
  const state = page.getByTestId('only-pay-state');
  await page.goto(site('la-brasa', '/chapinero/solo-pago'));
  await expect(state).toHaveText('Escanea el código QR de tu mesa para pagar su cuenta.');
  expect(await blockingViolations(page)).toEqual([]);
  await page.goto(site('la-brasa', '/chapinero/solo-pago?mesa=Z99'));
  await expect(state).toHaveText('No encontramos esa mesa. Escanea de nuevo el código QR de tu mesa.');
  // A typed code (no QR key) reaches no one's bill.
  await page.goto(site('la-brasa', '/chapinero/solo-pago?mesa=M12'));
  await expect(state).toHaveText('Escanea el código QR de tu mesa para pagar su cuenta.');
  // The table's printed QR, with its key, led to the only-pay page.
  const m12 = await tableLink('la-brasa', 'chapinero', 'M12');
  const payLink = m12.replace('/menu-digital?', '/solo-pago?');
  await page.goto(payLink);
  await expect(state).toHaveText('Esta mesa no tiene una cuenta abierta.');

  // A table mate orders; the payer's link follows the bill.
  const mate = await browser.newPage();
  await mate.goto(m12);
  await expect(mate.getByTestId('table-order')).toBeVisible();
  await orderProduct(mate, 'Gaseosa');
  await page.reload();
  await expect(state).toHaveText('Para pagar aquí la cuenta debe ser mayor a $ 10.000; pídela al mesero.');
  expect(await blockingViolations(page)).toEqual([]);
  await orderProduct(mate, 'Bandeja paisa');
  await page.reload();
  await expect(page).toHaveURL(/\/chapinero\/checkout\/\d+$/);
  await expect(page.getByTestId('balance-due')).toHaveText('$ 47.300');
  await mate.close();
  expect(errors).toEqual([]);
});
