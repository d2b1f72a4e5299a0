import { expect, test, type Page } from '@playwright/test';
import { journey } from '../support/journey.ts';
import { collectPageErrors, site } from '../support/page-errors.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

type Journey = ReturnType<typeof journey>;

/** The frame's language switcher, on whatever route is on screen: the page reloads in the choice. */
async function switchLanguage(page: Page, j: Journey, current: RegExp, choice: string) {
  await j.tap(page.getByTestId('language-toggle'));
  await expect(page.getByTestId('language-toggle')).toHaveAccessibleName(current);
  await Promise.all([
    page.waitForEvent('load'),
    j.tap(page.getByTestId('language-menu').getByRole('button', { name: choice })),
  ]);
}

test('the language changes from the frame on every route: the menu, the booking form, the profile, the landing', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const j = journey('language from the frame');
  await page.goto(site('la-brasa', '/chapinero/menu'));
  await expect(page.getByRole('link', { name: 'Mi perfil' })).toBeVisible();

  await switchLanguage(page, j, /^Idioma: Español/, 'English');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('product').first().getByRole('button', { name: /Add/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My profile' })).toBeVisible();

  await page.goto(site('la-brasa', '/chapinero/reservar'));
  await expect(page.getByRole('heading', { name: 'Book your table' })).toBeVisible();
  await switchLanguage(page, j, /^Language: English/, 'Português');
  await expect(page.getByRole('heading', { name: 'Reserve sua mesa' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');

  await j.tap(page.getByRole('link', { name: 'Meu perfil' }));
  await expect(page.getByRole('heading', { name: 'Meu perfil' })).toBeVisible();
  await switchLanguage(page, j, /^Idioma: Português/, 'Español');
  await expect(page.getByRole('heading', { name: 'Mi perfil' })).toBeVisible();

  // The landing's service buttons follow the language too (the operator's labels are Spanish).
  await page.goto(site('la-brasa'));
  await expect(page.getByRole('link', { name: 'Reserva tu mesa' })).toBeVisible();
  await switchLanguage(page, j, /^Idioma: Español/, 'English');
  await expect(page.getByRole('link', { name: 'Book a table' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Take away' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reserva tu mesa' })).toHaveCount(0);
  j.done();
  expect(errors).toEqual([]);
});

test.describe('a phone set to English', () => {
  test.use({ locale: 'en-US' });

  test('opens an instance that offers English in English on a first visit, and one that does not in its own', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const j = journey('first visit in the phone language');
    await page.goto(site('la-brasa'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Follow us' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book a table' })).toBeVisible();
    await expect(page.getByTestId('language-toggle')).toHaveAccessibleName(/^Language: English/);
    await j.tap(page.getByRole('link', { name: 'Book a table' }));
    await expect(page.getByRole('heading', { name: 'Book your table' })).toBeVisible();

    // Mesa Directa speaks only Spanish: it stays in Spanish, with no switcher to offer.
    await page.goto(site('mesa-directa', '/providencia/menu'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(
      page
        .getByTestId('product')
        .first()
        .getByRole('button', { name: /Agregar/ }),
    ).toBeVisible();
    await expect(page.getByTestId('language-toggle')).toHaveCount(0);
    j.done();
    expect(errors).toEqual([]);
  });
});
