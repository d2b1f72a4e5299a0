import { expect, test, type Page } from '@playwright/test';
import { blockingViolations } from '../support/axe.ts';
import { fillCard, staffPut } from '../support/checkout.ts';
import { API_URL, STAFF_TOKEN } from '../support/servers.ts';
import { collectPageErrors, site } from '../support/page-errors.ts';
import { addToCart } from '../support/table-order.ts';

/** The diner's position is `latitude, longitude`; /my-location finds its zone and opens the branch's Home. */
async function deliverAt(page: Page, latitude: number, longitude: number, zone: string) {
  await page.context().grantPermissions(['geolocation'], { origin: site('la-brasa', '') });
  await page.context().setGeolocation({ latitude, longitude });
  await page.goto(site('la-brasa', '/my-location'));
  await expect(page.getByTestId('coverage-zone')).toContainText(zone);
  await page.getByRole('link', { name: 'Hacer mi pedido' }).click();
  await expect(page).toHaveURL(/\/chapinero(\?service=delivery)?$/);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('mesa:v1:profile')), { timeout: 20_000 })
    .not.toBeNull();
}

/** Follows the header's cart icon (a client navigation: the chosen place stays in the page). */
async function openCart(page: Page) {
  await page.getByRole('link', { name: /^Carrito/ }).click();
  await expect(page).toHaveURL(/\/chapinero\/delivery\/order$/);
  await expect(page.getByTestId('cart-page')).toBeVisible();
}

/** The precheckout's buyer data (Colombian mobile), then the checkout's card. */
async function payByCard(page: Page) {
  await page.getByLabel('Nombre', { exact: true }).fill('Ana');
  await page.getByLabel('Celular', { exact: true }).fill('300 111 2233');
  await page.getByLabel('Correo electrónico').fill('ana@example.com');
  await page.getByLabel('Tipo de documento').selectOption('national_id');
  await page.getByLabel('Número de documento').fill('1020304050');
  await page.getByTestId('precheckout-continue').click();
  await expect(page).toHaveURL(/\/chapinero\/checkout\/\d+$/);
  await page.getByLabel('Medio de pago').selectOption('card');
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByTestId('pay').click();
  await expect(page.getByTestId('payment-outcome')).toHaveAttribute('data-status', 'approved');
}

test("a point in 'Chapinero cercano' orders delivery with the 5000 COP fee and pays it; axe clean", async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await deliverAt(page, 4.6486, -74.0628, 'Chapinero cercano');
  await addToCart(page, 'Bandeja paisa');
  await openCart(page);

  await expect(page.getByRole('radio', { name: 'Domicilio' })).toBeChecked();
  await expect(page.getByTestId('cart-zone')).toContainText('Chapinero cercano');
  await expect(page.getByTestId('cart-delivery-fee')).toHaveText('$ 5.000');
  await expect(page.getByTestId('cart-minimum')).toHaveText('$ 20.000');
  await expect(page.getByTestId('cart-total')).toHaveText('$ 43.000');
  expect(await blockingViolations(page)).toEqual([]);

  // The browser's position has no address: 'needs the full address' and 'needs an additional
  // reference', and the focus on the first.
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Necesitamos la dirección completa.')).toBeVisible();
  await expect(page.getByText('Necesitamos una referencia adicional.')).toBeVisible();
  await expect(page.getByLabel('Dirección de entrega')).toBeFocused();
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByLabel('Dirección de entrega').fill('Carrera 13 # 63-20, Torre 2');
  await page.getByLabel('Punto de referencia').fill('Portería azul');
  await page.getByLabel('Comentario para la cocina (opcional)').fill('Sin cebolla');
  await page.getByLabel('Incluir cubiertos').check();
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page).toHaveURL(/\/chapinero\/precheckout\?purchase_id=\d+$/);
  await expect(page.getByTestId('bill-totals')).toContainText('Domicilio');
  await expect(page.getByTestId('bill-totals')).toContainText('$ 5.000');
  expect(await blockingViolations(page)).toEqual([]);
  await payByCard(page);
  const orderId = Number(/\/checkout\/(\d+)$/.exec(page.url())?.[1]);
  // Paid: the cart is done.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('mesa:v1:cart'))).toContain('"lines":[]');

  // The diner follows the order live while the staff move it to the door.
  await page.goto(site('la-brasa', `/chapinero/order/${orderId}`));
  const status = page.getByTestId('order-status');
  await expect(status).toHaveText('Aceptado');
  expect(await blockingViolations(page)).toEqual([]);
  for (const [step, label] of [
    ['preparation', 'En preparación'],
    ['packed', 'Empacado'],
    ['on_the_way', 'En camino'],
    ['delivered', 'Entregado'],
  ] as const) {
    await staffPut(`/instances/la-brasa/purchases/${orderId}/status`, { status: step });
    await expect(status).toHaveText(label);
  }
  expect(errors).toEqual([]);
});

