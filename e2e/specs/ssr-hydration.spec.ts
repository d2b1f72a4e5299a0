import { expect, test } from '@playwright/test';
import { holdRequests } from '../support/held-requests.ts';
import { collectPageErrors, errorsOnceHydrated, site } from '../support/page-errors.ts';
import { addToCart } from '../support/table-order.ts';
import { serverPage } from '../support/server-page.ts';

const MENU = site('la-brasa', '/chapinero/menu');

test('the menu route arrives server-rendered, hydrates without a mismatch and asks the API for nothing it holds', async ({
  page,
}) => {
  // The first request after a start may load the remote past the render budget; the next one is warm.
  await expect.poll(async () => (await serverPage(MENU)).render, { timeout: 30_000 }).toBe('server');
  const { html } = await serverPage(MENU);
  expect(html).toContain('Bandeja paisa');
  expect(html).toContain('<title>La Brasa</title>');
  expect(html).toContain('--mesa-color-theme:#C8102E');
  expect(html).toContain('<div id="root" inert>');

  const errors = collectPageErrors(page);
  const dataRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/menu\.json|\/config$|\/api\/suppliers\/chapinero\.json/.test(request.url())) {
      dataRequests.push(request.url());
    }
  });
  const response = await page.goto(MENU);
  expect(response?.headers()['x-mesa-render']).toBe('server');
  const bandeja = page.getByTestId('product').filter({ hasText: 'Bandeja paisa' });
  await expect(bandeja).toContainText('$ 38.000');
  // Hydrated: a tap reaches the shared cart and the header's badge follows.
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  await addToCart(page, 'Bandeja paisa');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.waitForLoadState('networkidle');
  expect(dataRequests).toEqual([]);
  expect(errors).toEqual([]);

  // The stored cart is applied after hydration: a reload shows it without a mismatch.
  await page.reload();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(bandeja).toBeVisible();
  expect(errors).toEqual([]);
});

test("a server-rendered page starts its remote's manifest while it is parsed, and asks for it once", async ({
  page,
}) => {
  await expect.poll(async () => (await serverPage(MENU)).render, { timeout: 30_000 }).toBe('server');
  const errors = collectPageErrors(page);
  const manifests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/mf-manifest.json')) manifests.push(request.url());
  });
  await page.goto(MENU);
  await addToCart(page, 'Bandeja paisa');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  // The page's own script asks while the HTML is parsed (before `domInteractive`); the federation runtime,
  // which runs after the bundles, takes that answer instead of asking again.
  const timing = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const manifest = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('/mf-manifest.json'));
    return { parsed: navigation?.domInteractive ?? 0, started: manifest.map((entry) => entry.startTime) };
  });
  expect(manifests).toEqual(['http://localhost:5175/mf-manifest.json']);
  expect(timing.started).toHaveLength(1);
  expect(timing.started[0]).toBeLessThan(timing.parsed);
  expect(errors).toEqual([]);
});

test.describe('without the service worker (the held request must reach the network)', () => {
  test.use({ serviceWorkers: 'block' });

  test("the HTTP client comes with the boot on a screen of the diner's data, and only once the menu is live on the menu; a first visit's profile is created once", async ({
    page,
  }) => {
    await expect.poll(async () => (await serverPage(MENU)).render, { timeout: 30_000 }).toBe('server');
    const errors = collectPageErrors(page);
    const axiosChunk = (url: string) => /\/assets\/axios-[\w-]+\.js$/.test(url);
    const clientRequests: string[] = [];
    const profilesCreated: string[] = [];
    page.on('request', (request) => {
      if (axiosChunk(request.url())) clientRequests.push(request.url());
      if (request.url().includes('/profiles/anonymous.json')) profilesCreated.push(request.url());
    });

    // The menu, a first visit: with its remote's manifest held the page cannot go live, and nothing on
    // its screen waits for the API, so the boot leaves the client (and the new profile) for the start.
    const menuManifest = 'http://localhost:5175/mf-manifest.json';
    const menuHeld = await holdRequests(page, menuManifest);
    await page.goto(MENU, { waitUntil: 'domcontentloaded' });
    // The shell's bundle has run its boot (shared-contracts is among its first files), and then some.
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => /\/assets\/src-[\w-]+\.js$/.test(entry.name)),
    );
    await page.waitForTimeout(1500);
    expect(clientRequests, 'the client waits for the menu to be live').toEqual([]);
    expect(profilesCreated).toEqual([]);
    menuHeld.release();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('mesa:v1:profile')), { timeout: 20_000 })
      .not.toBeNull();
    expect(clientRequests.length).toBeGreaterThan(0);
    expect(profilesCreated).toHaveLength(1);
    await page.unroute(menuManifest);
    await addToCart(page, 'Bandeja paisa');
    await expect(page.getByTestId('cart-count')).toHaveText('1');

    // The cart, a screen of the diner's own data: its remote's manifest held, only the boot can ask for
    // the client's chunk, and it does.
    const cartManifest = 'http://localhost:5176/mf-manifest.json';
    const cartHeld = await holdRequests(page, cartManifest);
    const before = clientRequests.length;
    const requested = page.waitForRequest((request) => axiosChunk(request.url()), { timeout: 15_000 });
    const loaded = page.goto(site('la-brasa', '/chapinero/delivery/order'));
    await requested;
    expect(clientRequests.length).toBeGreaterThan(before);
    cartHeld.release();
    await loaded;
    await page.unroute(cartManifest);
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    expect(profilesCreated, 'a return creates no profile').toHaveLength(1);
    expect(errors).toEqual([]);
  });
});

