import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { orderLine, orderProduct, productCard, tableLink } from '../support/table-order.ts';
import { startApi, stopServer } from '../support/servers.ts';

// The API restarts on a database kept on disk (a deployment's), not the suite's in-memory one.
let dataDir = '';
test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'mesa-api-restart-'));
  await stopServer('api');
  await startApi(dataDir);
});
test.afterAll(async () => {
  await stopServer('api');
  await startApi();
  rmSync(dataDir, { recursive: true, force: true });
});

test('the API restarts in the middle of a table order: nothing is lost and the page recovers by itself', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  // The table's printed QR, as this API's database keys it (it stays the same across the restart).
  const m06 = await tableLink('la-brasa', 'chapinero', 'M06');
  await page.goto(m06);
  await expect(page.getByTestId('table-order')).toBeVisible();
  await orderProduct(page, 'Gaseosa');
  await expect(orderLine(page, 'Gaseosa')).toBeVisible();

  await stopServer('api');
  const stoppedAt = Date.now();
  // While the API is away an action is refused with a message; nothing already ordered disappears.
  await productCard(page, 'Limonada de coco')
    .getByRole('button', { name: /Agregar/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Limonada de coco' });
  await dialog.getByRole('button', { name: /Agregar al pedido/ }).click();
  await expect(
    page.getByText('No hay conexión. Revisa tu internet e inténtalo de nuevo.').first(),
  ).toBeVisible({
    timeout: 15_000,
  });
  await expect(orderLine(page, 'Gaseosa')).toBeVisible();

  // Away for 10 s, as a restart on a slow machine is: the live channel and its polling fallback both fail.
  await page.waitForTimeout(Math.max(0, 10_000 - (Date.now() - stoppedAt)));
  await startApi(dataDir);
  // Back without a reload: the page catches up by itself and the order goes on.
  if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await orderProduct(page, 'Limonada de coco');
  await expect(orderLine(page, 'Limonada de coco')).toBeVisible({ timeout: 20_000 });
  await expect(orderLine(page, 'Gaseosa')).toBeVisible();

  // A second diner who scans the same table now sees both lines from the restarted API's database.
  const other = await browser.newPage();
  await other.goto(m06);
  await other.getByRole('tab', { name: /Pedido/ }).click();
  await expect(orderLine(other, 'Gaseosa')).toBeVisible();
  await expect(orderLine(other, 'Limonada de coco')).toBeVisible();
  // The first page's live channel came back too: the mate's new line shows there without a reload.
  await other.getByRole('tab', { name: 'Menú' }).click();
  await orderProduct(other, 'Torta tres leches');
  await expect(orderLine(page, 'Torta tres leches')).toBeVisible({ timeout: 20_000 });
  await other.close();
});
