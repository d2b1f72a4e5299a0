import { expect, test } from '@playwright/test';
import { blockingViolations } from '../support/axe.ts';
import { staffPut } from '../support/checkout.ts';
import {
  NO_TABLE_WORDS,
  PHONE,
  addAndOpenCart,
  giveBuyerData,
  rateOrder,
} from '../support/delivery-journey.ts';
import { journey } from '../support/journey.ts';
import { collectPageErrors, site } from '../support/page-errors.ts';

// A diner on a phone orders take-away at a branch with a minimum order, pays in cash at the counter and
// follows the order until they pick it up. An order for now: the branch must be taking orders.
test.use(PHONE);

test('take-away: the minimum order says why, the pickup address and time show after ordering, paid at the counter', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const diner = journey('take-away paid at the counter');
  await page.goto(site('la-brasa', '/'));
  await diner.tap(page.getByRole('link', { name: 'Para llevar' }));
  await diner.tap(page.getByTestId('branch-selector').getByRole('link', { name: /Chapinero/ }));
  await expect(page).toHaveURL(/\/chapinero/);

  const empanadas = page.getByTestId('product').filter({ hasText: 'Empanadas' });
  await diner.tap(empanadas.getByRole('button', { name: /Agregar/ }));
  await diner.tap(
    page.getByRole('dialog', { name: 'Empanadas' }).getByRole('button', { name: /Agregar al carrito/ }),
  );
  await diner.tap(page.getByRole('link', { name: /^Carrito/ }));
  await expect(page).toHaveURL(/\/chapinero\/delivery\/order$/);
  await expect(page.getByRole('radio', { name: 'Para llevar' })).toBeChecked();
  await expect(page.getByLabel('Dirección de entrega')).toHaveCount(0);

  // 9.000 is below the branch's minimum (10.000 in Colombia): the block says why, and the button
  // looks and is disabled.
  const below = page.getByTestId('cart-below-minimum');
  await expect(below).toHaveText('El valor mínimo de compra es $ 10.000. Agrega $ 1.000 más para continuar.');
  const next = page.getByRole('button', { name: 'Continuar' });
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  await expect(next).toHaveAttribute('aria-describedby', /cart-below-minimum/);
  expect(await next.evaluate((button) => getComputedStyle(button).borderStyle)).toBe('dashed');
  expect(await blockingViolations(page)).toEqual([]);

  await diner.tap(page.getByRole('button', { name: 'Agregar uno de Empanadas' }));
  await diner.tap(page.getByRole('button', { name: 'Agregar uno de Empanadas' }));
  await expect(below).toHaveCount(0);
  await expect(page.getByTestId('cart-total')).toHaveText('$ 27.000');
  await expect(next).toHaveAttribute('aria-disabled', 'false');
  await diner.tap(page.getByLabel('Empacar para llevar'));
  await diner.tap(next);

  await expect(page).toHaveURL(/\/chapinero\/precheckout\?purchase_id=\d+$/);
  await expect(page.getByTestId('pickup-address')).toHaveText('La Brasa ChapineroCarrera 13 # 63-20, Bogotá');
  await expect(page.getByTestId('delivery-when')).toHaveText('Lo antes posible');
  await giveBuyerData(page, diner);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagar tu pedido');
  await expect(page.getByTestId('split')).toBeHidden();
  await expect(page.getByTestId('pay')).toHaveText('Pagar $ 27.000');
  await diner.choose(page.getByLabel('Medio de pago'), 'cash');
  // The payment's id, from the answer the diner's own page gets: the cashier confirms that payment.
  const paid = page.waitForResponse(
    (response) => response.url().includes('/api/v4/payments.json') && response.request().method() === 'POST',
  );
  await diner.tap(page.getByTestId('pay'));
  const paymentId = ((await (await paid).json()) as { payment: { id: number } }).payment.id;
  const outcome = page.getByTestId('payment-outcome');
  await expect(outcome).toHaveAttribute('data-status', 'pending');
  await expect(outcome).toHaveText('Pagas $ 27.000 al recoger tu pedido; en la sede confirman tu pago.');
  await expect(page.getByTestId('checkout-page')).not.toContainText(NO_TABLE_WORDS);
  const orderId = Number(/\/checkout\/(\d+)$/.exec(page.url())?.[1]);
  expect(await blockingViolations(page)).toEqual([]);

  await diner.tap(page.getByTestId('follow-order'));
  await expect(page.getByTestId('pickup-address')).toContainText('Carrera 13 # 63-20, Bogotá');
  const status = page.getByTestId('order-status');
  // Paid at the counter: the kitchen has the order at once, the cashier takes the cash at pickup.
  await expect(status).toHaveText('Aceptado');
  await staffPut(`/payments/${paymentId}.json`, { status: 'approved' });
  for (const [step, label] of [
    ['preparation', 'En preparación'],
    ['packed', 'Empacado'],
    ['delivered', 'Entregado'],
  ] as const) {
    await staffPut(`/instances/la-brasa/purchases/${orderId}/status`, { status: step });
    await expect(status).toHaveText(label);
  }
  await rateOrder(page, diner);

  // "My orders": the picked-up order is finished, with its pickup address.
  await page.goto(site('la-brasa', '/chapinero/orders'));
  await expect(page.getByTestId('order-card').filter({ hasText: `Pedido ${orderId}` })).toHaveCount(0);
  await page.goto(site('la-brasa', '/chapinero/history-my-orders'));
  const card = page.getByTestId('order-card').filter({ hasText: `Pedido ${orderId}` });
  await expect(card.getByTestId('order-card-state')).toHaveText('Entregado');
  await expect(card.getByTestId('pickup-address')).toContainText('Carrera 13 # 63-20');
  diner.done();
  expect(errors).toEqual([]);
});

// A first visit creates the diner's profile once its page is hydrated, and the API takes an order only
// from a profile. A diner quicker than that (each tap a fresh page load, a slow phone) continues while
// the profile is still on its way: the order waits for it and is sent once, never refused.
test('take-away: a continue made while the profile is still being created places the order once', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  // The real request, held until the diner has continued (not answered in its place).
  let releaseProfile = () => {};
  const profileHeld = new Promise<void>((resolve) => {
    releaseProfile = resolve;
  });
  await page.route('**/profiles/anonymous.json', async (route) => {
    await profileHeld;
    await route.continue();
  });
  const orders: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/shopping_cart/delivery_order.json')) {
      orders.push(request.url());
    }
  });

  await page.goto(site('la-brasa', '/chapinero'));
  await addAndOpenCart(page, 'Empanadas');
  await page.getByRole('radio', { name: 'Para llevar' }).check();
  await page.getByRole('button', { name: 'Agregar uno de Empanadas' }).click();
  await expect(page.getByTestId('cart-total')).toHaveText('$ 18.000');
  await page.getByRole('button', { name: 'Continuar' }).click();

  // Waiting: the button says the order is on its way, nothing is sent and nothing is refused.
  await expect(page.getByRole('button', { name: 'Enviando tu pedido…' })).toBeVisible();
  await expect(page.getByTestId('cart-refused')).toHaveCount(0);
  expect(orders).toEqual([]);

  releaseProfile();
  await expect(page).toHaveURL(/\/chapinero\/precheckout\?purchase_id=\d+$/);
  await expect(page.getByTestId('pickup-address')).toHaveText('La Brasa ChapineroCarrera 13 # 63-20, Bogotá');
  expect(orders).toHaveLength(1);
  expect(errors).toEqual([]);
});