test('a saved language reaches the server through its cookie: the HTML is in it, without a flash or mismatch', async ({
  page,
  context,
}) => {
  const errors = collectPageErrors(page);
  // The shell's, the common and each remote's texts in English and Portuguese come in chunks of their own.
  const laterTexts: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/(common|shell|i18n)-others-[\w-]+\.js$/.test(request.url()))
      laterTexts.push(request.url());
  });
  await page.goto(site('la-brasa'));
  await page.getByTestId('language-button').click();
  const modal = page.getByRole('dialog', { name: 'Idioma' });
  // A Spanish page, live, has not asked for them.
  expect(laterTexts).toEqual([]);
  await Promise.all([page.waitForEvent('load'), modal.getByRole('button', { name: 'English' }).click()]);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The shell's, the common ones and the landing's, whose screen is on the page.
  await expect.poll(() => laterTexts.length).toBe(3);
  const cookie = (await context.cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
  const { html } = await serverPage(MENU, cookie);
  expect(html).toContain('<html lang="en"');
  expect(html).toContain('Skip to content');
  // Preloaded by the page in English, so the boot finds them fetched.
  expect(html).toMatch(/<link rel="modulepreload" [^>]*href="\/assets\/common-others-[\w-]+\.js"/);
  expect(html).toMatch(/<link rel="modulepreload" [^>]*href="\/assets\/shell-others-[\w-]+\.js"/);
  // And the menu's own, which its route module awaits before it renders.
  expect(html).toMatch(
    /<link rel="modulepreload" [^>]*href="http:\/\/localhost:\d+\/assets\/i18n-others-[\w-]+\.js"/,
  );
  expect((await serverPage(MENU)).html).not.toContain('-others-');
  await page.reload();
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeAttached();
  // Hydrated with the English texts in place: nothing the server wrote in English mismatched.
  expect(await errorsOnceHydrated(page, errors)).toEqual([]);
  await page.goto(MENU);
  await expect(page.getByRole('searchbox', { name: 'Search the menu' })).toBeVisible();
  expect(await errorsOnceHydrated(page, errors)).toEqual([]);
});

test('a locked instance arrives as the inactive-site page in its language and theme, and loads no remote', async ({
  page,
}) => {
  const { render, html } = await serverPage(site('cafe-cerrado', '/centro/menu'));
  expect(render).toBe('server');
  expect(html).toMatch(/<html lang="(es|en|pt)"/);
  expect(html).toContain('data-testid="inactive-site"');
  expect(html).toContain('--mesa-color-theme:');
  // No remote's stylesheet or chunks are linked: nothing of a remote loads.
  expect(html).not.toMatch(/<link [^>]*href="http:\/\/localhost:517[4-8]\//);

  const errors = collectPageErrors(page);
  const remoteRequests: string[] = [];
  page.on('request', (request) => {
    if (/mf-manifest\.json|remoteEntry\.js/.test(request.url())) remoteRequests.push(request.url());
  });
  await page.goto(site('cafe-cerrado', '/centro/menu'));
  await expect(page.getByRole('heading', { name: 'Este sitio no está activo' })).toBeVisible();
  expect(remoteRequests).toEqual([]);
  expect(errors).toEqual([]);
});