test("'Chapinero extendido' charges 8000 and holds the order below its 30000 minimum", async ({ page }) => {
  await deliverAt(page, 4.6686, -74.0628, 'Chapinero extendido');
  await addToCart(page, '1/4 de pollo a la brasa');
  await openCart(page);
  await expect(page.getByTestId('cart-delivery-fee')).toHaveText('$ 8.000');
  await expect(page.getByTestId('cart-minimum')).toHaveText('$ 30.000');
  await expect(page.getByTestId('cart-below-minimum')).toHaveText(
    'El valor mínimo de compra es $ 30.000. Agrega $ 8.000 más para continuar.',
  );
  await page.getByLabel('Dirección de entrega').fill('Calle 72 # 9-20');
  await page.getByLabel('Punto de referencia').fill('Edificio Nogal');
  await expect(page.getByRole('button', { name: 'Continuar' })).toHaveAttribute('aria-disabled', 'true');

  // One more makes 44000: over the minimum, the order goes on with the 8000 fee.
  await page.getByRole('button', { name: 'Agregar uno de 1/4 de pollo a la brasa' }).click();
  await expect(page.getByTestId('cart-below-minimum')).toHaveCount(0);
  await expect(page.getByTestId('cart-total')).toHaveText('$ 52.000');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/chapinero\/precheckout\?purchase_id=\d+$/);
  await expect(page.getByTestId('bill-totals')).toContainText('$ 8.000');
});

test('take-away at taqueria-lupita: no fee, the branch minimum, paid in MXN; axe clean', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto(site('taqueria-lupita', '/roma-norte?service=take_away'));
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('mesa:v1:profile')), { timeout: 20_000 })
    .not.toBeNull();
  await addToCart(page, 'Quesadilla');
  await page.getByRole('link', { name: /^Carrito/ }).click();
  await expect(page).toHaveURL(/\/roma-norte\/delivery\/order$/);
  await expect(page.getByRole('radio', { name: 'Para llevar' })).toBeChecked();
  await expect(page.getByLabel('Dirección de entrega')).toHaveCount(0);
  await expect(page.getByTestId('cart-delivery-fee')).toHaveCount(0);
  // 45.50 is below the branch's minimum (50 in Mexico).
  await expect(page.getByTestId('cart-minimum')).toHaveText('$50.00');
  await expect(page.getByTestId('cart-below-minimum')).toHaveText(
    'El valor mínimo de compra es $50.00. Agrega $4.50 más para continuar.',
  );
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Agregar uno de Quesadilla' }).click();
  await expect(page.getByTestId('cart-total')).toHaveText('$91.00');
  await page.getByLabel('Empacar para llevar').check();
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page).toHaveURL(/\/roma-norte\/precheckout\?purchase_id=\d+$/);
  await page.getByLabel('Nombre', { exact: true }).fill('Lupe');
  await page.getByLabel('Celular', { exact: true }).fill('55 1234 5678');
  await page.getByLabel('Correo electrónico').fill('lupe@example.com');
  await page.getByLabel('Tipo de documento').selectOption('national_id');
  await page.getByLabel('Número de documento').fill('1020304050');
  await page.getByTestId('precheckout-continue').click();
  await expect(page).toHaveURL(/\/roma-norte\/checkout\/\d+$/);
  await page.getByLabel('Medio de pago').selectOption('card');
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByTestId('pay').click();
  const outcome = page.getByTestId('payment-outcome');
  await expect(outcome).toHaveAttribute('data-status', 'approved');
  // Two quesadillas (91) in pesos with centavos (MXN); no tip unless the diner adds one.
  await expect(outcome).toContainText('$91.00');
  expect(errors).toEqual([]);
});

