import { expect, test, type Page } from '@playwright/test';
import { site } from '../support/page-errors.ts';

// Interface words of the landing, the frame and the menu in Spanish: none may be left in English or
// Portuguese (the operator's own content, such as product names, stays as the operator wrote it).
const SPANISH_UI = [
  'Síguenos',
  'Nuestras sedes',
  'Servicios',
  'se abre en una pestaña nueva',
  'Agregar',
  'Categorías',
  'Carrito',
  'Saltar al contenido',
  'Cargando',
];

/** Everything the diner reads or hears: the visible text and the accessible names set by attributes. */
const interfaceText = (page: Page) =>
  page.evaluate(() =>
    [
      document.body.innerText,
      ...[...document.querySelectorAll('[aria-label], [title], img[alt]')].map((element) =>
        ['aria-label', 'title', 'alt'].map((name) => element.getAttribute(name) ?? '').join(' '),
      ),
    ].join('\n'),
  );

const EXPECTED = {
  en: { follow: 'Follow us', branches: 'Our branches', add: /Add/ },
  pt: { follow: 'Siga-nos', branches: 'Nossas unidades', add: /Adicionar/ },
} as const;

for (const [lang, words] of Object.entries(EXPECTED)) {
  test(`in ${lang} nothing on the landing and the menu is left in Spanish`, async ({ page }, testInfo) => {
    await page.goto(site('la-brasa'));
    await page.getByTestId('language-button').click();
    const name = lang === 'en' ? 'English' : 'Português';
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name }).click()]);
    await expect(page.getByRole('heading', { name: words.follow })).toBeVisible();
    await expect(page.getByTestId('branches-button')).toHaveText(words.branches);
    await expect(page.getByTestId('landing-spinner')).toHaveCount(0);
    await testInfo.attach(`landing-${lang}.png`, { body: await page.screenshot({ fullPage: true }) });
    const landing = await interfaceText(page);
    expect(SPANISH_UI.filter((word) => landing.includes(word))).toEqual([]);

    await page.goto(site('la-brasa', '/chapinero/menu'));
    await expect(page.getByTestId('product').first().getByRole('button', { name: words.add })).toBeVisible();
    await testInfo.attach(`menu-${lang}.png`, { body: await page.screenshot({ fullPage: true }) });
    const menu = await interfaceText(page);
    expect(SPANISH_UI.filter((word) => menu.includes(word))).toEqual([]);
  });
}

test('country wording: Mexico says sucursales, Colombia sedes, both falling back to Spanish elsewhere', async ({
  page,
}) => {
  // Taquería Lupita takes no bookings: its booking selector is empty, in Mexican wording.
  await page.goto(site('taqueria-lupita', '/branch-to-book'));
  await expect(page.getByRole('heading', { name: 'Elige la sucursal para reservar' })).toBeVisible();
  await expect(page.getByText('Ninguna sucursal ofrece esto por ahora.')).toBeVisible();
  // A key Mexico does not reword comes from Spanish.
  await expect(page.getByRole('link', { name: 'Volver al inicio' })).toBeVisible();
  await page.goto(site('la-brasa', '/branch-offices'));
  await expect(page.getByRole('heading', { name: 'Nuestras sedes' })).toBeVisible();
  await page.goto(site('hotel-mirador', '/branch-to-take-away'));
  await expect(page.getByText('Ninguna sede ofrece esto por ahora.')).toBeVisible();
});

test('the theme colours of two instances are read from computed styles', async ({ page }) => {
  const themeOf = async (instance: string) => {
    await page.goto(site(instance));
    await expect(page.getByTestId('landing')).toBeVisible();
    return page
      .locator('.ld-link--service')
      .first()
      .evaluate((element) => getComputedStyle(element).backgroundColor);
  };
  expect(await themeOf('la-brasa')).toBe('rgb(200, 16, 46)');
  expect(await themeOf('zona-hostil')).toBe('rgb(27, 127, 91)');
});
