import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { site } from '../support/page-errors.ts';

const screens: [string, string, string][] = [
  ['landing', '/', 'landing'],
  ['menu', '/chapinero/menu', 'menu-page'],
  ['cart', '/chapinero/delivery/order', 'cart-page'],
  ['booking', '/chapinero/reservar', 'book-page'],
  ['location', '/location', 'location-page'],
];

for (const [name, path, testId] of screens) {
  test(`the ${name} screen has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(site('la-brasa', path));
    await expect(page.getByTestId(testId)).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const blocking = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    expect(blocking).toEqual([]);
  });
}
