import { expect, test } from '@playwright/test';
import { fillCard, fillContact, ownOrder } from '../support/checkout.ts';
import { collectPageErrors, site } from '../support/page-errors.ts';
import { API_URL, STAFF_TOKEN } from '../support/servers.ts';

// The error messages where a diner meets them, on a phone. A lost connection is the only failure
// produced by blocking the request (page.route); everything else is the real API's answer.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("MyOrder that cannot be read says 'error retrieving your order', and shows it once reachable", async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const purchaseId = await ownOrder(page, 'la-brasa', 'chapinero', ['Patacón con hogao']);
  const offline = /\/menudigital\/(cart|live)\//;
  await page.route(offline, (route) => route.abort('internetdisconnected'));
  // Without its profile cookie the server renders the page without the order: the browser asks for it.
  await page.context().clearCookies({ name: 'mesa_profile' });
  await page.goto(site('la-brasa', `/chapinero/menu-digital/my-order/${purchaseId}`));
  const failure = page.getByRole('alert').filter({ hasText: 'Ocurrió un error al consultar tu pedido.' });
  await expect(failure).toContainText('No hay conexión. Revisa tu internet e inténtalo de nuevo.');

  // Trying again while still offline says the same; once the connection is back the order shows (the
  // page's live channel polls the order again by itself).
  const retried = page.waitForRequest(offline);
  await failure.getByRole('button', { name: 'Reintentar' }).click();
  await retried;
  await expect(failure).toContainText('No hay conexión.');
  await page.unroute(offline);
  await expect(page.getByTestId('my-order-line').filter({ hasText: 'Patacón con hogao' })).toBeVisible({
    timeout: 15_000,
  });
  expect(errors).toEqual([]);
});

test('an order that cannot reach the kitchen says to try again or call the waiter, and goes on the next try', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await ownOrder(page, 'la-brasa', 'chapinero', ['Empanadas x3']);
  const kitchen = /\/menudigital\/cook_products\//;
  await page.route(kitchen, (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: /Enviar a la cocina/ }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Error al procesar tu pedido, inténtalo de nuevo. Si el error persiste llama al mesero.',
  );

  await page.unroute(kitchen);
  await page.getByRole('button', { name: /Enviar a la cocina/ }).click();
  await expect(page.getByTestId('order-line-status').first()).toHaveText('En preparación');
  expect(errors).toEqual([]);
});

/** The staff mark `labels` of la-brasa Chapinero's menu sold out (`false`) or available again (`true`). */
async function setAvailable(labels: string[], available: boolean): Promise<void> {
  const menu = `${API_URL}/staff/instances/la-brasa/branches/chapinero`;
  const headers = { authorization: `Bearer ${STAFF_TOKEN}` };
  const { products } = (await (await fetch(`${menu}/menu`, { headers })).json()) as {
    products: { id: number; label: string }[];
  };
  for (const label of labels) {
    const product = products.find((candidate) => candidate.label === label);
    if (!product) throw new Error(`no ${label} on the menu`);
    const res = await fetch(`${menu}/products/${product.id}`, {
      method: 'PATCH',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ available }),
    });
    expect(res.status, await res.text()).toBe(200);
  }
}

test('products sold out before the order reaches the kitchen: "some of your products are not available", the rest goes', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const soldOut = ['Limonada de coco', 'Torta tres leches'];
  await ownOrder(page, 'la-brasa', 'chapinero', ['Empanadas x3', ...soldOut]);
  await setAvailable(soldOut, false);
  try {
    await page.getByRole('button', { name: 'Enviar a la cocina (3)' }).click();
    const notice = page
      .getByRole('alert')
      .filter({ hasText: 'Algunos de tus productos no están disponibles' });
    await expect(notice).toContainText('los retiramos de tu pedido');
    for (const label of soldOut) await expect(notice).toContainText(label);
    const lines = page.getByTestId('order-line');
    await expect(lines).toHaveCount(1);
    await expect(lines.first()).toContainText('Empanadas x3');
    await expect(page.getByTestId('order-line-status')).toHaveText(['En preparación']);
  } finally {
    await setAvailable(soldOut, true);
  }
  expect(errors).toEqual([]);
});

test('a card the provider cannot add: the order was not completed, and why', async ({ page }) => {
  const errors = collectPageErrors(page);
  await ownOrder(page, 'la-brasa', 'chapinero', ['Bandeja paisa']);
  await page.getByTestId('pay-bill').click();
  await expect(page.getByTestId('balance')).toBeVisible();
  await page.getByLabel('Medio de pago').selectOption('card');
  await fillContact(page, 'Ana');
  await fillCard(page, '4000 0000 0000 0069');
  // The table's default tip (10 %) is saved as the checkout opens: a tap before it lands pays the old
  // amount and is refused as "the bill changed". Pay what the button names once it is in.
  await expect(page.getByTestId('pay')).toHaveText('Pagar $ 41.800');
  await page.getByTestId('pay').click();
  const outcome = page.getByTestId('payment-outcome');
  await expect(outcome).toHaveAttribute('data-status', 'error');
  await expect(outcome).toContainText('Tu pedido no se completó por un problema con el pago.');
  await expect(outcome).toContainText('Error al agregar la tarjeta. Revisa sus datos o usa otra tarjeta.');
  await expect(outcome.getByRole('button', { name: 'Cambiar medio de pago' })).toBeVisible();
  expect(errors).toEqual([]);
});