/** Sets a product's price on a branch's menu with the operator's token; answers the price it had. */
async function setPrice(instance: string, branch: string, label: string, price: number): Promise<number> {
  const base = `${API_URL}/staff/instances/${instance}/branches/${branch}`;
  const headers = { authorization: `Bearer ${STAFF_TOKEN}` };
  const menu = (await (await fetch(`${base}/menu`, { headers })).json()) as {
    products: { id: number; label: string; price: number }[];
  };
  const product = menu.products.find((one) => one.label === label);
  if (!product) throw new Error(`${instance}/${branch} has no ${label}`);
  const response = await fetch(`${base}/products/${product.id}`, {
    method: 'PATCH',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ price }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return product.price;
}

test('a price raised while the product waits in the cart is said before anything is placed, and the cart takes it', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto(site('taqueria-lupita', '/roma-norte?service=take_away'));
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('mesa:v1:profile')), { timeout: 20_000 })
    .not.toBeNull();
  await addToCart(page, 'Quesadilla');
  await page.getByRole('link', { name: /^Carrito/ }).click();
  await page.getByRole('button', { name: 'Agregar uno de Quesadilla' }).click();
  await expect(page.getByTestId('cart-total')).toHaveText('$91.00');

  const before = await setPrice('taqueria-lupita', 'roma-norte', 'Quesadilla', 48);
  try {
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByTestId('cart-refused')).toHaveText(
      'El precio de Quesadilla cambió a $48.00 y ya lo ves así. Revisa el total y vuelve a tocar Continuar.',
    );
    await expect(page).toHaveURL(/\/roma-norte\/delivery\/order$/);
    await expect(page.getByTestId('cart-total')).toHaveText('$96.00');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/roma-norte\/precheckout\?purchase_id=\d+$/);
    await expect(page.getByTestId('bill-totals')).toContainText('$96.00');
  } finally {
    await setPrice('taqueria-lupita', 'roma-norte', 'Quesadilla', before);
  }
  expect(errors).toEqual([]);
});

test('coverage confirmation: a delivery add before any place waits, and goes in once the position is covered; axe clean', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.context().grantPermissions(['geolocation'], { origin: site('la-brasa', '') });
  await page.context().setGeolocation({ latitude: 4.6486, longitude: -74.0628 });
  await page.goto(site('la-brasa', '/chapinero?service=delivery'));
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('mesa:v1:profile')), { timeout: 20_000 })
    .not.toBeNull();
  await addToCart(page, 'Bandeja paisa');
  const box = page.getByRole('dialog', { name: '¿Dónde entregamos tu pedido?' });
  await expect(box).toContainText('Antes de agregar Bandeja paisa');
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  expect(await blockingViolations(page)).toEqual([]);
  await box.getByRole('link', { name: 'Usar mi ubicación' }).click();
  await expect(page).toHaveURL(/\/my-location$/);
  await expect(page.getByTestId('coverage-zone')).toContainText('Chapinero cercano');
  // The product went in: the page leads back to the cart.
  await page.getByRole('link', { name: 'Continuar con mi pedido' }).click();
  await expect(page).toHaveURL(/\/chapinero\/delivery\/order$/);
  await expect(page.getByTestId('cart-line').filter({ hasText: 'Bandeja paisa' })).toHaveCount(1);
  expect(errors).toEqual([]);
});

