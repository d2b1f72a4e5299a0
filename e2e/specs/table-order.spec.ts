import { expect, test, type Page } from '@playwright/test';
import { blockingViolations } from '../support/axe.ts';
import { collectPageErrors, site } from '../support/page-errors.ts';
import { API_URL, STAFF_TOKEN } from '../support/servers.ts';
import { orderProduct, tableLink } from '../support/table-order.ts';

const staff = { authorization: `Bearer ${STAFF_TOKEN}`, 'content-type': 'application/json' };

/** The kitchen marks every ordered line of a table's purchase prepared, through the real staff calls. */
async function kitchenPrepares(instance: string, branch: string, table: string): Promise<void> {
  const list = await fetch(`${API_URL}/staff/instances/${instance}/branches/${branch}/table-orders`, {
    headers: staff,
  });
  expect(list.ok).toBe(true);
  const { purchases } = (await list.json()) as {
    purchases: {
      id: number;
      table: { code: string } | null;
      table_shared: boolean;
      items: { id: number; status: string }[];
    }[];
  };
  // The table's shared bill (other specs' diners who typed the code have orders of their own there).
  const purchase = purchases.find((candidate) => candidate.table?.code === table && candidate.table_shared);
  expect(purchase).toBeDefined();
  for (const item of purchase?.items.filter((line) => line.status === 'ordered') ?? []) {
    const answer = await fetch(
      `${API_URL}/staff/instances/${instance}/purchases/${purchase?.id}/items/${item.id}`,
      {
        method: 'PUT',
        headers: staff,
        body: JSON.stringify({ status: 'prepared' }),
      },
    );
    expect(answer.status, await answer.text()).toBe(200);
  }
}

const product = (page: Page, name: string) => page.getByTestId('product').filter({ hasText: name });
const line = (page: Page, name: string) => page.getByTestId('order-line').filter({ hasText: name });

/** Opens a table's menu by a path of the site (a typed code: the diner's own order) or a printed QR link. */
/** Opens the beer's dialog, taps its add and answers the age form with `birthday`; answers the dialog. */
async function answerAgeForBeer(page: Page, birthday: string) {
  await product(page, 'Cerveza Club Colombia')
    .getByRole('button', { name: /Agregar/ })
    .click();
  const beer = page.getByRole('dialog', { name: 'Cerveza Club Colombia' });
  await beer.getByRole('button', { name: /Agregar al pedido/ }).click();
  await expect(beer.getByTestId('age-form')).toBeVisible();
  await beer.getByLabel('Fecha de nacimiento').fill(birthday);
  await beer.getByLabel('Confirmo que soy mayor de edad').check();
  await beer.getByRole('button', { name: 'Confirmar edad' }).click();
  return beer;
}

async function openTable(page: Page, path: string, place: string): Promise<void> {
  await page.goto(
    path.startsWith('http')
      ? path
      : site(path.startsWith('/miraflores') ? 'hotel-mirador' : 'la-brasa', path),
  );
  await expect(page.getByTestId('table-name')).toHaveText(place);
  await expect(page.getByTestId('table-order')).toBeVisible();
}

