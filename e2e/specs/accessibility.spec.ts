import { expect, test } from '@playwright/test';
import { blockingViolations } from '../support/axe.ts';
import { site } from '../support/page-errors.ts';

// Each screen with the content that shows it has finished loading (axe must see the real screen).
const screens: [string, string, string][] = [
  ['landing', '/', 'Reserva tu mesa'],
  ['menu', '/chapinero/menu', 'Bandeja paisa'],
  ['cart', '/chapinero/delivery/order', 'Tu carrito está vacío.'],
  ['booking', '/chapinero/reservar', 'Solicitar reserva'],
  ['location', '/location', 'Medellín'],
];

for (const [name, path, readyText] of screens) {
  test(`the ${name} screen has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(site('la-brasa', path));
    await expect(page.getByText(readyText).first()).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });
}
