import { expect, test, type Page } from '@playwright/test';
import { blockingViolations } from '../support/axe.ts';
import { fillCard, ownOrder, staffPut } from '../support/checkout.ts';
import { collectPageErrors, errorsOnceHydrated, site } from '../support/page-errors.ts';
import { serverPage } from '../support/server-page.ts';
import { API_URL, STAFF_TOKEN } from '../support/servers.ts';

const line = (page: Page, name: string) => page.getByTestId('my-order-line').filter({ hasText: name });

/** The line ids of a purchase, from the staff's list of the branch's open table orders. */
async function lineIds(purchaseId: number): Promise<Record<string, number>> {
  const response = await fetch(`${API_URL}/staff/instances/la-brasa/branches/chapinero/table-orders`, {
    headers: { authorization: `Bearer ${STAFF_TOKEN}` },
  });
  const { purchases } = (await response.json()) as {
    purchases: { id: number; items: { id: number; label: string }[] }[];
  };
  const purchase = purchases.find((candidate) => candidate.id === purchaseId);
  return Object.fromEntries((purchase?.items ?? []).map((item) => [item.label, item.id]));
}

test('MyOrder follows the order live (line statuses, tip, a coupon from another tab) and pays through the precheckout, which keeps the buyer for next time', async ({
  context,
  page,
}) => {
  const errors = collectPageErrors(page);
  const purchaseId = await ownOrder(page, 'la-brasa', 'chapinero', ['Bandeja paisa', 'Patacón con hogao']);
  await page.getByRole('button', { name: /Enviar a la cocina/ }).click();
  await expect(page.getByTestId('order-line-status').first()).toHaveText('En preparación');

  const address = site('la-brasa', `/chapinero/menu-digital/my-order/${purchaseId}`);
  // The first render after a start may load the remote past the render budget; the next one is warm.
  await expect.poll(async () => (await serverPage(address)).render, { timeout: 30_000 }).toBe('server');
  const response = await page.goto(address);
  expect(response?.headers()['x-mesa-render']).toBe('server');
  await expect(line(page, 'Bandeja paisa').getByTestId('my-order-line-status')).toHaveText('En preparación');
  await expect(page.getByTestId('bill-items')).toHaveText('$ 50.000');
  // The order starts from the default tip (10 percent).
  await expect(page.getByTestId('bill-tip')).toHaveText('$ 5.000');
  await expect(page.getByTestId('balance-due')).toHaveText('$ 55.000');
  await expect(page.getByTestId('my-order-status')).toContainText('En preparación');
  expect(await blockingViolations(page)).toEqual([]);

  // The kitchen marks the bandeja ready: the page follows without a reload.
  const ids = await lineIds(purchaseId);
  await staffPut(`/instances/la-brasa/purchases/${purchaseId}/items/${ids['Bandeja paisa']}`, {
    status: 'prepared',
  });
  await expect(line(page, 'Bandeja paisa').getByTestId('my-order-line-status')).toHaveText('Preparado');

  // The same diner applies a coupon in the checkout of another tab: MyOrder shows it at once.
  const other = await context.newPage();
  await other.goto(site('la-brasa', `/chapinero/checkout/${purchaseId}`));
  const coupon = other.getByTestId('coupon');
  await coupon.getByLabel('Código del cupón').fill('MENOS5000');
  await coupon.getByRole('button', { name: 'Aplicar cupón' }).click();
  await expect(page.getByTestId('bill-discount')).toHaveText('−$ 5.000');
  await expect(page.getByTestId('balance-due')).toHaveText('$ 50.000');
  await other.close();

  // Pay: the precheckout reviews the order and asks for the buyer's data, checked for Colombia.
  await page.getByTestId('my-order-pay').click();
  await expect(page).toHaveURL(new RegExp(`/chapinero/precheckout\\?purchase_id=${purchaseId}$`));
  const precheckout = page.getByTestId('precheckout-page');
  await expect(precheckout.getByTestId('balance-due')).toHaveText('$ 50.000');
  await expect(precheckout.getByText('+57', { exact: true })).toBeVisible();
  await page.getByTestId('precheckout-continue').click();
  await expect(page.getByRole('alert').filter({ hasText: 'Revisa los campos marcados.' })).toBeVisible();
  await expect(page.getByLabel('Nombre', { exact: true })).toBeFocused();
  await page.getByLabel('Nombre', { exact: true }).fill('Ana');
  await page.getByLabel('Celular', { exact: true }).fill('12 34');
  await page.getByLabel('Correo electrónico').fill('ana@example.com');
  await page.getByLabel('Tipo de documento').selectOption('national_id');
  await page.getByLabel('Número de documento').fill('1020304050');
  await page.getByTestId('precheckout-continue').click();
  await expect(page.getByText('El celular no es válido')).toBeVisible();
  await expect(page.getByLabel('Celular', { exact: true })).toBeFocused();
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByLabel('Celular', { exact: true }).fill('300 111 2233');
  await page.getByTestId('precheckout-continue').click();

  // The checkout asks only how to pay: the contact is the precheckout's.
  await expect(page).toHaveURL(new RegExp(`/chapinero/checkout/${purchaseId}$`));
  await expect(page.getByTestId('contact-summary')).toContainText('Ana · +573001112233');
  await expect(page.getByLabel('Nombre', { exact: true })).toBeHidden();
  await page.getByLabel('Medio de pago').selectOption('card');
  await expect(page.getByLabel('Número de documento del titular')).toHaveValue('1020304050');
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByTestId('pay').click();
  await expect(page.getByTestId('payment-outcome')).toHaveAttribute('data-status', 'approved');

  await page.goto(site('la-brasa', `/chapinero/menu-digital/my-order/${purchaseId}`));
  await expect(page.getByTestId('my-order-paid')).toHaveText('La cuenta está pagada. ¡Gracias!');
  await expect(page.getByTestId('my-order-status')).toContainText('Cuenta cerrada');

  // Next time: a new order without a table; grab-and-go's MyOrder finds it, the precheckout knows the buyer.
  await ownOrder(page, 'la-brasa', 'chapinero', ['Bandeja paisa']);
  await page.goto(site('la-brasa', '/chapinero/grab-and-go/my-order'));
  await expect(line(page, 'Bandeja paisa')).toContainText('1 × Bandeja paisa');
  await page.getByTestId('my-order-pay').click();
  await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Ana');
  await expect(page.getByLabel('Número de documento')).toHaveValue('1020304050');
  expect(await errorsOnceHydrated(page, errors)).toEqual([]);
});