test('two diners at table M03 order together, send to the kitchen and see the kitchen prepare it', async ({
  browser,
}) => {
  const first = await browser.newContext();
  const second = await browser.newContext();
  const ana = await first.newPage();
  const beto = await second.newPage();
  const errors = [...collectPageErrors(ana), ...collectPageErrors(beto)];
  // Both scan the table's printed QR (its code and key): they share the table's bill.
  const m03 = await tableLink('la-brasa', 'chapinero', 'M03');
  await openTable(ana, m03, 'Mesa M03');
  await openTable(beto, m03, 'Mesa M03');
  expect(await blockingViolations(ana)).toEqual([]);

  // The churrasco's required options keep the add button disabled, with the reason shown.
  await product(ana, 'Churrasco 400 g')
    .getByRole('button', { name: /Agregar/ })
    .click();
  const dialog = ana.getByRole('dialog', { name: 'Churrasco 400 g' });
  const add = dialog.getByRole('button', { name: /Agregar al pedido/ });
  await expect(add).toBeDisabled();
  await expect(dialog.getByTestId('add-problem')).toHaveText('Elige una opción de «Término de la carne».');
  await dialog.getByLabel('Medio').check();
  await expect(dialog.getByTestId('add-problem')).toHaveText('Elige una opción de «Acompañamiento».');
  await dialog.getByLabel('Yuca frita').check();
  await dialog.getByLabel(/Chorizo/).check();
  await expect(dialog.getByTestId('add-problem')).toHaveCount(0);
  await expect(add).toHaveText('Agregar al pedido · $ 51.000');
  expect(await blockingViolations(ana)).toEqual([]);
  await add.click();
  await expect(dialog).toHaveCount(0);
  await expect(line(ana, 'Churrasco 400 g')).toContainText('Medio, Yuca frita, Chorizo');

  // A beer asks for the age first, then goes to the table's order.
  const beer = await answerAgeForBeer(ana, '1990-05-01');
  await expect(beer).toHaveCount(0);

  // The table mate sees both, pushed live.
  await expect(line(beto, 'Churrasco 400 g')).toContainText('Por enviar');
  await expect(line(beto, 'Cerveza Club Colombia')).toContainText('Por enviar');
  await expect(beto.getByTestId('order-total')).toHaveText('Total: $ 59.000');
  // Only the diner who added a pending line may change it.
  await expect(line(ana, 'Churrasco 400 g').getByTestId('line-editor')).toBeVisible();
  await expect(line(beto, 'Churrasco 400 g').getByTestId('line-editor')).toHaveCount(0);

  await beto.getByRole('button', { name: 'Enviar a la cocina (2)' }).click();
  for (const diner of [ana, beto]) {
    await expect(line(diner, 'Churrasco 400 g').getByTestId('order-line-status')).toHaveText(
      'En preparación',
    );
    await expect(line(diner, 'Cerveza Club Colombia').getByTestId('order-line-status')).toHaveText(
      'En preparación',
    );
  }

  await kitchenPrepares('la-brasa', 'chapinero', 'M03');
  for (const diner of [ana, beto]) {
    await expect(line(diner, 'Churrasco 400 g').getByTestId('order-line-status')).toHaveText('Preparado');
    await expect(line(diner, 'Cerveza Club Colombia').getByTestId('order-line-status')).toHaveText(
      'Preparado',
    );
  }

  await ana.getByTestId('call-waiter').click();
  await expect(beto.getByTestId('call-waiter')).toHaveText('Mesero llamado');
  await expect(beto.getByTestId('call-waiter')).toBeDisabled();
  expect(errors).toEqual([]);
  await first.close();
  await second.close();
});

