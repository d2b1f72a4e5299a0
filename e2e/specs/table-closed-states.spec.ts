import { expect, test } from '@playwright/test';
import { blockingViolations } from '../support/axe.ts';
import { staffPut } from '../support/checkout.ts';
import { collectPageErrors, site } from '../support/page-errors.ts';
import { orderLine, orderProduct, productCard, tableLink } from '../support/table-order.ts';

// The staff's switches of the day hold at the table: a closed kitchen or business takes no new table
// order. The diner's on-table menu says so before they try, and the API refuses what they try anyway.

const state = (body: object) => staffPut('/instances/la-brasa/branches/chapinero/state', body);

test.afterEach(async () => {
  await state({ business_closed: false, kitchen_closed: false });
});

test('a closed kitchen, then a closed business: the table’s menu says so first, and nothing new is ordered', async ({
  browser,
  page,
}) => {
  const errors = collectPageErrors(page);
  // Seated before the kitchen closes, with a line already on the table's bill.
  await page.goto(await tableLink('la-brasa', 'chapinero', 'M01'));
  await expect(page.getByTestId('table-order')).toBeVisible();
  await orderProduct(page, 'Gaseosa');
  await expect(page.getByTestId('branch-closed')).toHaveCount(0);

  await state({ kitchen_closed: true });
  await page.reload();
  const closed = page.getByTestId('branch-closed');
  await expect(closed).toHaveText('La cocina está cerrada en este momento: no recibe pedidos nuevos.');
  // The table's bill is still there to read and pay.
  await expect(orderLine(page, 'Gaseosa')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  // Trying anyway: the API refuses the line with the same words; the bill keeps what it had.
  await productCard(page, 'Limonada de coco')
    .getByRole('button', { name: /Agregar/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Limonada de coco' });
  const refused = page.waitForResponse(
    (response) => response.url().includes('/menudigital/add_product_cart') && response.status() === 409,
  );
  await dialog.getByRole('button', { name: /Agregar al pedido/ }).click();
  expect(((await (await refused).json()) as { error: string }).error).toBe('kitchen_closed');
  await expect(
    dialog.getByText('La cocina está cerrada en este momento: no recibe pedidos nuevos.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(orderLine(page, 'Limonada de coco')).toHaveCount(0);

  // A diner arriving at another table while the business is closed: told before anything, no order opens.
  await state({ kitchen_closed: false, business_closed: true });
  const newcomerContext = await browser.newContext();
  const newcomer = await newcomerContext.newPage();
  const newcomerErrors = collectPageErrors(newcomer);
  const join = newcomer.waitForResponse(
    (response) => response.url().endsWith('/menudigital/init.json') && response.request().method() === 'POST',
  );
  await newcomer.goto(site('la-brasa', '/chapinero/menu-digital?mesa=M02'));
  await expect(newcomer.getByTestId('branch-closed')).toHaveText(
    'El negocio está cerrado en este momento: no recibe pedidos nuevos.',
  );
  const joined = await join;
  expect(joined.status()).toBe(409);
  expect(((await joined.json()) as { error: string }).error).toBe('business_closed');
  await expect(newcomer.getByTestId('table-order')).toHaveCount(0);
  expect(await blockingViolations(newcomer)).toEqual([]);

  // Open again: the same diner orders.
  await state({ business_closed: false });
  await newcomer.reload();
  await expect(newcomer.getByTestId('table-order')).toBeVisible();
  await expect(newcomer.getByTestId('branch-closed')).toHaveCount(0);
  await orderProduct(newcomer, 'Gaseosa');
  await expect(orderLine(newcomer, 'Gaseosa')).toBeVisible();
  expect([...errors, ...newcomerErrors]).toEqual([]);
  await newcomerContext.close();
});
