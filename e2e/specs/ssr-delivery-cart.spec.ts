import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { addAndOpenCart, PHONE } from '../support/delivery-journey.ts';
import { collectPageErrors, errorsOnceHydrated, site } from '../support/page-errors.ts';
import { serverPage } from '../support/server-page.ts';

// A diner on a phone puts a take-away order together; the cart page then arrives rendered with it.
test.use(PHONE);

const PROFILE_COOKIE = 'mesa_profile';
const CART = site('la-brasa', '/chapinero/delivery/order');

async function cookieHeader(context: BrowserContext): Promise<string> {
  const cookies = await context.cookies(site('la-brasa'));
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

/** The copies of the cart the page sends to the API, as they are answered. */
function draftSaves(page: Page): { count: number }[] {
  const saves: { count: number }[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() !== 'PUT' || !request.url().includes('/profiles/cart_draft.json')) return;
    const body = request.postDataJSON() as { draft: { cart: { lines: { count: number }[] } } };
    saves.push({ count: body.draft.cart.lines.reduce((sum, line) => sum + line.count, 0) });
  });
  return saves;
}

test("the delivery cart arrives rendered with the diner's own cart (their profile cookie), hydrates without a change, and falls back to the device's cart without the cookie", async ({
  context,
  page,
}) => {
  const saves = draftSaves(page);
  await page.goto(site('la-brasa', '/'));
  await page.getByRole('link', { name: 'Para llevar' }).click();
  await page
    .getByTestId('branch-selector')
    .getByRole('link', { name: /Chapinero/ })
    .click();
  await addAndOpenCart(page, 'Empanadas');
  await expect(page).toHaveURL(/\/chapinero\/delivery\/order$/);
  await page.getByRole('button', { name: 'Agregar uno de Empanadas' }).click();
  await page.getByRole('button', { name: 'Agregar uno de Empanadas' }).click();
  await page.getByLabel('Comentario para la cocina (opcional)').fill('Sin ají, por favor');
  await expect(page.getByTestId('cart-total')).toHaveText('$ 27.000');

  // The page keeps a copy with the API as the cart settles; the server renders the cart from it.
  await expect
    .poll(async () => (await serverPage(CART, await cookieHeader(context))).html, { timeout: 15_000 })
    .toContain('Sin ají, por favor');
  const served = await serverPage(CART, await cookieHeader(context));
  expect(served.render).toBe('server');
  expect(served.html).toMatch(/data-testid="cart-line">.*Empanadas/);
  expect(served.html).toMatch(/data-testid="cart-line-count"[^>]*>3</);
  expect(served.html).toMatch(/data-testid="cart-total">\$\s27\.000</);
  // Take-away, with the branch's minimum known on the server: no notice that would come and go.
  expect(served.html).toMatch(/value="take_away"[^>]*checked|checked=""[^>]*value="take_away"/);
  expect(served.html).not.toContain('data-testid="cart-below-minimum"');
  const profile = JSON.parse(
    (await page.evaluate(() => localStorage.getItem('mesa:v1:profile'))) ?? 'null',
  ) as { token: string };
  expect(served.html).not.toContain(profile.token);

  // A reload hydrates what was served: no error, nothing changed, so no copy is sent again.
  const before = saves.length;
  const errors = collectPageErrors(page);
  const response = await page.goto(CART);
  expect(response?.headers()['x-mesa-render']).toBe('server');
  expect(await errorsOnceHydrated(page, errors)).toEqual([]);
  await expect(page.getByTestId('cart-total')).toHaveText('$ 27.000');
  await expect(page.getByLabel('Comentario para la cocina (opcional)')).toHaveValue('Sin ají, por favor');
  // One more unit: exactly one copy goes, the new one (the reload itself sent none).
  const sent = page.waitForResponse((answer) => answer.url().includes('/profiles/cart_draft.json'));
  await page.getByRole('button', { name: 'Agregar uno de Empanadas' }).click();
  expect((await sent).status()).toBe(200);
  expect(saves.slice(before)).toEqual([{ count: 4 }]);
  expect(errors).toEqual([]);

  // Without the profile cookie the server renders no cart: the device's own shows once live, and the
  // cookie is set again.
  await context.clearCookies({ name: PROFILE_COOKIE });
  const anonymous = await serverPage(CART, await cookieHeader(context));
  expect(anonymous.render).toBe('server');
  expect(anonymous.html).not.toContain('data-testid="cart-line"');
  await page.goto(CART);
  expect(await errorsOnceHydrated(page, errors)).toEqual([]);
  await expect(page.getByTestId('cart-line-count')).toHaveText('4');
  await expect.poll(async () => (await cookieHeader(context)).includes(PROFILE_COOKIE)).toBe(true);

  // Emptied, the cart's copy goes too: the served page is the empty cart.
  await page.getByRole('button', { name: 'Eliminar Empanadas x3 del carrito' }).click();
  await expect
    .poll(async () => (await serverPage(CART, await cookieHeader(context))).html, { timeout: 15_000 })
    .not.toContain('data-testid="cart-line"');
  expect(errors).toEqual([]);
});