test("'Postre del día' stops at its stock and 'Sopa del día' is shown unavailable", async ({ page }) => {
  await openTable(page, '/chapinero/menu-digital?mesa=M05', 'Mesa M05');
  const sopa = product(page, 'Sopa del día');
  await expect(sopa).toContainText('No disponible');
  await expect(sopa.getByRole('button')).toHaveCount(0);

  const postre = product(page, 'Postre del día');
  await expect(postre).toContainText('Quedan 3 unidades');
  await postre.getByRole('button', { name: /Agregar/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Postre del día' });
  await dialog.getByLabel('Cantidad').fill('4');
  await expect(dialog.getByTestId('add-problem')).toHaveText(
    'La cantidad seleccionada no está disponible, intenta con máximo 3.',
  );
  await expect(dialog.getByRole('button', { name: /Agregar al pedido/ })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Uno menos' }).click();
  await dialog.getByRole('button', { name: 'Uno menos' }).click();
  await dialog.getByRole('button', { name: 'Uno menos' }).click();
  await dialog.getByRole('button', { name: 'Agregar al pedido · $ 7.000' }).click();
  await expect(line(page, 'Postre del día')).toContainText('1 × Postre del día');

  // The diner changes their own pending line, up to the stock, then removes it.
  await page.getByRole('button', { name: 'Uno más de Postre del día' }).click();
  await expect(line(page, 'Postre del día')).toContainText('2 × Postre del día');
  await page.getByRole('button', { name: 'Uno más de Postre del día' }).click();
  await page.getByRole('button', { name: 'Uno más de Postre del día' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'intenta con máximo 3' })).toBeVisible();
  await expect(line(page, 'Postre del día')).toContainText('3 × Postre del día');
  await page.getByRole('button', { name: 'Quitar Postre del día del pedido' }).click();
  await expect(line(page, 'Postre del día')).toHaveCount(0);
  expect(await blockingViolations(page)).toEqual([]);
});

test('an unknown table code asks to scan the QR, and the diner may order without knowing the table', async ({
  page,
}) => {
  await page.goto(site('la-brasa', '/chapinero/menu-digital?mesa=Z99'));
  const scan = page.getByTestId('scan-qr');
  await expect(scan).toContainText('No identificamos tu mesa o habitación. Escanea el código QR.');
  await expect(page.getByTestId('table-order')).toHaveCount(0);
  await scan.getByRole('button', { name: 'No sé mi número de mesa' }).click();
  await expect(page.getByTestId('table-order')).toContainText('Aún no hay productos en el pedido.');
  await expect(page.getByTestId('scan-qr')).toHaveCount(0);
});

test('room 201 at hotel-mirador orders breakfast, with payment required and no waiter call', async ({
  page,
}) => {
  await openTable(page, '/miraflores/service-room?mesa=201', 'Habitación 201');
  await product(page, 'Desayuno americano')
    .getByRole('button', { name: /Agregar/ })
    .click();
  await page
    .getByRole('dialog', { name: 'Desayuno americano' })
    .getByRole('button', { name: /Agregar al pedido/ })
    .click();
  const order = page.getByTestId('table-order');
  await expect(line(page, 'Desayuno americano')).toContainText('Por enviar');
  await expect(order).toContainText('Aquí el pedido se paga en la app antes de prepararse.');
  await expect(page.getByTestId('call-waiter')).toHaveCount(0);
});

test('the age answer is remembered across a reload: a second beer is not asked again', async ({ page }) => {
  await openTable(page, '/chapinero/menu-digital?mesa=M07', 'Mesa M07');
  await answerAgeForBeer(page, '1990-05-01');
  await expect(line(page, 'Cerveza Club Colombia')).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('table-order')).toBeVisible();
  await product(page, 'Michelada')
    .getByRole('button', { name: /Agregar/ })
    .click();
  const michelada = page.getByRole('dialog', { name: 'Michelada' });
  await michelada.getByRole('button', { name: /Agregar al pedido/ }).click();
  await expect(michelada).toHaveCount(0);
  await expect(line(page, 'Michelada')).toBeVisible();
});

test('the table order tabs: menu, order and payment view, and back from each tab goes to the menu tab or back in history', async ({
  page,
}) => {
  await page.goto(site('la-brasa', '/chapinero/menu'));
  await expect(page.getByTestId('menu-page')).toBeVisible();
  await openTable(page, '/chapinero/menu-digital?mesa=M08', 'Mesa M08');
  await product(page, 'Gaseosa')
    .getByRole('button', { name: /Agregar/ })
    .click();
  await page
    .getByRole('dialog', { name: 'Gaseosa' })
    .getByRole('button', { name: /Agregar al pedido/ })
    .click();
  await expect(line(page, 'Gaseosa')).toBeVisible();
  // The table's code without its QR's key: the order is the diner's own, as the notice says.
  await expect(page.getByTestId('added-notice')).toContainText('Gaseosa agregado a tu pedido');

  // Its tabs say so too.
  const tabs = page.getByRole('tablist', { name: 'Tu pedido' });
  await tabs.getByRole('tab', { name: 'Pedido, 1 producto' }).click();
  await expect(page.getByTestId('product')).toHaveCount(0);
  await expect(page.getByTestId('table-order')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  // Nothing is cooking: back returns to the menu tab.
  await page.getByRole('button', { name: 'Volver' }).click();
  await expect(tabs.getByRole('tab', { name: 'Menú' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('product').first()).toBeVisible();

  await tabs.getByRole('tab', { name: 'Pagar' }).click();
  const pay = page.getByTestId('payment-view');
  await expect(pay.getByRole('link', { name: 'Ir a pagar' })).toHaveAttribute(
    'href',
    /^\/chapinero\/checkout\/\d+$/,
  );
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Volver' }).click();
  await expect(tabs.getByRole('tab', { name: 'Menú' })).toHaveAttribute('aria-selected', 'true');

  // Once a product is cooking, back from the order tab leaves the page (back in history).
  await page.getByRole('button', { name: 'Enviar a la cocina (1)' }).click();
  await expect(line(page, 'Gaseosa').getByTestId('order-line-status')).toHaveText('En preparación');
  await tabs.getByRole('tab', { name: 'Pedido, 1 producto' }).click();
  await page.getByRole('button', { name: 'Volver' }).click();
  await expect(page).toHaveURL(/\/chapinero\/menu$/);
});

test('a diner who answered as a minor gets no alcoholic drink, says why, and is not asked again; other products still go in', async ({
  page,
}) => {
  await openTable(page, '/chapinero/menu-digital?mesa=M06', 'Mesa M06');
  const beer = await answerAgeForBeer(page, '2012-01-01');
  await expect(beer.getByRole('alert')).toHaveText(
    'Las bebidas con alcohol solo se venden a mayores de edad.',
  );
  await expect(beer.getByRole('button', { name: /Agregar al pedido/ })).toBeDisabled();
  await expect(beer.getByLabel('Fecha de nacimiento')).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(page.getByTestId('table-order')).toBeVisible();
  await product(page, 'Michelada')
    .getByRole('button', { name: /Agregar/ })
    .click();
  const michelada = page.getByRole('dialog', { name: 'Michelada' });
  await expect(michelada.getByTestId('add-problem')).toHaveText(
    'Las bebidas con alcohol solo se venden a mayores de edad.',
  );
  await expect(michelada.getByRole('button', { name: /Agregar al pedido/ })).toBeDisabled();
  await page.keyboard.press('Escape');
  await orderProduct(page, 'Gaseosa');
  await expect(line(page, 'Gaseosa')).toBeVisible();
  await expect(line(page, 'Michelada')).toHaveCount(0);
  await expect(line(page, 'Cerveza Club Colombia')).toHaveCount(0);
});
