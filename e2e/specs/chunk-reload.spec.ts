import { expect, test } from '@playwright/test';
import { blockingViolations } from '../support/axe.ts';
import { site } from '../support/page-errors.ts';

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

// Known gap: this passes alone but not after another spec has opened /chapinero/menu on the same
// servers (bad-addresses.spec.ts, then this: the offer never shows and the page looks styled). Likely
// the shell's server renders the menu's stylesheet differently once it has rendered it before; kept
// visible as fixme until that is understood (see the closing note of 2026-11-24).
test.fixme("a style chunk that does not load (the menu's stylesheet) offers a reload instead of an unstyled page", async ({
  page,
}) => {
  await page.route(/localhost:5175\/assets\/[\w-]+\.css$/, (route) => route.abort('connectionreset'));
  await page.goto(site('la-brasa', '/chapinero/menu'));
  const offer = page.getByTestId('reload-offer');
  // The offer shows once the page has hydrated, which a busy machine may take a while to do.
  await expect(offer).toHaveAttribute('data-kind', 'style', { timeout: 30_000 });
  await expect(offer).toContainText('El diseño de la página no se pudo cargar.');
  await offer.getByRole('button', { name: 'Ahora no' }).click();
  await expect(offer).toHaveCount(0);
});
