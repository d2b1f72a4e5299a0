import { type BrowserContext, expect, test } from '@playwright/test';
import { APP_PORTS } from '../support/servers.ts';
import { collectPageErrors, errorsOnceHydrated, site, storageRead } from '../support/page-errors.ts';
import { DEMO_PASSWORD, liveOn, signIn, staffSignedIn, TABLET } from '../support/staff-console.ts';
import { orderLine, orderProduct, sendToKitchen, tableLink } from '../support/table-order.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** Every URL the page or its service worker asks of the servers of `remotes`. */
function requestsTo(context: BrowserContext, remotes: (keyof typeof APP_PORTS)[]): string[] {
  const ports = new Set(remotes.map((remote) => String(APP_PORTS[remote])));
  const urls: string[] = [];
  context.on('request', (request) => {
    if (ports.has(new URL(request.url()).port)) urls.push(request.url());
  });
  return urls;
}

test("a diner's first visit downloads none of the staff console", async ({ page, context }) => {
  const urls = requestsTo(context, ['staff']);
  await page.goto(site('la-brasa'));
  await expect(page.getByTestId('landing')).toBeVisible();
  await storageRead(page);
  await page.goto(site('la-brasa', '/chapinero/menu'));
  await expect(page.getByTestId('product').first()).toBeVisible();
  await storageRead(page);
  expect(urls).toEqual([]);
});

test("the menu's first load downloads nothing of the checkout, booking, delivery or staff remotes", async ({
  page,
  context,
}) => {
  const urls = requestsTo(context, ['checkout', 'booking', 'delivery', 'staff']);
  await page.goto(site('la-brasa', '/chapinero/menu'));
  await expect(page.getByTestId('product').first()).toBeVisible();
  await storageRead(page);
  // Once live, the page and its service worker fetch what they fetch in the background: none of it.
  await page.evaluate(() => navigator.serviceWorker.ready);
  expect(urls).toEqual([]);
  // The cart is one tap away: the checkout remote comes when it is asked for.
  await page.goto(site('la-brasa', '/chapinero/delivery/order'));
  await expect.poll(() => urls.some((url) => new URL(url).port === String(APP_PORTS.checkout))).toBe(true);
});

test('the shell mounts the console at /staff and any path under it', async ({ page, context }) => {
  const errors = collectPageErrors(page);
  const urls = requestsTo(context, ['staff']);
  await page.goto(site('la-brasa', '/staff'));
  await expect(page.getByRole('heading', { name: 'Consola del personal' })).toBeVisible();
  expect(await errorsOnceHydrated(page, errors)).toEqual([]);
  expect(urls.length).toBeGreaterThan(0);

  await page.goto(site('la-brasa', '/staff/no-such/screen'));
  await expect(page.getByText('Esta pantalla no existe en la consola.')).toBeVisible();
  await page.getByRole('link', { name: 'Ir a la consola' }).click();
  await expect(page).toHaveURL(site('la-brasa', '/staff'));
});

test('an instance without the console says so on /staff', async ({ page }) => {
  await page.goto(site('mesa-directa', '/staff'));
  await expect(page.getByText('La consola del personal no está disponible en este sitio.')).toBeVisible();
});

