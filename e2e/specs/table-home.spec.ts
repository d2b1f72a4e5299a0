import { expect, test, type Page } from '@playwright/test';
import { blockingViolations } from '../support/axe.ts';
import { collectPageErrors, errorsOnceHydrated, site } from '../support/page-errors.ts';
import { serverPage } from '../support/server-page.ts';
import { API_URL } from '../support/servers.ts';

/** The profile headers the page's diner sends (read from its storage once created). */
async function dinerHeaders(page: Page): Promise<Record<string, string>> {
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('mesa:v1:profile')), { timeout: 20_000 })
    .not.toBeNull();
  const stored = await page.evaluate(() => localStorage.getItem('mesa:v1:profile'));
  const profile = JSON.parse(stored ?? '{}') as { id: number; token: string };
  return { profileid: String(profile.id), token: profile.token };
}

test("OnTableHome renders on the server with the table, what can be done from it, the branch's banners and address", async ({
  page,
}) => {
  const url = site('la-brasa', '/chapinero/menu-digital/home?mesa=M04');
  await expect.poll(async () => (await serverPage(url)).render, { timeout: 30_000 }).toBe('server');
  const errors = collectPageErrors(page);
  const response = await page.goto(url);
  expect(response?.headers()['x-mesa-render']).toBe('server');
  const home = page.getByTestId('table-home');
  await expect(home.getByRole('heading', { level: 1 })).toHaveText('La Brasa Chapinero');
  await expect(page.getByTestId('table-name')).toHaveText('Mesa M04');
  await expect(page.getByTestId('table-home-menu')).toHaveAttribute(
    'href',
    '/chapinero/menu-digital?mesa=M04',
  );
  await expect(page.getByTestId('table-home-pay')).toHaveAttribute('href', '/chapinero/solo-pago?mesa=M04');
  await expect(home.getByRole('link', { name: 'Mis pedidos' })).toHaveAttribute('href', '/chapinero/orders');
  await expect(home.getByRole('link', { name: 'Políticas del servicio' })).toHaveAttribute(
    'href',
    '/chapinero/politicas-servicio',
  );
  await expect(home.getByTestId('home-banner')).toHaveCount(3);
  await expect(home.getByRole('link', { name: /Carrera 13 # 63-20, Bogotá/ })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );
  expect(await blockingViolations(page)).toEqual([]);

  // The cart icon shows here; a checkout-class table with nothing ordered has no pending payment.
  await page.getByTestId('cart-link').click();
  await expect(page.getByTestId('no-pending-payments')).toHaveText('No tienes pagos pendientes');

  await page.getByTestId('table-home-menu').click();
  await expect(page).toHaveURL(/\/chapinero\/menu-digital\?mesa=M04$/);
  await expect(page.getByTestId('table-name')).toHaveText('Mesa M04');
  await expect(page.getByTestId('table-order')).toBeVisible();
  expect(await errorsOnceHydrated(page, errors)).toEqual([]);
});

test('OnTableHome: an unknown code says scan the QR; a room leads to room service', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto(site('la-brasa', '/chapinero/menu-digital/home?mesa=X99'));
  await expect(page.getByTestId('scan-qr')).toHaveText(
    'No identificamos tu mesa o habitación. Escanea el código QR.',
  );
  await expect(page.getByTestId('table-home-pay')).toHaveCount(0);

  await page.goto(site('hotel-mirador', '/miraflores/menu-digital/home?mesa=201'));
  await expect(page.getByTestId('table-name')).toHaveText('Habitación 201');
  await expect(page.getByTestId('table-home-menu')).toHaveAttribute(
    'href',
    '/miraflores/service-room?mesa=201',
  );
  expect(await blockingViolations(page)).toEqual([]);
  expect(await errorsOnceHydrated(page, errors)).toEqual([]);
});

test('OnTableHome of a basic branch of a new-menu-v3 instance leaves for the new menu', async ({ page }) => {
  await page.goto(site('menu-nuevo', '/san-salvador/menu-digital/home?mesa=P1'));
  await expect(page).toHaveURL(site('menu-nuevo', '/newmenu/san-salvador/on_table/basic'));
});

test("the cart icon of a basic table with in-app payment opens the diner's zero manual payment and goes to MyOrder", async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto(site('la-brasa', '/usaquen/menu-digital/home?mesa=U04'));
  await expect(page.getByTestId('table-name')).toHaveText('Mesa U04');
  const headers = await dinerHeaders(page);
  await page.getByTestId('cart-link').click();
  await expect(page).toHaveURL(/\/usaquen\/menu-digital\/my-order\/\d+$/);
  const id = Number(/my-order\/(\d+)$/.exec(page.url())?.[1]);

  // The purchase is the diner's, of amount 0, with the tip reset to include, 10 percent (the reset is
  // sent as MyOrder opens, so it may land just after the page changed).
  const purchaseOf = async () => {
    const cart = await fetch(`${API_URL}/menudigital/cart/${id}.json`, { headers });
    expect(cart.status).toBe(200);
    return (
      (await cart.json()) as { purchase: { manual_amount: number | null; table: unknown; tip: unknown } }
    ).purchase;
  };
  await expect.poll(purchaseOf).toMatchObject({
    manual_amount: 0,
    table: null,
    tip: { include: true, percent: 10, custom_value: null },
  });

  // Pressed again later, it finds the same open manual payment.
  await page.goto(site('la-brasa', '/usaquen/menu-digital/home?mesa=U04'));
  await expect(page.getByTestId('table-name')).toHaveText('Mesa U04');
  await page.getByTestId('cart-link').click();
  await expect(page).toHaveURL(new RegExp(`/usaquen/menu-digital/my-order/${id}$`));
  expect(errors).toEqual([]);
});