/** Tomorrow's date on Bogotá's clock, `YYYY-MM-DD` (the branch's time zone, whatever the machine's). */
function tomorrowInBogota(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());
  const [y = 0, m = 1, d = 1] = today.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

test('a scheduled delivery for tomorrow at 13:00 Bogotá time is accepted; 03:00 is never offered and refused', async ({
  page,
}) => {
  await deliverAt(page, 4.6486, -74.0628, 'Chapinero cercano');
  await addToCart(page, 'Bandeja paisa');
  await openCart(page);
  await page.getByRole('radio', { name: 'Programar pedido' }).check();
  const date = page.getByLabel('Fecha de entrega');
  await expect(date.locator(`option[value="${tomorrowInBogota()}"]`)).toHaveCount(1);
  // Date and hour are required.
  await page.getByLabel('Dirección de entrega').fill('Carrera 13 # 63-20');
  await page.getByLabel('Punto de referencia').fill('Portería azul');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Elige la fecha de entrega.')).toBeVisible();
  await expect(date).toBeFocused();
  expect(await blockingViolations(page)).toEqual([]);
  await date.selectOption(tomorrowInBogota());
  const hour = page.getByLabel('Hora de entrega');
  await expect(hour.locator('option[value="13:00"]')).toHaveCount(1);
  await expect(hour.locator('option[value="03:00"]')).toHaveCount(0);
  await hour.selectOption('13:00');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/chapinero\/precheckout\?purchase_id=\d+$/);

  // The API refuses 03:00 itself (the same diner's call, by hand).
  const profile = JSON.parse(
    (await page.evaluate(() => localStorage.getItem('mesa:v1:profile'))) ?? '{}',
  ) as {
    id: number;
    token: string;
  };
  const menu = (await (
    await page.request.get(`${API_URL}/api/suppliers/chapinero/menu.json`, {
      headers: { host: 'la-brasa.localhost' },
    })
  ).json()) as { supplier_id: number; products: { id: number; slug: string }[] };
  const refused = await page.request.post(`${API_URL}/shopping_cart/delivery_order.json`, {
    // localhost is la-brasa's API host (DEFAULT_INSTANCE).
    headers: { profileid: String(profile.id), token: profile.token },
    data: {
      order: {
        supplier_id: menu.supplier_id,
        service: 'delivery',
        subservice: 'schedule',
        lines: [{ id: menu.products.find((product) => product.slug === 'bandeja-paisa')?.id, count: 1 }],
        cutlery: false,
        packed: false,
        comment: '',
        place: {
          latitude: 4.6486,
          longitude: -74.0628,
          address: 'Carrera 13 # 63-20',
          reference: 'Portería',
        },
        schedule: { date: tomorrowInBogota(), hour: '03:00' },
      },
    },
  });
  expect(refused.status()).toBe(422);
  expect(((await refused.json()) as { error: string }).error).toBe('schedule_unavailable');
});

test("a closed kitchen (the staff's switch) says so on the cart and takes nothing until it reopens; axe clean", async ({
  page,
}) => {
  await staffPut('/instances/taqueria-lupita/branches/roma-norte/state', { kitchen_closed: true });
  try {
    await page.goto(site('taqueria-lupita', '/roma-norte?service=take_away'));
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('mesa:v1:profile')), { timeout: 20_000 })
      .not.toBeNull();
    await addToCart(page, 'Quesadilla');
    await addToCart(page, 'Agua de horchata');
    // The shell's server keeps a host's config for 5 s: read the cart until it shows the new state.
    await expect(async () => {
      await page.goto(site('taqueria-lupita', '/roma-norte/delivery/order'));
      await expect(page.getByTestId('cart-closed')).toHaveText(
        'La cocina está cerrada en este momento. Puedes programar tu pedido.',
        { timeout: 2_000 },
      );
    }).toPass({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Continuar' })).toHaveAttribute('aria-disabled', 'true');
    expect(await blockingViolations(page)).toEqual([]);
  } finally {
    await staffPut('/instances/taqueria-lupita/branches/roma-norte/state', { kitchen_closed: false });
  }
});
