import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, site } from '../support/page-errors.ts';
import { serverPage } from '../support/server-page.ts';
import { API_URL } from '../support/servers.ts';
import { addToCart } from '../support/table-order.ts';

// Diners answer the notice on their phones.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** A first visit from an ad: campaign data and both click ids in the address. */
const FROM_AN_AD = site(
  'la-brasa',
  '/chapinero/menu?utm_source=news&utm_medium=cpc&utm_campaign=spring&gclid=G-CLICK&fbclid=F-CLICK',
);
const PIXEL_HOSTS =
  /^https:\/\/([a-z-]+\.)*(google-analytics\.com|googletagmanager\.com|facebook\.com|facebook\.net)\//;

/** Everything the page asks of the tracking API and the pixel hosts (the pixel hosts answered here). */
async function recordMeasuring(page: Page) {
  const seen = {
    acquisitions: [] as unknown[],
    trackings: [] as string[],
    frames: 0,
    pixels: [] as string[],
  };
  await page.context().route(PIXEL_HOSTS, async (route) => {
    seen.pixels.push(route.request().url());
    await route.fulfill({ status: 204 });
  });
  page.on('request', (request) => {
    const url = request.url();
    if (request.method() === 'POST' && url.endsWith('/tracking/acquisitions')) {
      seen.acquisitions.push(request.postDataJSON());
    }
    if (request.method() === 'POST' && url.endsWith('/tracking/trackings')) {
      seen.trackings.push((request.postDataJSON() as { event: string }).event);
    }
    if (url.includes('/tracking/cookie_manager')) seen.frames++;
  });
  return seen;
}

const stored = async <T>(page: Page, name: string): Promise<T | null> => {
  const raw = await page.evaluate((key) => localStorage.getItem(key), `mesa:v1:${name}`);
  return raw ? (JSON.parse(raw) as T) : null;
};

async function acquisitionOf(page: Page): Promise<number> {
  const session = await stored<{ id: number }>(page, 'session');
  const config = await fetch(`${API_URL}/experience/la-brasa.localhost/config`);
  const { id } = (await config.json()) as { id: number };
  const answer = await fetch(`${API_URL}/tracking/sessions/${session?.id}/acquisition?customer_id=${id}`);
  return answer.status;
}

test('a diner who rejects: nothing measuring leaves the page, the notice stays gone, ordering works', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const seen = await recordMeasuring(page);
  await page.goto(FROM_AN_AD);
  const notice = page.getByTestId('cookie-notice');
  await expect(notice).toBeVisible();
  // It says what the app keeps and what an acceptance would add, naming la-brasa's pixel.
  await expect(notice).toContainText('tu perfil, tu sesión, tu carrito y tu idioma');
  await expect(notice).toContainText('clics de anuncios');
  await expect(notice).toContainText('Google Analytics');
  await notice.getByRole('button', { name: 'Rechazar' }).click();
  await expect(notice).toHaveCount(0);
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'mesa_cookies')?.value).toBe('0');

  // The app still works: a profile and a session exist, the cart takes a product.
  await addToCart(page, 'Patacón con hogao');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect.poll(() => stored<{ id: number }>(page, 'session')).not.toBeNull();
  const profile = await stored<{ id: number; token: string }>(page, 'profile');
  const status = await fetch(`${API_URL}/profiles/status.json`, {
    headers: { profileid: String(profile?.id), token: profile?.token ?? '' },
  });
  expect(status.status).toBe(200);

  // After a reload the notice stays away (the server leaves it out too) and the cart is still there.
  await page.reload();
  await expect(page.getByTestId('product').first()).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(page.getByTestId('cookie-notice')).toHaveCount(0);
  const served = await serverPage(FROM_AN_AD, 'mesa_cookies=0');
  expect(served.html).not.toContain('data-testid="cookie-notice"');
  await addToCart(page, 'Patacón con hogao');
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await page.waitForLoadState('networkidle');

  expect(seen).toEqual({ acquisitions: [], trackings: [], frames: 0, pixels: [] });
  expect(await acquisitionOf(page)).toBe(404);
  await expect(page.locator('script[src*="google"], script[src*="facebook"]')).toHaveCount(0);
  await expect(page.getByTestId('cookie-manager')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a diner who accepts: the acquisition goes with its click ids, usage events and the pixels follow', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const seen = await recordMeasuring(page);
  await page.goto(FROM_AN_AD);
  await expect(page.getByTestId('product').first()).toBeVisible();
  await expect.poll(() => stored<{ id: number }>(page, 'session')).not.toBeNull();
  const acquisition = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/tracking/acquisitions'),
  );
  await page.getByTestId('cookie-notice').getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByTestId('cookie-notice')).toHaveCount(0);
  expect((await acquisition).postDataJSON()).toMatchObject({
    utm_source: 'news',
    utm_medium: 'cpc',
    utm_campaign: 'spring',
    gclid: 'G-CLICK',
    fbclid: 'F-CLICK',
  });
  await expect.poll(() => acquisitionOf(page)).toBe(200);

  // The page_view that came before the answer went out with it; the next events go at once.
  await addToCart(page, 'Patacón con hogao');
  await expect.poll(() => seen.trackings).toEqual(expect.arrayContaining(['page_view', 'add_to_cart']));
  // la-brasa configures a Google Analytics pixel (and no Facebook one): its beacons carry its id.
  await expect
    .poll(() => seen.pixels.map((url) => new URL(url).searchParams.get('en')))
    .toEqual(expect.arrayContaining(['page_view', 'add_to_cart']));
  expect(seen.pixels.every((url) => url.includes('tid=G-DEMO0001'))).toBe(true);
  // The next page finds the stored session at its start: the cookie-manager frame loads with the consent.
  await page.reload();
  await expect(page.getByTestId('cookie-manager')).toHaveAttribute('src', /consent=1$/);
  await expect(page.getByTestId('cookie-notice')).toHaveCount(0);
  expect(errors).toEqual([]);
});
