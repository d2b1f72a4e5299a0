import { expect, test, type Page } from '@playwright/test';
import { blockingViolations } from '../support/axe.ts';
import { journey } from '../support/journey.ts';
import { collectPageErrors, site, storageRead } from '../support/page-errors.ts';
import { lastSmsCode } from '../support/sms.ts';

const PHONE = { national: '300 222 4466', e164: '+573002224466' };
const PHONE_VIEWPORT = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
test.use(PHONE_VIEWPORT);

type Journey = ReturnType<typeof journey>;

const storedProfileId = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(localStorage.getItem('mesa:v1:profile') ?? 'null') as { id: number } | null)?.id,
  );

/** The verification box: a code by SMS, typed back. `sent` counts the texts the phone got so far. */
async function verifyPhone(page: Page, j: Journey, sent: number) {
  const box = page.getByTestId('phone-verification');
  await j.tap(box.getByRole('button', { name: 'Enviar código' }));
  await expect(box.getByText('Enviamos un código por SMS al •••• 4466.')).toBeVisible();
  await expect.poll(() => lastSmsCode(PHONE.e164, sent)).toMatch(/^\d{4}$/);
  await j.type(box.getByLabel('Código de 4 dígitos'), await lastSmsCode(PHONE.e164, sent));
  await j.tap(box.getByRole('button', { name: 'Verificar' }));
  await expect(page.getByTestId('phone-verified')).toHaveText('Teléfono verificado.');
}

test('the profile from the frame: filled, its phone verified; the same phone on a second phone reaches it', async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  const j = journey('profile on two devices');

  // The profile page's code and texts come in a chunk of their own, fetched when the page is opened.
  const profileChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/account-page-[^/]+\.js$/.test(request.url())) profileChunks.push(request.url());
  });

  // First phone: from the landing's frame to the profile.
  await page.goto(site('la-brasa'));
  await storageRead(page);
  expect(profileChunks).toEqual([]);
  await j.tap(page.getByRole('link', { name: 'Mi perfil' }));
  await expect(page).toHaveURL(/\/chapinero\/account$/);
  await expect(page.getByRole('heading', { name: 'Mi perfil' })).toBeVisible();
  expect(profileChunks).toHaveLength(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await j.type(page.getByLabel('Nombre'), 'Ana Perfil');
  await j.type(page.getByLabel('Correo electrónico'), 'ana.perfil@example.com');
  // The phone's country code is Colombia's, the instance's, from the start.
  await expect(page.getByLabel('Indicativo')).toHaveValue('CO');
  await j.type(page.getByLabel('Teléfono'), PHONE.national);
  await j.choose(page.getByLabel('Sexo'), 'female');
  await j.choose(page.getByLabel('Tipo de documento'), 'passport');
  await j.type(page.getByLabel('Número de documento'), 'X1234567');
  await j.tap(page.getByRole('checkbox', { name: 'Vegetariano' }));
  await j.tap(page.getByRole('checkbox', { name: 'Postres' }));
  await j.tap(page.getByRole('button', { name: 'Guardar' }));
  await expect(page.getByText('Datos guardados.')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await verifyPhone(page, j, 1);
  const first = await storedProfileId(page);

  // Second phone: its own anonymous profile, the profile from the menu's frame this time.
  const second = await browser.newContext(PHONE_VIEWPORT);
  const other = await second.newPage();
  const otherErrors = collectPageErrors(other);
  await other.goto(site('la-brasa', '/chapinero/menu'));
  await storageRead(other);
  expect(await storedProfileId(other)).not.toBe(first);
  await j.tap(other.getByRole('link', { name: 'Mi perfil' }));
  await expect(other.getByRole('heading', { name: 'Mi perfil' })).toBeVisible();
  await j.type(other.getByLabel('Nombre'), 'Otro teléfono');
  await j.type(other.getByLabel('Teléfono'), PHONE.national);
  await j.tap(other.getByRole('button', { name: 'Guardar' }));
  await expect(other.getByText('Datos guardados.')).toBeVisible();
  // The phone got a code moments ago: one code to a phone every few seconds, whichever device asks. The
  // second phone is told to wait, and asks again once the button comes back.
  const box = other.getByTestId('phone-verification');
  await j.tap(box.getByRole('button', { name: 'Enviar código' }));
  await expect(box.getByText('Espera unos segundos antes de pedir otro código.')).toBeVisible();
  await expect(box.getByRole('button', { name: 'Enviar código' })).toBeEnabled({ timeout: 20_000 });
  await verifyPhone(other, j, 2);

  // The verified phone led to the diner's profile: the same id, the data the first phone saved.
  await expect.poll(() => storedProfileId(other)).toBe(first);
  await expect(other.getByLabel('Nombre')).toHaveValue('Ana Perfil');
  await expect(other.getByLabel('Correo electrónico')).toHaveValue('ana.perfil@example.com');
  await expect(other.getByLabel('Sexo')).toHaveValue('female');
  await expect(other.getByRole('checkbox', { name: 'Vegetariano' })).toBeChecked();
  await expect(other.getByRole('checkbox', { name: 'Postres' })).toBeChecked();
  // It stays there after a reload, and the first phone is still in.
  await other.reload();
  await expect(other.getByLabel('Nombre')).toHaveValue('Ana Perfil');
  await page.reload();
  await expect(page.getByTestId('phone-verified')).toBeVisible();
  j.done();
  await second.close();
  expect([...errors, ...otherErrors]).toEqual([]);
});
