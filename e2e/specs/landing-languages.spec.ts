import { expect, test, type Page } from '@playwright/test';
import { site } from '../support/page-errors.ts';
import { serverPage } from '../support/server-page.ts';
import { API_URL } from '../support/servers.ts';

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

// The same screens in Spanish, the instance's own language: no interface word left in English or Portuguese.
const FOREIGN_UI = [
  'Follow us',
  'Our branches',
  'Services',
  'opens in a new tab',
  'Add',
  'Categories',
  'Cart',
  'Skip to content',
  'Loading',
  'Siga-nos',
  'Nossas unidades',
  'Serviços',
  'abre em uma nova aba',
  'Adicionar',
  'Categorias',
  'Carrinho',
  'Pular para o conteúdo',
  'Carregando',
];
/** The words of `words` that `text` holds as words (`Cart` is not in the operator's 'Carta en PDF'). */
const wordsIn = (text: string, words: readonly string[]) =>
  words.filter((word) => new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, 'u').test(text));

test('in es nothing on the landing and the menu is left in English or Portuguese', async ({
  page,
}, testInfo) => {
  await page.goto(site('la-brasa'));
  await expect(page.getByRole('heading', { name: 'Síguenos' })).toBeVisible();
  await expect(page.getByTestId('branches-button')).toHaveText('Nuestras sedes');
  await expect(page.getByTestId('landing-spinner')).toHaveCount(0);
  await testInfo.attach('landing-es.png', { body: await page.screenshot({ fullPage: true }) });
  const landing = await interfaceText(page);
  expect(wordsIn(landing, FOREIGN_UI)).toEqual([]);

  await page.goto(site('la-brasa', '/chapinero/menu'));
  await expect(
    page
      .getByTestId('product')
      .first()
      .getByRole('button', { name: /Agregar/ }),
  ).toBeVisible();
  await testInfo.attach('menu-es.png', { body: await page.screenshot({ fullPage: true }) });
  const menu = await interfaceText(page);
  expect(wordsIn(menu, FOREIGN_UI)).toEqual([]);
});

test('the page’s favicon is the instance’s, in the served HTML and after boot', async ({ page }) => {
  for (const [instance, icon] of [
    ['la-brasa', 'la-brasa-logo.svg'],
    ['hotel-mirador', 'mirador-logo.svg'],
  ] as const) {
    const served = await serverPage(site(instance, '/'));
    expect(served.html).toContain(`<link rel="icon" href="${API_URL}/images/${icon}"`);
    await page.goto(site(instance, '/'));
    await expect(page.getByTestId('landing')).toBeVisible();
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', `${API_URL}/images/${icon}`);
  }
  // An instance without a favicon gets the empty one, never another instance's.
  expect((await serverPage(site('zona-hostil', '/'))).html).toContain('<link rel="icon" href="data:,"');
});

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
