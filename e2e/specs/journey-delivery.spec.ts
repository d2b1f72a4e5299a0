import { expect, test } from '@playwright/test';
import { blockingViolations } from '../support/axe.ts';
import { staffPut } from '../support/checkout.ts';
import { journey } from '../support/journey.ts';
import { PHONE, payOrderByCard, giveBuyerData, rateOrder } from '../support/delivery-journey.ts';
import { collectPageErrors, site } from '../support/page-errors.ts';

// A diner on a phone, without GPS, orders delivery from the landing to a rated order. Immediate delivery:
// it expects the branch to take orders now (inside its opening hours once the API enforces them).
test.use(PHONE);

test('delivery with a typed address: from the landing to delivered and rated, with a reload in the middle', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const diner = journey('delivery with a typed address and a reload');
  await page.goto(site('la-brasa', '/'));
  await diner.tap(page.getByRole('button', { name: 'Domicilio' }));
  await diner.tap(
    page.getByRole('dialog', { name: '¿Dónde estás?' }).getByRole('button', { name: 'Bogotá' }),
  );
  await expect(page).toHaveURL(/\/chapinero$/);

  // Two branches deliver in the instance: before the first add the app asks where to deliver.
  const bandeja = page.getByTestId('product').filter({ hasText: 'Bandeja paisa' });
  await diner.tap(bandeja.getByRole('button', { name: /Agregar/ }));
  await diner.tap(
    page.getByRole('dialog', { name: 'Bandeja paisa' }).getByRole('button', { name: /Agregar al carrito/ }),
  );
  await diner.tap(page.getByRole('link', { name: 'Usar mi ubicación' }));
  // No GPS on this phone: the address is typed, with the example the field itself gives.
  await expect(page.getByRole('alert')).toContainText('El GPS está inactivo');
  await diner.tap(page.getByRole('button', { name: 'Agregar nueva dirección' }));
  const address = page.getByLabel('Dirección', { exact: true });
  await expect(page.locator('#dl-address-hint')).toHaveText(
    'Calle o carrera y número, por ejemplo Calle 63 # 9-20.',
  );
  expect(await blockingViolations(page)).toEqual([]);
  await diner.type(address, 'Calle 63 # 9-20');
  await diner.type(page.getByLabel('Conjunto, edificio o apartamento (opcional)'), 'Apto 301');
  await diner.type(page.getByLabel('Barrio'), 'Chapinero');
  await diner.type(page.getByLabel('Punto de referencia'), 'Portería azul');
  await diner.tap(page.getByRole('button', { name: 'Buscar dirección' }));
  await expect(page.getByTestId('coverage-zone')).toContainText('Chapinero cercano');
  await expect(page.getByTestId('delivery-address')).toHaveText(
    'Calle 63 # 9-20, Apto 301, Chapinero (Portería azul)',
  );
  // The product that waited for the address is in the cart now: the page leads back to the cart.
  await diner.tap(page.getByRole('link', { name: 'Continuar con mi pedido' }));
  await expect(page).toHaveURL(/\/chapinero\/delivery\/order$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);

  const cart = page.getByTestId('cart-page');
  await expect(cart.getByRole('radio', { name: 'Domicilio' })).toBeChecked();
  await expect(page.getByTestId('cart-zone')).toHaveText('Zona de entrega: Chapinero cercano');
  await expect(page.getByTestId('cart-address')).toContainText('Calle 63 # 9-20, Apto 301, Chapinero');
  await expect(page.getByLabel('Punto de referencia')).toHaveValue('Portería azul');
  await diner.type(page.getByLabel('Comentario para la cocina (opcional)'), 'Sin cebolla');
  await diner.tap(page.getByLabel('Incluir cubiertos'));

  // A reload in the middle keeps everything: the cart, the place and its zone, what the diner wrote.
  // The cart page is rendered on the server with the diner's kept copy of the cart.
  const reloaded = await page.reload();
  expect(reloaded?.headers()['x-mesa-render']).toBe('server');
  await expect(page.getByTestId('cart-zone')).toHaveText('Zona de entrega: Chapinero cercano');
  await expect(page.getByTestId('cart-delivery-fee')).toHaveText('$ 5.000');
  await expect(page.getByTestId('cart-address')).toContainText('Calle 63 # 9-20, Apto 301, Chapinero');
  await expect(page.getByLabel('Punto de referencia')).toHaveValue('Portería azul');
  await expect(page.getByLabel('Comentario para la cocina (opcional)')).toHaveValue('Sin cebolla');
  await expect(page.getByLabel('Incluir cubiertos')).toBeChecked();
  await expect(page.getByTestId('cart-total')).toHaveText('$ 43.000');
  await diner.tap(page.getByRole('button', { name: 'Continuar' }));

  await expect(page).toHaveURL(/\/chapinero\/precheckout\?purchase_id=\d+$/);
  await expect(page.getByTestId('delivery-place')).toContainText('Calle 63 # 9-20, Apto 301, Chapinero');
  await expect(page.getByTestId('delivery-when')).toHaveText('Lo antes posible');
  // No tip unless the diner adds one: the charge is the cart's total.
  await expect(page.getByTestId('bill-tip')).toHaveText('Sin propina');
  await giveBuyerData(page, diner);
  const orderId = await payOrderByCard(page, diner, '$ 43.000');

  await diner.tap(page.getByTestId('follow-order'));
  await expect(page).toHaveURL(new RegExp(`/chapinero/order/${orderId}$`));
  const status = page.getByTestId('order-status');
  await expect(status).toHaveText('Aceptado');
  await expect(page.getByTestId('delivery-place')).toContainText('Portería azul');
  await expect(page.getByTestId('order-rate')).toHaveCount(0);
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
  // Delivered: the rating link appears, and "My orders" lists the order as finished.
  await rateOrder(page, diner);
  await page.goto(site('la-brasa', '/chapinero/history-my-orders'));
  await expect(page.getByTestId('order-card').filter({ hasText: `Pedido ${orderId}` })).toContainText(
    'Entregado',
  );
  // What was paid left the cart.
  await page.goto(site('la-brasa', '/chapinero'));
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  diner.done();
  expect(errors).toEqual([]);
});
