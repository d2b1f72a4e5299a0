import { expect, test, type Page } from '@playwright/test';
import { blockingViolations } from '../support/axe.ts';
import { site, storageRead } from '../support/page-errors.ts';
import { serverPage } from '../support/server-page.ts';
import { shellRendersInBrowser } from '../support/servers.ts';

test.use({ serviceWorkers: 'block' });

test('a script chunk that does not load (the phone rules) offers a reload, which brings the page back', async ({
  page,
}) => {
  await page.goto(site('la-brasa', '/chapinero/account'));
  await expect(page.getByLabel('Nombre')).toBeVisible();
  // The shell loads the phone rules only when the diner saves: that request fails.
  await page.route(/\/assets\/phone-[\w-]+\.js$/, (route) => route.abort('connectionreset'));
  await page.getByLabel(/Teléfono/).fill('300 111 2233');
  await page.getByRole('button', { name: 'Guardar' }).click();

  const offer = page.getByTestId('reload-offer');
  await expect(offer).toHaveAttribute('data-kind', 'script');
  await expect(offer).toContainText('Una parte de la página no se pudo cargar.');
  expect(await blockingViolations(page)).toEqual([]);

  await page.unroute(/\/assets\/phone-[\w-]+\.js$/);
  await offer.getByRole('button', { name: 'Recargar la página' }).click();
  await page.waitForLoadState('load');
  await expect(page.getByLabel('Nombre')).toBeVisible();
  await expect(page.getByTestId('reload-offer')).toHaveCount(0);
  await page.getByLabel(/Teléfono/).fill('300 111 2233');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Datos guardados.')).toBeVisible();
});

test('the profile page, whose chunk comes when it is opened: a failed fetch offers a retry that brings it', async ({
  page,
}) => {
  await page.goto(site('la-brasa'));
  await storageRead(page);
  const chunk = /\/assets\/account-page-[\w-]+\.js$/;
  await page.route(chunk, (route) => route.abort('connectionreset'));
  await page.getByRole('link', { name: 'Mi perfil' }).click();
  const retry = page.getByTestId('remote-retry');
  await expect(retry).toContainText('No pudimos cargar esta sección');
  await expect(page.getByTestId('reload-offer')).toHaveAttribute('data-kind', 'script');
  expect(await blockingViolations(page)).toEqual([]);

  await page.unroute(chunk);
  await retry.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('heading', { name: 'Mi perfil' })).toBeVisible();
  await expect(page.getByLabel('Nombre')).toBeVisible();
  await expect(retry).toHaveCount(0);
});

const MENU = site('la-brasa', '/chapinero/menu');
/** Every stylesheet of the menu remote: the route's, whether the server linked it or the browser loads it. */
const MENU_STYLES = /localhost:5175\/assets\/[\w-]+\.css$/;
/** The shell's own stylesheet, which its server writes into every page it serves. */
const SHELL_STYLES = /localhost:5173\/assets\/index-[\w-]+\.css$/;

/** Fails every request for stylesheets matching `patterns`; the list fills with those the page asked for. */
async function refuseStyles(page: Page, ...patterns: RegExp[]): Promise<string[]> {
  const asked: string[] = [];
  for (const pattern of patterns) {
    await page.route(pattern, (route) => {
      asked.push(route.request().url());
      return route.abort('connectionreset');
    });
  }
  return asked;
}

async function expectStyleOffer(page: Page): Promise<void> {
  const offer = page.getByTestId('reload-offer');
  // The offer shows once the page has hydrated, which a busy machine may take a while to do.
  await expect(offer).toHaveAttribute('data-kind', 'style', { timeout: 30_000 });
  await expect(offer).toContainText('El diseño de la página no se pudo cargar.');
  await offer.getByRole('button', { name: 'Ahora no' }).click();
  await expect(offer).toHaveCount(0);
}

// A served page carries its stylesheets written in (the shell's and the route's remote's), so a stylesheet
// the network fails cannot leave it unstyled: nothing is asked for, nothing is offered.
test('a server-rendered page is styled from its own HTML: stylesheets the network fails change nothing', async ({
  page,
}) => {
  // The first request after a start may load the remote past the render budget; the next one is warm.
  await expect.poll(async () => (await serverPage(MENU)).render, { timeout: 30_000 }).toBe('server');
  const asked = await refuseStyles(page, MENU_STYLES, SHELL_STYLES);
  const response = await page.goto(MENU);
  expect(response?.headers()['x-mesa-render']).toBe('server');
  await expect(page.locator('#root')).not.toHaveAttribute('inert', '');
  await expect(page.locator('header.mesa-header')).toHaveCSS('position', 'sticky');
  await expect(page.getByTestId('product').first()).toHaveCSS('display', 'flex');
  // Live and settled, still no offer: there was nothing to fail.
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('reload-offer')).toHaveCount(0);
  expect(asked).toEqual([]);
});

test.describe('on a client-rendered page', () => {
  // The browser loads the remote and its stylesheet after the bundle listens.
  shellRendersInBrowser();

  test("the menu's stylesheet that does not load offers the same reload", async ({ page }) => {
    await page.route(MENU_STYLES, (route) => route.abort('connectionreset'));
    const response = await page.goto(MENU);
    expect(response?.headers()['x-mesa-render']).toBe('client');
    await expectStyleOffer(page);
  });

  test("the shell's own stylesheet is written into the page too: a network that fails it changes nothing", async ({
    page,
  }) => {
    const asked = await refuseStyles(page, SHELL_STYLES);
    const response = await page.goto(MENU);
    expect(response?.headers()['x-mesa-render']).toBe('client');
    await expect(page.getByTestId('product').first()).toBeVisible();
    await expect(page.locator('header.mesa-header')).toHaveCSS('position', 'sticky');
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('reload-offer')).toHaveCount(0);
    expect(asked).toEqual([]);
  });
});