test('a wrong password says so without telling which part; the right one lists the branches and screens', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: TABLET });
  const page = await context.newPage();
  await page.goto(site('la-brasa', '/staff'));
  await expect(page.locator('input[type=email]')).toHaveAttribute('autocomplete', 'username');
  await expect(page.locator('input[type=password]')).toHaveAttribute('autocomplete', 'current-password');
  await signIn(page, 'waiter@la-brasa.demo', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('El correo o la contraseña no son correctos.');
  await signIn(page, 'nobody@la-brasa.demo', DEMO_PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('El correo o la contraseña no son correctos.');

  await signIn(page, 'waiter@la-brasa.demo', DEMO_PASSWORD);
  const home = page.getByTestId('staff-home');
  await expect(home.getByRole('heading', { name: 'Chapinero' })).toBeVisible();
  await expect(home.getByRole('link', { name: 'Mesas' }).first()).toBeVisible();
  await expect(home.getByRole('link', { name: 'Cocina' })).toHaveCount(0);
  // A screen the waiter's role does not open says so.
  await page.goto(site('la-brasa', '/staff/kitchen/chapinero'));
  await expect(page.getByTestId('staff-no-access')).toContainText(
    'Tu cuenta no tiene acceso a esta pantalla.',
  );

  await page.goto(site('la-brasa', '/staff'));
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('form', { name: 'Inicia sesión' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('form', { name: 'Inicia sesión' })).toBeVisible();
  await context.close();
});

test('the kitchen sees a table order arrive live, marked new, marks it prepared, and the diner sees it prepared; more sent to it marks it changed', async ({
  browser,
}) => {
  const kitchen = await staffSignedIn(browser, 'la-brasa', 'kitchen', '/staff/kitchen/chapinero');
  await expect(kitchen.getByTestId('staff-kitchen')).toBeVisible();
  await liveOn(kitchen);
  const errors = collectPageErrors(kitchen);

  const dinerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const diner = await dinerContext.newPage();
  await diner.goto(await tableLink('la-brasa', 'chapinero', 'M09'));
  await expect(diner.getByTestId('table-order')).toBeVisible();
  await orderProduct(diner, 'Gaseosa');
  const purchase = await sendToKitchen(diner, 1);
  await expect(orderLine(diner, 'Gaseosa').getByTestId('order-line-status')).toHaveText('En preparación');

  // Pushed to the kitchen's screen: no reload. Other specs' orders may wait at M09 too: this one is `#id`.
  const ticket = kitchen
    .getByTestId('kitchen-ticket')
    .filter({ has: kitchen.getByRole('heading', { name: new RegExp(`M09 · #${purchase}$`) }) });
  await expect(ticket).toBeVisible();
  await expect(ticket.getByTestId('kitchen-news')).toHaveText('Nuevo');
  await expect(ticket.getByTestId('kitchen-line')).toContainText('Gaseosa');
  await expect(ticket.getByTestId('kitchen-line')).toContainText('Por preparar');
  await ticket.getByRole('button', { name: 'Todo el pedido preparado' }).click();
  await expect(ticket.getByTestId('kitchen-line')).toContainText('Preparado');

  await expect(orderLine(diner, 'Gaseosa').getByTestId('order-line-status')).toHaveText('Preparado');

  // The same table sends more: the same ticket, now marked as changed, with the new line to cook.
  await orderProduct(diner, 'Gaseosa');
  expect(await sendToKitchen(diner, 1)).toBe(purchase);
  await expect(ticket.getByTestId('kitchen-news')).toHaveText('Se agregaron productos');
  await expect(ticket.getByTestId('kitchen-line').filter({ hasText: 'Por preparar' })).toHaveCount(1);
  expect(errors).toEqual([]);
  await dinerContext.close();
  await kitchen.context().close();
});

test('a kitchen that lost its network says so, and on coming back shows the order sent meanwhile, without a reload', async ({
  browser,
}) => {
  const kitchen = await staffSignedIn(browser, 'la-brasa', 'kitchen', '/staff/kitchen/chapinero');
  await liveOn(kitchen);
  const loads: string[] = [];
  kitchen.on('framenavigated', (frame) => {
    if (frame === kitchen.mainFrame()) loads.push(frame.url());
  });

  // The table's bill may hold lines of the spec before: count them, and expect one more.
  const tableLines = kitchen
    .getByTestId('kitchen-ticket')
    .filter({ has: kitchen.getByRole('heading', { name: /M09 · #\d+$/ }) })
    .getByTestId('kitchen-line');
  const linesBefore = await tableLines.count();
  await kitchen.context().setOffline(true);
  await expect(kitchen.getByTestId('staff-live')).toHaveText('Reconectando…');

  const dinerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const diner = await dinerContext.newPage();
  await diner.goto(await tableLink('la-brasa', 'chapinero', 'M09'));
  await expect(diner.getByTestId('table-order')).toBeVisible();
  await orderProduct(diner, 'Gaseosa');
  const purchase = await sendToKitchen(diner, 1);

  await kitchen.context().setOffline(false);
  await liveOn(kitchen);
  const ticket = kitchen
    .getByTestId('kitchen-ticket')
    .filter({ has: kitchen.getByRole('heading', { name: new RegExp(`M09 · #${purchase}$`) }) });
  await expect(ticket.getByTestId('kitchen-line').last()).toContainText('Gaseosa');
  await expect(tableLines).toHaveCount(linesBefore + 1);
  expect(loads).toEqual([]);
  await dinerContext.close();
  await kitchen.context().close();
});
