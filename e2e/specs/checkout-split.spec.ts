import { expect, test, type Browser, type Page } from '@playwright/test';
import { blockingViolations } from '../support/axe.ts';
import { collectPageErrors, site } from '../support/page-errors.ts';
import { fillCard, fillContact } from '../support/checkout.ts';
import { API_URL, STAFF_TOKEN } from '../support/servers.ts';
import { tableLink } from '../support/table-order.ts';

const product = (page: Page, name: string) => page.getByTestId('product').filter({ hasText: name });

/** A diner who scans the table's printed QR: they share its bill with whoever else scanned it. */
async function seat(browser: Browser, table: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto(await tableLink('la-brasa', 'chapinero', table));
  await expect(page.getByTestId('table-order')).toBeVisible();
  return { context, page, errors };
}

async function order(page: Page, name: string, addLabel = /Agregar/, confirm = /Agregar al pedido/) {
  await product(page, name).getByRole('button', { name: addLabel }).click();
  const dialog = page.getByRole('dialog', { name });
  await dialog.getByRole('button', { name: confirm }).click();
  await expect(dialog).toHaveCount(0);
}

async function toCheckout(page: Page) {
  await page.getByTestId('pay-bill').click();
  await expect(page.getByTestId('checkout-page')).toBeVisible();
  await expect(page.getByTestId('balance')).toBeVisible();
}

test('three diners at M05 split the bill: items by card, an equal part by PSE, the rest after a declined card with Nequi', async ({
  browser,
}) => {
  const ana = await seat(browser, 'M05');
  const beto = await seat(browser, 'M05');
  const carla = await seat(browser, 'M05');
  await order(ana.page, 'Bandeja paisa');
  await order(beto.page, '1/4 de pollo a la brasa');
  await order(carla.page, 'Patacón con hogao');
  await expect(carla.page.getByTestId('order-total')).toHaveText('Total: $ 72.000');

  for (const diner of [ana, beto, carla]) await toCheckout(diner.page);
  // The default tip (10 percent) is on the bill: 72.000 + 7.200.
  for (const diner of [ana, beto, carla]) {
    await expect(diner.page.getByTestId('balance-due')).toHaveText('$ 79.200');
  }
  await expect(ana.page.getByText('Impoconsumo (8 %) no incluido.')).toBeVisible();
  expect(await blockingViolations(ana.page)).toEqual([]);

  // Ana pays her own items by card: the bandeja and its share of the tip.
  await ana.page.getByLabel('Mis productos').check();
  await ana.page.getByLabel(/Bandeja paisa/).check();
  await expect(ana.page.getByTestId('share')).toHaveText('Pagas $ 41.800');
  await ana.page.getByLabel('Medio de pago').selectOption('card');
  await fillContact(ana.page, 'Ana');
  await fillCard(ana.page, '4242 4242 4242 4242');
  expect(await blockingViolations(ana.page)).toEqual([]);
  await ana.page.getByTestId('pay').click();
  await expect(ana.page.getByTestId('payment-outcome')).toHaveAttribute('data-status', 'approved');
  for (const diner of [ana, beto, carla]) {
    await expect(diner.page.getByTestId('balance-remaining')).toHaveText('$ 37.400');
  }

  // Beto pays a third by PSE through the sandbox bank and comes back to the webcheckout page.
  await beto.page.getByLabel('Partes iguales').check();
  await beto.page.getByLabel('Número de partes').fill('3');
  await expect(beto.page.getByTestId('share')).toHaveText('Pagas $ 26.400');
  await beto.page.getByLabel('Medio de pago').selectOption('pse');
  await fillContact(beto.page, 'Beto');
  await beto.page.getByLabel('Banco', { exact: true }).selectOption('Banco de Pruebas');
  await beto.page.getByLabel('Tipo de cliente').selectOption('person');
  await beto.page.getByTestId('pay').click();
  await expect(beto.page.getByRole('heading', { name: 'Banco de pruebas PSE' })).toBeVisible();
  await beto.page.getByRole('button', { name: 'Aprobar pago' }).click();
  await expect(beto.page.getByTestId('webcheckout-page')).toBeVisible();
  await expect(beto.page.getByTestId('payment-outcome')).toHaveAttribute('data-status', 'approved');
  expect(await blockingViolations(beto.page)).toEqual([]);
  for (const diner of [ana, carla]) {
    await expect(diner.page.getByTestId('balance-remaining')).toHaveText('$ 11.000');
  }

  // Carla pays the rest: declined card first (her data stays, the card number does not), then Nequi.
  await carla.page.getByLabel('Medio de pago').selectOption('card');
  await fillContact(carla.page, 'Carla');
  await fillCard(carla.page, '4000 0000 0000 0002');
  await expect(carla.page.getByTestId('share')).toHaveText('Pagas $ 11.000');
  await carla.page.getByTestId('pay').click();
  const declined = carla.page.getByTestId('payment-outcome');
  await expect(declined).toHaveAttribute('data-status', 'declined');
  await expect(declined).toContainText('Transacción rechazada o declinada por el banco.');
  expect(await blockingViolations(carla.page)).toEqual([]);
  await carla.page.getByRole('button', { name: 'Cambiar medio de pago' }).click();
  await expect(carla.page.getByLabel('Nombre', { exact: true })).toHaveValue('Carla');
  await carla.page.getByLabel('Medio de pago').selectOption('nequi');
  await carla.page.getByLabel('Celular con Nequi').fill('3001112233');
  await carla.page.getByTestId('pay').click();

  for (const diner of [ana, carla]) {
    await expect(diner.page.getByTestId('table-closed')).toBeVisible();
    await expect(diner.page.getByTestId('balance-remaining')).toHaveText('$ 0');
  }
  await beto.page.getByRole('link', { name: 'Volver a la cuenta' }).click();
  await expect(beto.page.getByTestId('table-closed')).toBeVisible();

  for (const diner of [ana, beto, carla]) {
    expect(diner.errors).toEqual([]);
    await diner.context.close();
  }
});

