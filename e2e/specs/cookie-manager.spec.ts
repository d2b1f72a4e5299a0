import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, site } from '../support/page-errors.ts';

const storedSession = async (page: Page) => {
  const raw = await page.evaluate(() => localStorage.getItem('mesa:v1:session'));
  return raw ? (JSON.parse(raw) as { id: number }) : null;
};

test("the hidden 1 px cookie-manager frame loads the API's page with the stored session", async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto(site('la-brasa', '/chapinero/menu'));
  await expect(page.getByTestId('product').first()).toBeVisible();
  await expect.poll(() => storedSession(page)).not.toBeNull();
  const session = await storedSession(page);
  await page.getByRole('button', { name: 'Aceptar' }).click();

  // The next page finds the stored session when it starts: the frame loads at once (not 30 s later).
  const framePage = page.waitForResponse((response) => response.url().includes('/tracking/cookie_manager'));
  await page.reload();
  const frame = page.getByTestId('cookie-manager');
  await expect(frame).toHaveAttribute(
    'src',
    new RegExp(`session_id=${session?.id}&customer_id=\\d+&consent=1$`),
  );
  const answer = await framePage;
  expect(answer.status()).toBe(200);
  // With consent the API keeps the browser's id in its own cookie.
  expect(await answer.headerValue('set-cookie')).toMatch(/^mesa_device=/);
  const box = await frame.boundingBox();
  expect([box?.width, box?.height]).toEqual([1, 1]);
  await expect(frame).toHaveCSS('opacity', '0');
  expect(errors).toEqual([]);
});
