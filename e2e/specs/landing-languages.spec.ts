import { expect, test, type Page } from '@playwright/test';
import { site } from '../support/page-errors.ts';
import { serverPage } from '../support/server-page.ts';
import { API_URL } from '../support/servers.ts';

// Interface words of the landing, the frame and the menu in each language: none may be left in another
// (the operator's own content, such as product names, stays as the operator wrote it).
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

const ENGLISH_UI = [
  'Follow us',
  'Our branches',
  'Services',
  'opens in a new tab',
  'Add',
  'Categories',
  'Cart',
  'Skip to content',
  'Loading',
];
const PORTUGUESE_UI = [
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

// Each language with words that must show, and the other languages' words that must not.
const LANGUAGES = {
  es: {
    name: 'Español',
    follow: 'Síguenos',
    branches: 'Nuestras sedes',
    add: /Agregar/,
    others: [...ENGLISH_UI, ...PORTUGUESE_UI],
  },
  en: { name: 'English', follow: 'Follow us', branches: 'Our branches', add: /Add/, others: SPANISH_UI },
  pt: {
    name: 'Português',
    follow: 'Siga-nos',
    branches: 'Nossas unidades',
    add: /Adicionar/,
    others: SPANISH_UI,
  },
} as const;

for (const [lang, words] of Object.entries(LANGUAGES)) {
  test(`in ${lang} nothing on the landing and the menu is left in another language`, async ({
    page,
  }, testInfo) => {
    await page.goto(site('la-brasa'));
    // Spanish is La Brasa's own language: the page starts in it.
    if (lang !== 'es') {
      await page.getByTestId('language-button').click();
      await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: words.name }).click()]);
    }
    await expect(page.getByRole('heading', { name: words.follow })).toBeVisible();
    await expect(page.getByTestId('branches-button')).toHaveText(words.branches);
    await expect(page.getByTestId('landing-spinner')).toHaveCount(0);
    await testInfo.attach(`landing-${lang}.png`, { body: await page.screenshot({ fullPage: true }) });
    expect(wordsIn(await interfaceText(page), words.others)).toEqual([]);

    await page.goto(site('la-brasa', '/chapinero/menu'));
    await expect(page.getByTestId('product').first().getByRole('button', { name: words.add })).toBeVisible();
    await testInfo.attach(`menu-${lang}.png`, { body: await page.screenshot({ fullPage: true }) });
    expect(wordsIn(await interfaceText(page), words.others)).toEqual([]);
  });
}

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

test('country wording: Mexico says sucursales, Colombia sedes, Peru locales, all falling back to Spanish elsewhere', async ({
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
  await expect(page.getByText('Ningún local ofrece esto por ahora.')).toBeVisible();
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
