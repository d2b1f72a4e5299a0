import { expect, test, type Page } from '@playwright/test';
import { APP_PORTS } from '../support/servers.ts';
import { collectPageErrors, errorsOnceHydrated, site, storageRead } from '../support/page-errors.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** Every URL the page asks of the staff console's own server. */
function staffRemoteRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).port === String(APP_PORTS.staff)) urls.push(request.url());
  });
  return urls;
}

test("a diner's first visit downloads none of the staff console", async ({ page }) => {
  const urls = staffRemoteRequests(page);
  await page.goto(site('la-brasa'));
  await expect(page.getByTestId('landing')).toBeVisible();
  await storageRead(page);
  await page.goto(site('la-brasa', '/chapinero/menu'));
  await expect(page.getByTestId('product').first()).toBeVisible();
  await storageRead(page);
  expect(urls).toEqual([]);
});

test('the shell mounts the console at /staff and any path under it', async ({ page }) => {
  const errors = collectPageErrors(page);
  const urls = staffRemoteRequests(page);
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
