import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, site } from '../support/page-errors.ts';
import { serverPage } from '../support/server-page.ts';
import { addToCart } from '../support/table-order.ts';
import { layoutShiftsSoFar } from '../support/layout-shift.ts';

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

test('a branch with several services: the side panel lists them, a choice sets the service and closes it', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto(site('la-brasa', '/chapinero/menu'));
  await expect(page.getByText('Bandeja paisa').first()).toBeVisible();
  await expect(page.locator('header[data-header-kind="internal"]')).toBeVisible();
  await expect(page.getByTestId('cart-link')).toHaveAttribute('href', '/chapinero/delivery/order');

  await page.getByTestId('panel-toggle').click();
  const panel = page.getByTestId('side-panel');
  await expect(panel).toBeVisible();
  // The branch's services in the panel's order, with the operator's labels where it set them.
  await expect(panel.getByRole('list').first().getByRole('button')).toHaveText([
    'Domicilio',
    'Recoger en tienda',
    'Pedir en la mesa',
    'Reservar mesa',
    'Programar pedido',
  ]);
  await expect(panel.getByTestId('panel-map-link')).toHaveAttribute(
    'href',
    'https://www.google.com/maps/search/?api=1&query=4.6486%2C-74.0628',
  );
  await expect(panel.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
    'href',
    'https://www.instagram.com/labrasa.demo',
  );
  await expect(panel.getByRole('link', { name: 'Instagram' })).toHaveAttribute('rel', 'noopener noreferrer');
  expect(await seriousViolations(page)).toEqual([]);

  // Delivery shows the diner's delivery address part of the panel.
  await panel.getByTestId('panel-service-delivery').click();
  await expect(panel).toBeHidden();
  await page.getByTestId('panel-toggle').click();
  await expect(page.getByTestId('panel-delivery-address')).toBeVisible();
  await page.getByTestId('panel-service-take_away').click();
  await expect(page.getByTestId('side-panel')).toBeHidden();
  await expect(page.getByTestId('current-service')).toHaveText('Servicio: Recoger en tienda');
  expect(errors).toEqual([]);
});

test('a one-service branch gets a back-to-selector button instead of the panel toggle', async ({ page }) => {
  await page.goto(site('mesa-directa', '/providencia/menu?service=on_table'));
  await expect(page.getByTestId('back-to-selector')).toHaveAttribute('href', '/');
  await expect(page.getByTestId('panel-toggle')).toHaveCount(0);
  // My-list with in-app payment and no table purchase: the cart icon opens a zero manual payment and
  // goes to its MyOrder, never the 'no pending payments' notice.
  await expect(page.getByTestId('current-service')).toBeVisible();
  await page.getByTestId('cart-link').click();
  await expect(page).toHaveURL(/\/providencia\/menu-digital\/my-order\/\d+$/);
  await expect(page.getByTestId('no-pending-payments')).toHaveCount(0);
});

test('header types follow the route: main on the selector, back on the booking form, the cart only on the routes that show it', async ({
  page,
}) => {
  await page.goto(site('la-brasa', '/'));
  await expect(page.getByTestId('landing')).toBeVisible();
  await expect(page.locator('header[data-header-kind="main"]')).toBeVisible();
  await expect(page.getByTestId('cart-link')).toHaveCount(0);

  await page.goto(site('la-brasa', '/chapinero/reservar'));
  await expect(page.locator('header[data-header-kind="back"]')).toBeVisible();
  await expect(page.getByTestId('header-back')).toHaveAttribute('href', '/chapinero');
  await expect(page.getByTestId('cart-link')).toHaveCount(0);

  await page.goto(site('la-brasa', '/chapinero/delivery/order'));
  await expect(page.locator('header[data-header-kind="back"]')).toBeVisible();
  await expect(page.getByTestId('header-back')).toHaveAttribute('href', '/chapinero/menu');
  await expect(page.getByTestId('cart-link')).toBeVisible();
});

