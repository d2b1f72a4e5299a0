import { expect, test } from '@playwright/test';
import { blockingViolations } from '../support/axe.ts';
import { collectPageErrors, errorsOnceHydrated, site } from '../support/page-errors.ts';

test("a branch's service policies come from its own settings: services, payment, minimum, tip, booking, data", async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto(site('la-brasa', '/chapinero/politicas-servicio'));
  const policies = page.getByTestId('policies-page');
  await expect(policies.getByRole('heading', { level: 1 })).toHaveText('Políticas del servicio');
  await expect(policies).toContainText('Así atiende La Brasa Chapinero.');
  await expect(policies.getByRole('listitem').filter({ hasText: 'Domicilio' })).toBeVisible();
  await expect(policies.getByRole('listitem').filter({ hasText: 'Nequi' })).toBeVisible();
  await expect(policies).toContainText('Pedido mínimo para pagar en línea: $ 10.000.');
  await expect(policies).toContainText('Impoconsumo (8 %) no incluido.');
  await expect(policies).toContainText('Reservas para grupos de hasta 10 personas');
  await expect(policies).toContainText('Los datos de tu tarjeta nunca se guardan.');
  expect(await errorsOnceHydrated(page, errors)).toEqual([]);
  expect(await blockingViolations(page)).toEqual([]);

  // A branch without bookings says nothing about them.
  await page.goto(site('taqueria-lupita', '/roma-norte/politicas-servicio'));
  await expect(policies.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(policies).toContainText('La propina es voluntaria');
  await expect(policies).not.toContainText('Reservas para grupos');
  expect(errors).toEqual([]);
});
