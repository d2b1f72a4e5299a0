import { expect, test } from '@playwright/test';
import { collectPageErrors, site } from '../support/page-errors.ts';
import { waitUntilKeptForOffline } from '../support/service-worker.ts';
import { orderLine, orderProduct, productCard } from '../support/table-order.ts';

// U01 is used by no other spec: its purchase is this test's alone.
test("the table's menu opens offline after a first visit; ordering offline is refused in words and nothing is lost", async ({
  page,
  context,
}) => {
  const errors = collectPageErrors(page);
  await page.goto(site('la-brasa', '/usaquen/menu-digital?mesa=U01'));
  await expect(page.getByTestId('table-order')).toBeVisible();
  await expect(productCard(page, 'Bandeja paisa')).toBeVisible();
  // Seated, the diner's page is rendered with their order: never kept, so offline the client-rendered
  // page opens it, and no order as it once was is shown.
  await waitUntilKeptForOffline(page, { personalBranch: 'usaquen' });

  const storedProfileId = () =>
    page.evaluate(
      () => (JSON.parse(localStorage.getItem('mesa:v1:profile') ?? 'null') as { id: number } | null)?.id,
    );
  const profileId = await storedProfileId();
  expect(profileId).toBeGreaterThan(0);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByTestId('offline-notice')).toContainText('Sin conexión');
    await expect(productCard(page, 'Bandeja paisa')).toContainText('$ 38.000');
    // Joining the table needs the server: the diner is told so on the table's screen, and a tap on
    // "add" puts nothing anywhere (not in the delivery cart either).
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'No hay conexión. Revisa tu internet e inténtalo de nuevo.' }),
    ).toBeVisible();
    await productCard(page, 'Bandeja paisa')
      .getByRole('button', { name: /Agregar/ })
      .click();
    await expect(orderLine(page, 'Bandeja paisa')).toHaveCount(0);
    expect((await page.evaluate(() => localStorage.getItem('mesa:v1:cart'))) ?? '').not.toContain('Bandeja');
  } finally {
    await context.setOffline(false);
  }

  // Back online the same add goes through, once (to the diner's list: a basic table's order is a list).
  await page.reload();
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);
  await orderProduct(page, 'Bandeja paisa', /Agregar/, /Agregar a la lista/);
  await expect(orderLine(page, 'Bandeja paisa')).toHaveCount(1);
  await page.reload();
  await expect(orderLine(page, 'Bandeja paisa')).toHaveCount(1);
  // The profile whose check got no answer offline was kept: the same diner, the same order.
  expect(await storedProfileId()).toBe(profileId);
  expect(errors).toEqual([]);
});
