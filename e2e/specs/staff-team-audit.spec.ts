import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, errorsOnceHydrated, site } from '../support/page-errors.ts';
import { serverPage } from '../support/server-page.ts';
import { signIn, staffSignedIn, TABLET } from '../support/staff-console.ts';

/** Nothing of the diner's frame: no header, side panel, cookie notice, offline notice or rating tab. */
async function expectConsoleFrame(page: Page): Promise<void> {
  await expect(page.locator('[data-frame="console"]')).toBeVisible();
  await expect(page.getByTestId('staff-top-bar')).toBeVisible();
  await expect(page.locator('[data-frame="diner"]')).toHaveCount(0);
  await expect(page.locator('.mesa-header')).toHaveCount(0);
  await expect(page.getByTestId('cookie-notice')).toHaveCount(0);
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);
  await expect(page.getByTestId('panel-toggle')).toHaveCount(0);
}

test("a staff page wears the console's frame, never the diner's, from the server's first paint", async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const address = site('la-brasa', '/staff');
  await expect.poll(async () => (await serverPage(address)).render, { timeout: 30_000 }).toBe('server');
  const html = (await serverPage(address)).html;
  expect(html).toContain('data-frame="console"');
  expect(html).not.toContain('data-testid="cookie-notice"');
  expect(html).not.toContain('class="mesa-header');

  await page.goto(address);
  await expect(page.getByRole('form', { name: 'Inicia sesión' })).toBeVisible();
  await expectConsoleFrame(page);
  expect(await errorsOnceHydrated(page, errors)).toEqual([]);
  // The diner's pages keep theirs.
  await page.goto(site('la-brasa', '/chapinero/menu'));
  await expect(page.locator('.mesa-header')).toBeVisible();
  await expect(page.locator('[data-frame="console"]')).toHaveCount(0);
});

test('an owner creates a waiter, the waiter sees only its screens, the owner removes it and the manager reads it all in the log', async ({
  browser,
}) => {
  const email = `waiter-${Date.now().toString(36)}@la-brasa.demo`;
  const owner = await staffSignedIn(browser, 'la-brasa', 'owner', '/staff/team');
  await expectConsoleFrame(owner);
  const bar = owner.getByTestId('staff-top-bar');
  await expect(bar).toContainText('La Brasa');
  await expect(bar.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();

  // The owner creates the waiter's account: a temporary password, shown once.
  const invite = owner.getByRole('form', { name: 'Crear una cuenta' });
  await invite.getByLabel('Correo electrónico').fill(email);
  await invite.getByLabel('Nombre').fill('Mesero de prueba');
  await invite.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(invite.getByRole('alert')).toHaveText('Elige al menos un rol.');
  await invite.getByRole('checkbox', { name: 'Mesero' }).check();
  await invite.getByRole('button', { name: 'Crear cuenta' }).click();
  const temporary = await owner.getByTestId('staff-temporary-password').textContent();
  expect(temporary?.length).toBeGreaterThan(0);
  const row = owner.getByRole('listitem', { name: email });
  await expect(row.getByTestId('staff-account-roles')).toHaveText('Mesero');

  // The last owner cannot be removed: the API's refusal, in words.
  const ownerRow = owner.getByRole('listitem', { name: 'owner@la-brasa.demo' });
  await ownerRow.getByRole('button', { name: 'Quitar cuenta' }).click();
  await ownerRow.getByRole('button', { name: 'Sí, quitar la cuenta' }).click();
  await expect(ownerRow.getByRole('alert')).toHaveText(
    'El sitio debe tener al menos un dueño: primero haz dueño a otra persona.',
  );

  // The waiter signs in in its own browser and must first choose its own password.
  const waiter = await (await browser.newContext({ viewport: TABLET })).newPage();
  await waiter.goto(site('la-brasa', '/staff'));
  await signIn(waiter, email, temporary ?? '');
  const change = waiter.getByRole('form', { name: 'Cambiar contraseña' });
  await change.getByLabel('Contraseña actual').fill(temporary ?? '');
  await change.getByLabel('Contraseña nueva', { exact: true }).fill('mesero-nuevo-2026');
  await change.getByLabel('Repite la contraseña nueva').fill('mesero-nuevo-2026');
  await change.getByRole('button', { name: 'Guardar contraseña' }).click();
  const home = waiter.getByTestId('staff-home');
  await expect(home.getByRole('link', { name: 'Mesas' }).first()).toBeVisible();
  await expect(home.getByRole('link', { name: 'Cocina' })).toHaveCount(0);
  await expect(home.getByRole('link', { name: 'Equipo' })).toHaveCount(0);
  await expect(home.getByRole('link', { name: 'Registro de actividad' })).toHaveCount(0);
  await waiter.goto(site('la-brasa', '/staff/team'));
  await expect(waiter.getByTestId('staff-no-access')).toBeVisible();
  await waiter.goto(site('la-brasa', '/staff/audit'));
  await expect(waiter.getByTestId('staff-no-access')).toBeVisible();

  // The owner removes the account (after the confirm step)…
  await row.getByRole('button', { name: 'Quitar cuenta' }).click();
  await row
    .getByRole('alertdialog', { name: `¿Quitar la cuenta ${email}?` })
    .getByRole('button', { name: 'Sí, quitar la cuenta' })
    .click();
  await expect(row).toHaveCount(0);

  // …and the waiter's next call is refused: the console goes back to the sign-in form.
  await waiter.getByTestId('staff-top-bar').getByRole('link', { name: 'Cambiar contraseña' }).click();
  const again = waiter.getByRole('form', { name: 'Cambiar contraseña' });
  await again.getByLabel('Contraseña actual').fill('mesero-nuevo-2026');
  await again.getByLabel('Contraseña nueva', { exact: true }).fill('mesero-otra-2026');
  await again.getByLabel('Repite la contraseña nueva').fill('mesero-otra-2026');
  await again.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(waiter.getByRole('form', { name: 'Inicia sesión' })).toBeVisible();
  await signIn(waiter, email, 'mesero-nuevo-2026');
  await expect(waiter.getByRole('alert')).toHaveText('El correo o la contraseña no son correctos.');

  // The manager reads the creation and the removal in the audit log, newest first.
  const manager = await staffSignedIn(browser, 'la-brasa', 'manager', '/staff/audit');
  await manager.getByLabel('Sobre qué').selectOption({ label: 'Cuenta' });
  const entries = manager.getByTestId('staff-audit-entry').filter({ hasText: email });
  await expect(entries.first()).toContainText('Quitó una cuenta');
  await expect(entries.filter({ hasText: 'Creó una cuenta' })).toHaveCount(1);
  await expect(entries.filter({ hasText: 'Quitó una cuenta' })).toContainText('owner@la-brasa.demo');
  expect(
    await new AxeBuilder({ page: manager })
      .analyze()
      .then((r) =>
        r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
      ),
  ).toEqual([]);
});
