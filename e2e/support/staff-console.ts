import { expect, type Browser, type Page } from '@playwright/test';
import { site } from './page-errors.ts';

/** Every demo account's password (api/README.md, demo accounts). */
export const DEMO_PASSWORD = 'mesa-demo';
/** A tablet, as the kitchen and the floor use the console. */
export const TABLET = { width: 820, height: 1180 } as const;

/** A staff member's own browser (its own cookies) on a tablet, at a console path, signed in as `role`. */
export async function staffSignedIn(
  browser: Browser,
  instance: string,
  role: 'owner' | 'manager' | 'waiter' | 'kitchen',
  path: string,
): Promise<Page> {
  const context = await browser.newContext({ viewport: TABLET });
  const page = await context.newPage();
  await page.goto(site(instance, path));
  await signIn(page, `${role}@${instance}.demo`, DEMO_PASSWORD);
  return page;
}

/** Fills the console's sign-in form as a person (or a password manager) would, and sends it. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Inicia sesión' });
  await form.getByLabel('Correo electrónico').fill(email);
  await form.getByLabel('Contraseña').fill(password);
  await form.getByRole('button', { name: 'Entrar' }).click();
}

/** Waits until the screen follows the branch's live stream. */
export async function liveOn(page: Page): Promise<void> {
  await expect(page.getByTestId('staff-live')).toHaveText('En vivo');
}