const WORDS = {
  es: {
    pick: null,
    minimum: 'El valor mínimo de compra es $ 10.000',
    tip: 'Propina voluntaria',
    add: /Agregar/,
    confirm: /Agregar al pedido/,
  },
  en: {
    pick: 'English',
    minimum: 'The minimum purchase value is $ 10.000',
    tip: 'Voluntary tip',
    add: /Add/,
    confirm: /Add to (the )?order/,
  },
} as const;

for (const [lang, words] of Object.entries(WORDS)) {
  test(`in ${lang}, a bill below 10.000 COP cannot be paid, and the tip changes the total`, async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    if (words.pick) {
      await page.goto(site('la-brasa'));
      await page.getByTestId('language-button').click();
      await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: words.pick }).click()]);
    }
    const table = lang === 'es' ? 'M06' : 'M07';
    await page.goto(site('la-brasa', `/chapinero/menu-digital?mesa=${table}`));
    await expect(page.getByTestId('table-order')).toBeVisible();
    await order(page, 'Gaseosa', words.add, words.confirm);
    await toCheckout(page);
    await expect(page.getByTestId('minimum-order')).toHaveText(words.minimum);
    await expect(page.getByTestId('pay')).toBeDisabled();
    await expect(page.getByRole('group', { name: words.tip })).toBeVisible();
    await expect(page.getByTestId('balance-due')).toHaveText('$ 5.500');
    await page.getByTestId('tip').getByRole('button', { name: '20', exact: false }).click();
    await expect(page.getByTestId('balance-due')).toHaveText('$ 6.000');
    await page
      .getByTestId('tip')
      .getByRole('button', { name: lang === 'es' ? 'No' : 'No' })
      .click();
    await expect(page.getByTestId('balance-due')).toHaveText('$ 5.000');
    expect(await blockingViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('a product a table mate pays first leaves the other diner’s choice live; a bill the staff close with money due is never called paid', async ({
  browser,
}) => {
  const ana = await seat(browser, 'M05');
  const beto = await seat(browser, 'M05');
  await order(ana.page, 'Bandeja paisa');
  await order(beto.page, 'Patacón con hogao');
  for (const diner of [ana, beto]) {
    await toCheckout(diner.page);
    await diner.page.getByLabel('Mis productos').check();
  }
  const anaPatacon = ana.page.getByLabel(/Patacón con hogao/);
  await anaPatacon.check();
  await expect(ana.page.getByTestId('share')).toBeVisible();

  await beto.page.getByLabel(/Patacón con hogao/).check();
  await beto.page.getByLabel('Medio de pago').selectOption('card');
  await fillContact(beto.page, 'Beto');
  await fillCard(beto.page, '4242 4242 4242 4242');
  await beto.page.getByTestId('pay').click();
  await expect(beto.page.getByTestId('payment-outcome')).toHaveAttribute('data-status', 'approved');

  // Ana's screen hears of it: the patacón is paid, no longer hers to pay, and nothing is offered.
  await expect(anaPatacon).toBeDisabled();
  await expect(anaPatacon).not.toBeChecked();
  await expect(ana.page.getByTestId('split-problem')).toHaveText('Elige los productos que pagas.');

  // The staff close the bill with the bandeja unpaid: Ana's checkout says it is closed with money due.
  const closed = await fetch(
    `${API_URL}/staff/instances/la-brasa/purchases/${/\/checkout\/(\d+)/.exec(ana.page.url())?.[1]}/close`,
    { method: 'PUT', headers: { authorization: `Bearer ${STAFF_TOKEN}` } },
  );
  expect(closed.status).toBe(200);
  await expect(ana.page.getByTestId('table-closed-due')).toContainText(
    'El personal cerró esta cuenta con $ 41.800 sin pagar en la app.',
  );
  await expect(ana.page.getByTestId('table-closed')).toHaveCount(0);
  for (const diner of [ana, beto]) {
    expect(diner.errors).toEqual([]);
    await diner.context.close();
  }
});

test('room 201 at hotel-mirador pays its breakfast before it goes to the kitchen', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto(site('hotel-mirador', '/miraflores/service-room?mesa=201'));
  await expect(page.getByTestId('table-order')).toBeVisible();
  await order(page, 'Desayuno americano');
  await expect(page.getByRole('button', { name: /Enviar a la cocina/ })).toHaveCount(0);
  await toCheckout(page);
  const roomPurchase = /\/checkout\/(\d+)/.exec(page.url())?.[1];
  await page.getByLabel('Medio de pago').selectOption('card');
  await page.getByLabel('Nombre', { exact: true }).fill('Huésped');
  await page.getByLabel('Celular', { exact: true }).fill('912 345 678');
  await page.getByLabel('Correo electrónico').fill('guest@example.com');
  await page.getByLabel('Tipo de documento', { exact: true }).selectOption('passport');
  await page.getByLabel('Número de documento', { exact: true }).fill('AB123456');
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByTestId('pay').click();
  await expect(page.getByTestId('payment-outcome')).toHaveAttribute('data-status', 'approved');
  expect(await blockingViolations(page)).toEqual([]);
  await page.goto(site('hotel-mirador', '/miraflores/service-room?mesa=201'));
  await expect(
    page.getByTestId('order-line').filter({ hasText: 'Desayuno americano' }).getByTestId('order-line-status'),
  ).toHaveText('En preparación');
  expect(errors).toEqual([]);
  // The guest checks out: the staff close the room's purchase (the next guest starts a new one).
  const closed = await fetch(`${API_URL}/staff/instances/hotel-mirador/purchases/${roomPurchase}/close`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${STAFF_TOKEN}` },
  });
  expect(closed.status, await closed.text()).toBe(200);
});
