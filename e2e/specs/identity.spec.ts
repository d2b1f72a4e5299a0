import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, site } from '../support/page-errors.ts';
import { API_URL } from '../support/servers.ts';
import { addToCart } from '../support/table-order.ts';

const stored = async <T>(page: Page, name: string): Promise<T | null> => {
  const raw = await page.evaluate((key) => localStorage.getItem(key), `mesa:v1:${name}`);
  return raw ? (JSON.parse(raw) as T) : null;
};

async function instanceId(domain: string): Promise<number> {
  const answer = await fetch(`${API_URL}/experience/${domain}/config`);
  expect(answer.ok).toBe(true);
  return ((await answer.json()) as { id: number }).id;
}

/** The pixel hosts are outside services: answered here, and every beacon is kept. */
async function catchPixels(page: Page): Promise<string[]> {
  const hits: string[] = [];
  await page.context().route(/^https:\/\/www\.(google-analytics|facebook)\.com\//, async (route) => {
    hits.push(route.request().url());
    await route.fulfill({ status: 204 });
  });
  return hits;
}

const addPatacon = (page: Page) => addToCart(page, 'Patacón con hogao');

test('a first visit with UTM parameters creates a session, a profile and, once cookies are accepted, its acquisition', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto(
    site('la-brasa', '/chapinero/menu?utm_source=news&utm_medium=email&utm_campaign=spring&gclid=G-1'),
  );
  await expect(page.getByTestId('product').first()).toBeVisible();
  await page.getByTestId('cookie-notice').getByRole('button', { name: 'Aceptar' }).click();
  await expect.poll(() => stored<{ id: number }>(page, 'session')).not.toBeNull();
  await expect.poll(() => stored<{ id: number }>(page, 'profile')).not.toBeNull();
  const session = await stored<{ id: number }>(page, 'session');
  const profile = await stored<{ id: number; token: string }>(page, 'profile');
  const customer = await instanceId('la-brasa.localhost');

  const status = await fetch(`${API_URL}/profiles/status.json`, {
    headers: { profileid: String(profile?.id), token: profile?.token ?? '' },
  });
  expect(status.status).toBe(200);
  await expect
    .poll(async () => {
      const answer = await fetch(
        `${API_URL}/tracking/sessions/${session?.id}/acquisition?customer_id=${customer}`,
      );
      return answer.ok ? await answer.json() : answer.status;
    })
    .toMatchObject({
      session_id: session?.id,
      utm_source: 'news',
      utm_medium: 'email',
      utm_campaign: 'spring',
      gclid: 'G-1',
      user_agent: expect.stringContaining('Mozilla'),
    });
  expect(errors).toEqual([]);
});

test('without consent no pixel is sent; with it page_view and add_to_cart go to the pixel', async ({
  page,
}) => {
  const hits = await catchPixels(page);
  await page.goto(site('la-brasa', '/chapinero/menu'));
  await expect(page.getByTestId('product').first()).toBeVisible();
  await addPatacon(page);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  // A beacon starts when its event fires, before the cart count changes: none has.
  expect(hits).toEqual([]);

  await page.getByRole('button', { name: 'Aceptar' }).click();
  await page.goto(site('la-brasa', '/chapinero/menu'));
  await expect(page.getByTestId('product').first()).toBeVisible();
  await addPatacon(page);
  await expect
    .poll(() => hits.map((url) => new URL(url).searchParams.get('en')))
    .toEqual(expect.arrayContaining(['page_view', 'add_to_cart']));
  expect(hits.every((url) => url.includes('tid=G-DEMO0001'))).toBe(true);
});

test('a smart link opens its order in a new browser; a wrong token logs nobody in', async ({ browser }) => {
  const domain = 'la-brasa.localhost';
  const customer = await instanceId(domain);
  const created = await fetch(`${API_URL}/profiles/anonymous.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ profile: { domain, name: 'Smart' } }),
  });
  const { profile } = (await created.json()) as { profile: { id: number; token: string } };
  const auth = { profileid: String(profile.id), token: profile.token, customer_id: String(customer) };
  const branch = await fetch(`${API_URL}/api/suppliers/chapinero.json`, { headers: auth });
  const { supplier } = (await branch.json()) as { supplier: { id: number } };
  const opened = await fetch(`${API_URL}/menudigital/init.json`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ purchase: { supplier_id: supplier.id, table_code: 'M11' } }),
  });
  expect(opened.status, await opened.clone().text()).toBeLessThan(300);
  const { purchase } = (await opened.json()) as { purchase: { id: number } };

  const wrong = await (await browser.newContext()).newPage();
  await wrong.goto(site('la-brasa', `/chapinero/sl/${profile.id}/not-the-token/${purchase.id}`));
  await expect(wrong.getByTestId('smart-link-failed')).toBeVisible();
  await expect.poll(() => stored<{ id: number }>(wrong, 'profile')).not.toBeNull();
  expect((await stored<{ id: number }>(wrong, 'profile'))?.id).not.toBe(profile.id);

  const page = await (await browser.newContext()).newPage();
  const errors = collectPageErrors(page);
  await page.goto(site('la-brasa', `/chapinero/sl/${profile.id}/${profile.token}/${purchase.id}`));
  await expect(page).toHaveURL(/\/chapinero\/menu-digital\?mesa=M11$/);
  await expect(page.getByTestId('table-order')).toBeVisible();
  await expect.poll(async () => (await stored<{ id: number }>(page, 'profile'))?.id).toBe(profile.id);
  expect(errors).toEqual([]);
});

test('a down tracking host leaves ordering untouched', async ({ page }) => {
  await page.context().route(/localhost:4000\/tracking\//, (route) => route.abort('connectionrefused'));
  const errors = collectPageErrors(page);
  await page.goto(site('la-brasa', '/chapinero/menu'));
  await addPatacon(page);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.getByTestId('cart-link').click();
  await expect(page.getByTestId('cart-line').filter({ hasText: 'Patacón con hogao' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the diner edits the account: leading spaces and bad numbers are flagged, good data is saved', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto(site('la-brasa', '/chapinero/account'));
  const name = page.getByLabel('Nombre');
  await expect(name).toBeVisible();
  await name.fill('   ');
  await page.getByLabel('Correo electrónico').fill('ana@');
  await page.getByLabel(/Teléfono/).fill('12');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Escribe tu nombre.')).toBeVisible();
  await expect(page.getByText('Escribe un correo válido.')).toBeVisible();
  await expect(page.getByText('Número no válido.')).toBeVisible();

  await name.fill('Ana');
  await page.getByLabel('Correo electrónico').fill('ana@example.com');
  await page.getByLabel(/Teléfono/).fill('300 111 2233');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Datos guardados.')).toBeVisible();
  const profile = await stored<{ id: number; token: string }>(page, 'profile');
  const account = await fetch(`${API_URL}/profiles/account.json`, {
    headers: { profileid: String(profile?.id), token: profile?.token ?? '' },
  });
  expect(((await account.json()) as { profile: unknown }).profile).toMatchObject({
    name: 'Ana',
    email: 'ana@example.com',
    phone: '+573001112233',
    anonymous: false,
  });
  expect(errors).toEqual([]);
});