test('an order without products (a zero-amount order) shows as empty, with nothing to pay and the way back', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto(site('la-brasa', '/chapinero/grab-and-go/my-order'));
  await expect(page.getByTestId('my-order-none')).toHaveText('No tienes un pedido abierto en esta sede.');
  await page.goto(site('la-brasa', '/chapinero/menu-digital?mesa=Z99'));
  await page.getByTestId('scan-qr').getByRole('button', { name: 'No sé mi número de mesa' }).click();
  await expect(page.getByTestId('table-order')).toBeVisible();

  await page.goto(site('la-brasa', '/chapinero/grab-and-go/my-order'));
  await expect(page.getByTestId('my-order-empty')).toHaveText('Aún no hay productos en tu pedido.');
  await expect(page.getByTestId('balance-due')).toHaveText('$ 0');
  await expect(page.getByTestId('my-order-pay')).toHaveCount(0);
  await expect(page.getByText('No hay nada por pagar por ahora.')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Volver al menú' }).click();
  await expect(page).toHaveURL(/\/chapinero\/menu-digital$/);
  expect(errors).toEqual([]);
});

test('MyOrder does not download the phone rules; the precheckout loads them and still judges the phone', async ({
  page,
}) => {
  const phoneChunks: string[] = [];
  page.on('request', (request) => {
    if (/localhost:5176\/assets\/phone-[\w-]+\.js$/.test(request.url())) phoneChunks.push(request.url());
  });
  const purchaseId = await ownOrder(page, 'la-brasa', 'chapinero', ['Bandeja paisa']);
  await page.goto(site('la-brasa', `/chapinero/menu-digital/my-order/${purchaseId}`));
  await expect(line(page, 'Bandeja paisa')).toBeVisible();
  await expect(page.getByTestId('my-order-pay')).toBeVisible();
  expect(phoneChunks).toEqual([]);

  await page.getByTestId('my-order-pay').click();
  const precheckout = page.getByTestId('precheckout-page');
  await expect(precheckout.getByText('+57', { exact: true })).toBeVisible();
  expect(phoneChunks).toHaveLength(1);
  await page.getByLabel('Nombre', { exact: true }).fill('Ana');
  await page.getByLabel('Celular', { exact: true }).fill('12');
  await page.getByTestId('precheckout-continue').click();
  await expect(precheckout.getByText('El celular no es válido')).toBeVisible();
});
