import { expect, test, type Page } from '@playwright/test';
import { blockingViolations } from '../support/axe.ts';
import { holdRequests } from '../support/held-requests.ts';
import { collectPageErrors, hydrated, site, storageRead } from '../support/page-errors.ts';
import { serverPage } from '../support/server-page.ts';
import { API_URL, shellRendersInBrowser } from '../support/servers.ts';

// zumeria-tropical (api/fixtures): preload background #FF7A00, preload logo zumeria-logo.svg, and a popup.
const ZUMERIA_ORANGE = 'rgb(255, 122, 0)';
const ZUMERIA_LOGO = `${API_URL}/images/zumeria-logo.svg`;

async function expectPreloadOf(page: Page) {
  const preload = page.getByTestId('preload');
  await expect(preload).toBeVisible();
  await expect(preload).toHaveCSS('background-color', ZUMERIA_ORANGE);
  await expect(preload.locator('img')).toHaveAttribute('src', ZUMERIA_LOGO);
  await expect(preload.locator('img')).toHaveAttribute('alt', 'Zumería Tropical');
}

test.describe('a client-rendered page', () => {
  shellRendersInBrowser();

  test('shows the instance’s preload screen while it boots, then the page', async ({ page }, testInfo) => {
    const errors = collectPageErrors(page);
    const bundles = await holdRequests(page, /^http:\/\/zumeria-tropical\.localhost:5173\/assets\/.*\.js$/);
    const response = await page.goto(site('zumeria-tropical'), { waitUntil: 'commit' });
    expect(response?.headers()['x-mesa-render']).toBe('client');
    // The config is in, the app's code is not: the splash is the instance's own.
    await expectPreloadOf(page);
    await page.screenshot({ path: testInfo.outputPath('preload.png') });
    expect(bundles.held()).toBeGreaterThan(0);
    bundles.release();
    await expect(page.getByTestId('landing')).toBeVisible();
    await expect(page.getByTestId('preload')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test('a server-rendered page never shows the preload screen, not even while it hydrates', async ({
  page,
}) => {
  const address = site('zumeria-tropical', '/granada/menu');
  // The first request after the shell restarted may miss the render budget (it warms the server).
  await expect.poll(async () => (await serverPage(address)).render, { timeout: 30_000 }).toBe('server');
  expect((await serverPage(address)).html).not.toContain('data-testid="preload"');
  await page.addInitScript(() => {
    const seen = { preload: false };
    (window as unknown as { __preloadSeen: typeof seen }).__preloadSeen = seen;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="preload"]')) seen.preload = true;
    }).observe(document, { childList: true, subtree: true });
  });
  const response = await page.goto(address);
  expect(response?.headers()['x-mesa-render']).toBe('server');
  await expect(page.getByTestId('product').first()).toBeVisible();
  // Hydrated, and the splash never appeared.
  await hydrated(page);
  expect(
    await page.evaluate(() => (window as unknown as { __preloadSeen: { preload: boolean } }).__preloadSeen),
  ).toEqual({ preload: false });
});

test.describe('without the service worker (its requests would not be held)', () => {
  test.use({ serviceWorkers: 'block' });

  test('where a route waits for its part of the site, the frame shows the preload screen', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.goto(site('zumeria-tropical'));
    await expect(page.getByTestId('landing')).toBeVisible();
    // The menu's part of the site is slow to arrive.
    const menuRemote = await holdRequests(page, /^http:\/\/localhost:5175\//);
    await page.getByRole('link', { name: 'Recoger' }).click();
    await page.getByRole('link', { name: /Zumería San Fernando/ }).click();
    await expect(page).toHaveURL(/\/san-fernando\/menu\?service=take_away$/);
    await expectPreloadOf(page);
    expect(menuRemote.held()).toBeGreaterThan(0);
    menuRemote.release();
    await expect(page.getByTestId('product').filter({ hasText: 'Jugo de lulo' })).toBeVisible();
    await expect(page.getByTestId('preload')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test('the operator’s popup: never on the landing, location or branch pages, once on Home, then not again this session', async ({
  page,
  browser,
}) => {
  const errors = collectPageErrors(page);
  const popup = page.getByRole('dialog', { name: '¡El segundo jugo a mitad de precio!' });
  for (const path of ['/', '/location', '/branch-to-take-away', '/branch-offices']) {
    await page.goto(site('zumeria-tropical', path));
    // Storage has been read: a popup would be up by now.
    await storageRead(page);
    await expect(page.locator('main h1, main h2').first()).toBeVisible();
    await expect(page.getByTestId('popup')).toHaveCount(0);
  }

  await page.goto(site('zumeria-tropical', '/granada'));
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('Todos los días de 2 a 5 p. m. en nuestras dos sedes de Cali.');
  await expect(popup.locator('img')).toHaveAttribute('src', `${API_URL}/images/limonada.svg`);
  const more = popup.getByRole('link', { name: /Ver promociones/ });
  await expect(more).toHaveAttribute('href', 'https://zumeria.example/promociones');
  await expect(more).toHaveAttribute('rel', 'noopener noreferrer');
  // The focus is held inside: Tab and Shift+Tab cycle between its link and its button.
  await expect(more).toBeFocused();
  const close = popup.getByRole('button', { name: 'Cerrar' });
  await page.keyboard.press('Tab');
  await expect(close).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(more).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(close).toBeFocused();
  expect(await blockingViolations(page)).toEqual([]);
  await close.click();
  await expect(popup).toHaveCount(0);

  // Closed for this browser session: not on the menu, not after a reload.
  await page.goto(site('zumeria-tropical', '/granada/menu'));
  await expect(page.getByTestId('product').first()).toBeVisible();
  await storageRead(page);
  await expect(page.getByTestId('popup')).toHaveCount(0);
  await page.reload();
  await storageRead(page);
  await expect(page.getByTestId('popup')).toHaveCount(0);

  // Another session (a new browser) sees it on the menu, and Escape closes it.
  const other = await browser.newPage();
  await other.goto(site('zumeria-tropical', '/granada/menu'));
  const again = other.getByRole('dialog', { name: '¡El segundo jugo a mitad de precio!' });
  await expect(again).toBeVisible();
  await other.keyboard.press('Escape');
  await expect(again).toHaveCount(0);
  await other.close();
  expect(errors).toEqual([]);
});

test('a save that fails offline shows the error dialog; dismissing it gives the focus back and loses nothing', async ({
  page,
  context,
}) => {
  const errors = collectPageErrors(page);
  await page.goto(site('la-brasa', '/chapinero/account'));
  const email = page.getByLabel('Correo electrónico');
  await expect(email).toBeVisible();
  await page.getByLabel('Nombre').fill('Ana');
  await email.fill('ana@example.com');
  const save = page.getByRole('button', { name: 'Guardar' });
  await save.click();
  await expect(page.getByText('Datos guardados.')).toBeVisible();

  // The signal drops, the diner corrects the email and saves again.
  await email.fill('ana.maria@example.com');
  await context.setOffline(true);
  try {
    await save.click();
    const dialog = page.getByRole('alertdialog', {
      name: 'No hay conexión. Revisa tu internet e inténtalo de nuevo.',
    });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Error' })).toBeVisible();
    const dismiss = dialog.getByRole('button', { name: 'Entendido' });
    await expect(dismiss).toBeFocused();
    // Its only control keeps the focus.
    await page.keyboard.press('Tab');
    await expect(dismiss).toBeFocused();
    expect(await blockingViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(save).toBeFocused();
    await expect(email).toHaveValue('ana.maria@example.com');
  } finally {
    await context.setOffline(false);
  }
  await save.click();
  await expect(page.getByText('Datos guardados.')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(errors).toEqual([]);
});
