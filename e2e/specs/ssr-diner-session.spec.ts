import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { ownOrder, staffPut } from '../support/checkout.ts';
import { PHONE } from '../support/diner-steps.ts';
import { collectPageErrors, errorsOnceHydrated, site } from '../support/page-errors.ts';
import { serverPage } from '../support/server-page.ts';
import { API_URL, STAFF_TOKEN } from '../support/servers.ts';
import { orderLine, orderProduct, tableLink } from '../support/table-order.ts';

const PROFILE_COOKIE = 'mesa_profile';

/** The profile the page stored (its token is what the cookie must never show to scripts or the HTML). */
async function storedProfile(page: Page): Promise<{ id: number; token: string }> {
  const raw = await page.evaluate(() => localStorage.getItem('mesa:v1:profile'));
  return JSON.parse(raw ?? 'null') as { id: number; token: string };
}

async function profileCookie(context: BrowserContext) {
  const cookies = await context.cookies(site('la-brasa'));
  return cookies.find((cookie) => cookie.name === PROFILE_COOKIE);
}

/** The cookie header the browser sends to the shell for this instance. */
async function cookieHeader(context: BrowserContext): Promise<string> {
  const cookies = await context.cookies(site('la-brasa'));
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

async function firstLineId(purchaseId: number): Promise<number> {
  const response = await fetch(`${API_URL}/staff/instances/la-brasa/branches/chapinero/table-orders`, {
    headers: { authorization: `Bearer ${STAFF_TOKEN}` },
  });
  const { purchases } = (await response.json()) as { purchases: { id: number; items: { id: number }[] }[] };
  return purchases.find((candidate) => candidate.id === purchaseId)?.items[0]?.id ?? 0;
}

test("MyOrder, the precheckout and the checkout arrive rendered with the diner's own order (their HttpOnly profile cookie, never the token in the page), hydrate cleanly and go live", async ({
  context,
  page,
}) => {
  const purchaseId = await ownOrder(page, 'la-brasa', 'chapinero', ['Bandeja paisa']);
  await page.getByRole('button', { name: /Enviar a la cocina/ }).click();
  await expect(page.getByTestId('order-line-status').first()).toHaveText('En preparación');
  const profile = await storedProfile(page);
  await expect.poll(async () => (await profileCookie(context))?.value).toBe(`${profile.id}.${profile.token}`);
  const cookie = await profileCookie(context);
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe('Lax');
  expect(await page.evaluate(() => document.cookie)).not.toContain(PROFILE_COOKIE);

  const address = site('la-brasa', `/chapinero/menu-digital/my-order/${purchaseId}`);
  await expect
    .poll(async () => (await serverPage(address, await cookieHeader(context))).render, { timeout: 30_000 })
    .toBe('server');
  const served = await serverPage(address, await cookieHeader(context));
  // The order's line, who added it and what is due are in the HTML itself; the token is not.
  expect(served.html).toMatch(/data-testid="my-order-line">.*Bandeja paisa.*Agregado por ti.*En preparación/);
  expect(served.html).toContain('data-testid="balance-due"');
  expect(served.html).not.toContain(profile.token);

  const errors = collectPageErrors(page);
  const cartLoads: string[] = [];
  page.on('request', (request) => {
    if (new RegExp(`/cart/${purchaseId}\\b|/carts?/${purchaseId}\\b`).test(request.url())) {
      cartLoads.push(request.url());
    }
  });
  const response = await page.goto(address);
  expect(response?.headers()['x-mesa-render']).toBe('server');
  expect(await errorsOnceHydrated(page, errors)).toEqual([]);
  const line = page.getByTestId('my-order-line').filter({ hasText: 'Bandeja paisa' });
  await expect(line).toContainText('Agregado por ti');

  // Live once hydrated: the kitchen's change shows without a reload.
  await staffPut(`/instances/la-brasa/purchases/${purchaseId}/items/${await firstLineId(purchaseId)}`, {
    status: 'prepared',
  });
  await expect(line.getByTestId('my-order-line-status')).toHaveText('Preparado');
  expect(cartLoads).toEqual([]);
  expect(errors).toEqual([]);

  // The precheckout and the checkout of the same order arrive with it too.
  const precheckout = await serverPage(
    site('la-brasa', `/chapinero/precheckout?purchase_id=${purchaseId}`),
    await cookieHeader(context),
  );
  expect(precheckout.html).toMatch(/data-testid="balance-due">\$\s41\.800</);
  const checkoutAddress = site('la-brasa', `/chapinero/checkout/${purchaseId}`);
  await expect
    .poll(async () => (await serverPage(checkoutAddress, await cookieHeader(context))).render)
    .toBe('server');
  const checkout = await serverPage(checkoutAddress, await cookieHeader(context));
  expect(checkout.html).toMatch(/data-testid="pay"[^>]*>Pagar \$\s41\.800/);
  expect(checkout.html).not.toContain(profile.token);
  await page.goto(checkoutAddress);
  expect(await errorsOnceHydrated(page, errors)).toEqual([]);
  await expect(page.getByTestId('pay')).toContainText('Pagar $ 41.800');
  // Live there as well: a coupon applied in another tab reaches the open checkout.
  const other = await context.newPage();
  await other.goto(checkoutAddress);
  const coupon = other.getByTestId('coupon');
  await coupon.getByLabel('Código del cupón').fill('MENOS5000');
  await coupon.getByRole('button', { name: 'Aplicar cupón' }).click();
  await expect(page.getByTestId('pay')).toContainText('Pagar $ 36.800');
  await other.close();
  expect(cartLoads).toEqual([]);
  expect(errors).toEqual([]);
});

test("without the profile cookie, with one the API refuses or with another diner's, MyOrder falls back to loading in the browser and the cookie is set again", async ({
  context,
  page,
}) => {
  const purchaseId = await ownOrder(page, 'la-brasa', 'chapinero', ['Patacón con hogao']);
  const profile = await storedProfile(page);
  await expect.poll(async () => (await profileCookie(context))?.value).toBe(`${profile.id}.${profile.token}`);
  const address = site('la-brasa', `/chapinero/menu-digital/my-order/${purchaseId}`);

  // A profile this browser does not hold (its storage cleared, the cookie kept): valid for the API.
  const created = await fetch(`${API_URL}/profiles/anonymous.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ profile: { domain: 'la-brasa.localhost', name: 'Someone else' } }),
  });
  const other = ((await created.json()) as { profile: { id: number; token: string } }).profile;

  for (const stale of [null, `${profile.id}.not-the-token`, `${other.id}.${other.token}`]) {
    await context.clearCookies({ name: PROFILE_COOKIE });
    if (stale) {
      await context.addCookies([
        { name: PROFILE_COOKIE, value: stale, url: site('la-brasa'), httpOnly: true },
      ]);
    }
    const served = await serverPage(address, await cookieHeader(context));
    expect(served.render).toBe('server');
    expect(served.html).not.toContain('data-testid="my-order-line"');
    expect(served.html).not.toContain(other.token);

    const errors = collectPageErrors(page);
    await page.goto(address);
    expect(await errorsOnceHydrated(page, errors)).toEqual([]);
    await expect(page.getByTestId('my-order-line').filter({ hasText: 'Patacón con hogao' })).toContainText(
      'Agregado por ti',
    );
    await expect
      .poll(async () => (await profileCookie(context))?.value)
      .toBe(`${profile.id}.${profile.token}`);
    expect(errors).toEqual([]);
  }
});

// U04 of La Brasa Usaquén (a list-only table) is used by no other spec: its bill is this test's alone.
test("a seated diner's table menu arrives with the table's order (their session), takes it over without checking or joining again, and goes live", async ({
  browser,
}) => {
  const anaContext = await browser.newContext({ viewport: PHONE });
  const ana = await anaContext.newPage();
  const link = await tableLink('la-brasa', 'usaquen', 'U04');
  await ana.goto(link);
  await expect(ana.getByTestId('table-name')).toHaveText('Mesa U04');
  await orderProduct(ana, 'Bandeja paisa', /Agregar/, /Agregar a la lista/);
  await expect(orderLine(ana, 'Bandeja paisa')).toBeVisible();
  const profile = await storedProfile(ana);
  await expect
    .poll(async () => (await profileCookie(anaContext))?.value)
    .toBe(`${profile.id}.${profile.token}`);

  // The served page holds the table's name and the order's line; never the token.
  await expect
    .poll(async () => (await serverPage(link, await cookieHeader(anaContext))).render, { timeout: 30_000 })
    .toBe('server');
  const served = await serverPage(link, await cookieHeader(anaContext));
  expect(served.html).toContain('data-testid="table-name">Mesa U04<');
  expect(served.html).toMatch(/data-testid="order-line"[^>]*>.*Bandeja paisa/);
  expect(served.html).not.toContain(profile.token);
  // Without a session the same link is the menu alone: the table is checked and joined in the browser.
  const anonymous = await serverPage(link);
  expect(anonymous.render).toBe('server');
  expect(anonymous.html).toContain('Bandeja paisa');
  expect(anonymous.html).not.toContain('data-testid="order-line"');

  // A reload: the page hydrates what the server rendered and never asks for the table again.
  const tableCalls: string[] = [];
  ana.on('request', (request) => {
    if (request.url().includes('/menudigital/init')) tableCalls.push(`${request.method()} ${request.url()}`);
  });
  const errors = collectPageErrors(ana);
  const response = await ana.goto(link);
  expect(response?.headers()['x-mesa-render']).toBe('server');
  expect(await errorsOnceHydrated(ana, errors)).toEqual([]);
  await expect(orderLine(ana, 'Bandeja paisa')).toBeVisible();

  // Live once taken over: a table mate's add reaches it without a reload, and the diner's next add goes
  // to the same bill.
  const betoContext = await browser.newContext({ viewport: PHONE });
  const beto = await betoContext.newPage();
  await beto.goto(link);
  await expect(orderLine(beto, 'Bandeja paisa')).toBeVisible();
  await orderProduct(beto, 'Patacón con hogao', /Agregar/, /Agregar a la lista/);
  await expect(orderLine(ana, 'Patacón con hogao')).toBeVisible();
  await orderProduct(ana, 'Empanadas x3', /Agregar/, /Agregar a la lista/);
  await expect(orderLine(beto, 'Empanadas x3')).toBeVisible();
  expect(tableCalls).toEqual([]);
  expect(errors).toEqual([]);
  await betoContext.close();
  await anaContext.close();
});
