import { expect, test } from '@playwright/test';
import { blockingViolations } from '../support/axe.ts';
import { collectPageErrors, site } from '../support/page-errors.ts';
import { lastSmsCode } from '../support/sms.ts';

const PHONE = '+573001114455';

test('the diner verifies the saved phone with the SMS code: wrong code, resend after 14 s, right code', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  await page.goto(site('la-brasa', '/chapinero/account'));
  await page.getByLabel('Nombre').fill('Ana');
  await page.getByLabel(/Teléfono/).fill('300 111 4455');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Datos guardados.')).toBeVisible();

  const box = page.getByTestId('phone-verification');
  await expect(box.getByRole('heading', { name: 'Verifica tu teléfono' })).toBeVisible();
  await box.getByRole('button', { name: 'Enviar código' }).click();
  await expect(box.getByText('Enviamos un código por SMS al •••• 4455.')).toBeVisible();
  const resend = box.getByTestId('verify-resend');
  await expect(resend).toBeDisabled();
  await expect(box.getByText(/Podrás pedir otro código en \d+ s\./)).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  const first = await lastSmsCode(PHONE);
  const wrong = String((Number(first) + 1) % 10_000).padStart(4, '0');
  await box.getByLabel('Código de 4 dígitos').fill(wrong);
  await box.getByRole('button', { name: 'Verificar' }).click();
  await expect(box.getByRole('alert')).toHaveText('El código no es correcto. Te quedan 4 intentos.');

  // Another code only 14 s after the last one.
  await expect(resend).toBeEnabled({ timeout: 20_000 });
  await resend.click();
  await expect(resend).toBeDisabled();
  await expect.poll(() => lastSmsCode(PHONE, 2)).toMatch(/^\d{4}$/);
  const second = await lastSmsCode(PHONE);
  await box.getByLabel('Código de 4 dígitos').fill(second);
  await box.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByTestId('phone-verified')).toHaveText('Teléfono verificado.');

  // The stored profile says so too, and the account read again after a reload.
  await page.reload();
  await expect(page.getByTestId('phone-verified')).toBeVisible();
  expect(errors).toEqual([]);
});
