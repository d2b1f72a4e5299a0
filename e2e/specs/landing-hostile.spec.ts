import { expect, test } from '@playwright/test';
import { collectPageErrors, hydrated, site } from '../support/page-errors.ts';

// zona-hostil (api/fixtures) carries hostile operator values: every one must render inert.
test('hostile configuration values render as inert text, never as links or script', async ({ page }) => {
  const errors = collectPageErrors(page);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const blocked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('evil.example')) blocked.push(request.url());
  });
  await page.goto(site('zona-hostil'));
  const landing = page.getByTestId('landing');
  await expect(landing).toBeVisible();

  // Markup in the name and labels shows as typed.
  await expect(landing.getByRole('heading', { level: 1 })).toHaveText(
    'Zona <b>Hostil</b> <img src=x onerror="window.__pwned=1">',
  );
  await expect(landing.locator('img[src="x"], b, script')).toHaveCount(0);

  // No href on the page is anything but a web link or an app path.
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.filter((href) => !/^(https?:\/\/|\/|#)/.test(href))).toEqual([]);
  // The javascript: and data: links are disabled buttons with their label as text.
  await expect(landing.getByRole('button', { name: /Promo <img/ })).toBeDisabled();
  await expect(landing.getByRole('button', { name: /Datos/ })).toBeDisabled();
  const carta = landing.getByRole('link', { name: /<b>Carta<\/b>/ });
  await expect(carta).toHaveAttribute('href', 'https://zona.example/carta');
  await expect(carta).toHaveAttribute('rel', 'noopener noreferrer');
  // The facebook link is javascript: and dropped; instagram stays.
  await expect(page.getByRole('region', { name: 'Síguenos' }).getByRole('link')).toHaveText(['Instagram']);

  // The custom style stays one style element of rules: no script came out of it, nothing was imported.
  const style = page.getByTestId('custom-style');
  await expect(style).toHaveCount(1);
  expect(await style.textContent()).not.toMatch(/<|@import|javascript:/);
  await expect(landing.getByRole('heading', { level: 1 })).toHaveCSS('color', 'rgb(18, 64, 47)');
  // The broken background image stays one quoted address on img.example, never a second declaration.
  const cover = await landing
    .locator('.ld-cover')
    .evaluate((element) => getComputedStyle(element).backgroundImage);
  expect(cover).toMatch(/^url\("https:\/\/img\.example\/[^"]*"\)$/);

  // The instance's language `fr` fell back to Spanish.
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const label = landing.getByRole('link', { name: /Mesa/ });
  await expect(label).toHaveText('<script>window.__pwned=1</script>Mesa');
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(blocked).toEqual([]);
  expect(errors).toEqual([]);
});

test('an instance without a logo still renders its name', async ({ page }) => {
  await page.goto(site('zona-hostil'));
  await expect(page.getByTestId('landing').locator('img.ld-logo')).toHaveCount(0);
  await expect(page.getByTestId('landing').getByRole('heading', { level: 1 })).toBeVisible();
});

test('a name with a word longer than the phone is wide neither scrolls the page sideways nor covers the header buttons', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 915 });
  await page.goto(site('zona-hostil'));
  await expect(page.getByTestId('landing').getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
  // Each header button is what a tap at its centre reaches, not the name running over it (once the page is
  // live: while a slow boot runs, the loading screen may cover the whole page).
  await hydrated(page);
  for (const testId of ['language-toggle', 'profile-link']) {
    const reached = await page.getByTestId(testId).evaluate((control) => {
      const box = control.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit !== null && control.contains(hit);
    });
    expect(reached, testId).toBe(true);
  }
});

test('the operator’s hostile popup renders as text, with no picture or link from its non-web values', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto(site('zona-hostil', '/centro-hostil/menu'));
  const popup = page.getByTestId('popup');
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('heading')).toHaveText('<img src=x onerror="window.__pwned=1">Oferta');
  await expect(popup).toContainText('<script>window.__pwned=1</script>2x1 en tragos');
  await expect(popup.locator('img, script, b, a')).toHaveCount(0);
  // On a phone its long unbroken title wraps inside the box.
  await page.setViewportSize({ width: 412, height: 915 });
  await expect
    .poll(() => popup.evaluate((element) => element.scrollWidth - element.clientWidth))
    .toBeLessThanOrEqual(0);
  await popup.getByRole('button', { name: 'Cerrar' }).click();
  await expect(popup).toHaveCount(0);
  // Nor does a product's long unbroken name widen the menu past the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(errors).toEqual([]);
});