test('query parameters set the service and table; on table with nothing to pay the cart says so for 3 s', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto(site('la-brasa', '/chapinero/menu?service=on_table&mesa=M01'));
  await expect(page.getByTestId('current-service')).toHaveText('Servicio: Pedir en la mesa');
  await page.getByTestId('cart-link').click();
  await expect(page.getByTestId('no-pending-payments')).toHaveText('No tienes pagos pendientes');
  await page.clock.runFor(3_100);
  await expect(page.getByTestId('no-pending-payments')).toBeHidden();

  // The service is kept on the next page, and a new `service` replaces it.
  await page.goto(site('la-brasa', '/chapinero?service=delivery'));
  await expect(page.getByTestId('current-service')).toHaveText('Servicio: Domicilio');
  await expect(page.getByTestId('cart-link')).toHaveAttribute('href', '/chapinero/delivery/order');
});

test('below 980 px the frame is mobile, from 980 px it is not', async ({ page }) => {
  await page.setViewportSize({ width: 979, height: 800 });
  await page.goto(site('la-brasa', '/chapinero/menu'));
  await expect(page.locator('.mesa-frame')).toHaveClass(/mesa-frame--mobile/);
  await page.setViewportSize({ width: 980, height: 800 });
  await expect(page.locator('.mesa-frame')).not.toHaveClass(/mesa-frame--mobile/);
});

test('the cookie notice shows until it is accepted, and stays accepted after a reload', async ({ page }) => {
  const errors = collectPageErrors(page);
  const address = site('taqueria-lupita', '/');
  // The server puts the notice in the page it serves (painted with it, never late), until the consent
  // cookie says otherwise.
  await expect.poll(async () => (await serverPage(address)).render, { timeout: 30_000 }).toBe('server');
  expect((await serverPage(address)).html).toContain('data-testid="cookie-notice"');
  await page.goto(address);
  const notice = page.getByTestId('cookie-notice');
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Aceptar' }).click();
  await expect(notice).toBeHidden();
  const consent = (await page.context().cookies()).find((cookie) => cookie.name === 'mesa_cookies');
  expect(consent?.value).toBe('1');
  const served = await serverPage(address, `mesa_cookies=${consent?.value}`);
  expect(served.render).toBe('server');
  expect(served.html).not.toContain('data-testid="cookie-notice"');
  await page.reload();
  await expect(page.getByTestId('landing')).toBeVisible();
  await expect(page.getByTestId('cookie-notice')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a screen the browser renders after the served page grows below the cookie notice, not under it', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto(site('la-brasa', '/chapinero/menu'));
  await addToCart(page, 'Patacón con hogao');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  // A fresh load of the cart: the served page holds the frame and the notice; the cart (it lives in the
  // browser's storage) arrives after it. Only the layout shifts the browser counts without an input.
  await page.goto(site('la-brasa', '/chapinero/delivery/order'));
  await expect(page.getByTestId('cookie-notice')).toBeVisible();
  await expect(page.getByTestId('cart-line').filter({ hasText: 'Patacón con hogao' })).toBeVisible();
  const shifts = await layoutShiftsSoFar(page);
  // The notice itself never moves; what else settles as the cart arrives stays well inside what counts
  // as a stable page (0.1). A notice pushed down by the cart measured 0.2.
  expect(shifts.moved.filter((shift) => shift.includes('[cookie-notice]'))).toEqual([]);
  expect(shifts.total, shifts.moved.join('\n')).toBeLessThan(0.1);
  expect(errors).toEqual([]);
});

test('the inactive-site page links to other restaurants and to the provider signup', async ({ page }) => {
  await page.goto(site('cafe-cerrado'));
  await expect(page.getByTestId('inactive-site')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver otros restaurantes' })).toHaveAttribute(
    'href',
    /restaurantes/,
  );
  await expect(page.getByRole('link', { name: /Crea tu menú digital/ })).toHaveAttribute('href', /registro/);
});
