import { expect, test, type Locator, type Page } from '@playwright/test';
import { blockingViolations } from '../support/axe.ts';
import { hydrated, site } from '../support/page-errors.ts';
import { productCard } from '../support/table-order.ts';

/** Presses `key` `times` times and says, after each press, whether the focus stayed inside `dialog`. */
async function focusStaysIn(page: Page, dialog: Locator, key: 'Tab' | 'Shift+Tab', times: number) {
  const inside: boolean[] = [];
  for (let i = 0; i < times; i++) {
    await page.keyboard.press(key);
    inside.push(await dialog.evaluate((box) => box.contains(document.activeElement)));
  }
  return inside;
}

test('the rating dialog holds the focus, Escape closes it and the focus goes back to its tab', async ({
  page,
}) => {
  await page.goto(site('la-brasa', '/usaquen/menu-digital?mesa=U05'));
  await expect(page.getByTestId('table-order')).toBeVisible();
  const tab = page.getByTestId('rating-tab');
  await hydrated(page);
  await tab.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Califica tu experiencia' });
  await expect(dialog).toBeVisible();
  // More presses than it has controls: the focus must wrap around inside, both ways.
  expect(await focusStaysIn(page, dialog, 'Tab', 25)).not.toContain(false);
  expect(await focusStaysIn(page, dialog, 'Shift+Tab', 25)).not.toContain(false);
  expect(await blockingViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(tab).toBeFocused();
});

test("the operator's popup holds the focus and closes with Escape, leaving the page usable", async ({
  page,
}) => {
  await page.goto(site('zumeria-tropical', '/granada/menu'));
  const popup = page.getByRole('dialog', { name: '¡El segundo jugo a mitad de precio!' });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('link', { name: /Ver promociones/ })).toBeFocused();
  expect(await focusStaysIn(page, popup, 'Tab', 6)).not.toContain(false);
  expect(await focusStaysIn(page, popup, 'Shift+Tab', 6)).not.toContain(false);
  expect(await blockingViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
  // The page behind answers the keyboard again.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('[inert]') ?? null)).toBeNull();
  await expect(page.getByTestId('product').first()).toBeVisible();
});

test("the product dialog holds the focus and gives it back to the product's add button", async ({ page }) => {
  await page.goto(site('la-brasa', '/chapinero/menu'));
  await hydrated(page);
  const open = productCard(page, 'Churrasco 400 g').getByRole('button', { name: /Agregar/ });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Churrasco 400 g' });
  await expect(dialog).toBeVisible();
  expect(await focusStaysIn(page, dialog, 'Tab', 30)).not.toContain(false);
  expect(await focusStaysIn(page, dialog, 'Shift+Tab', 30)).not.toContain(false);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();
});
