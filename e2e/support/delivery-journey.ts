import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { journey } from './journey.ts';
import { site } from './page-errors.ts';

/** A diner's phone: the viewport the journeys run on (390×844, touch). */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/** A phone whose GPS reads `position` and which lets `instance`'s site read it. */
export async function phoneAt(
  browser: Browser,
  position: { latitude: number; longitude: number },
  instance = 'la-brasa',
): Promise<BrowserContext> {
  const phone = await browser.newContext({ ...PHONE, geolocation: position });
  await phone.grantPermissions(['geolocation'], { origin: site(instance, '') });
  return phone;
}

type Diner = ReturnType<typeof journey>;

/** Table wording (a table, its bill, its waiter) that a delivery or take-away page never shows. */
/** Adds `product` (a plain one) through its dialog on the menu on screen, then opens the cart. */
export async function addAndOpenCart(page: Page, product: string): Promise<void> {
  const card = page.getByTestId('product').filter({ hasText: product });
  await card.getByRole('button', { name: /Agregar/ }).click();
  await page
    .getByRole('dialog', { name: product })
    .getByRole('button', { name: /Agregar al carrito/ })
    .click();
  await page.getByRole('link', { name: /^Carrito/ }).click();
}

export const NO_TABLE_WORDS = /\bmesas?\b|mesero/i;

/** The precheckout's buyer data, given once: the checkout only asks how to pay. */
export async function giveBuyerData(page: Page, diner: Diner, phone = '300 111 2233'): Promise<void> {
  await diner.type(page.getByLabel('Nombre', { exact: true }), 'Ana Gómez');
  await diner.type(page.getByLabel('Celular', { exact: true }), phone);
  await diner.type(page.getByLabel('Correo electrónico'), 'ana@example.com');
  await diner.choose(page.getByLabel('Tipo de documento'), 'national_id');
  await diner.type(page.getByLabel('Número de documento'), '1020304050');
  await diner.tap(page.getByTestId('precheckout-continue'));
  await expect(page).toHaveURL(/\/checkout\/\d+$/);
}

/**
 * The checkout of one diner's order: no table words, no split, the contact data not asked again; paid by
 * the sandbox's approving card for exactly `amount`. Returns the order's id.
 */
export async function payOrderByCard(page: Page, diner: Diner, amount: string): Promise<number> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagar tu pedido');
  await expect(page.getByTestId('split')).toBeHidden();
  // Nothing on the page speaks of a table (its bill, its mates, its waiter).
  await expect(page.getByTestId('checkout-page')).not.toContainText(NO_TABLE_WORDS);
  await expect(page.getByTestId('contact-summary')).toContainText('Ana Gómez');
  await expect(page.getByLabel('Nombre', { exact: true })).toBeHidden();
  await expect(page.getByTestId('pay')).toHaveText(`Pagar ${amount}`);
  await diner.choose(page.getByLabel('Medio de pago'), 'card');
  await diner.type(page.getByLabel('Nombre del titular'), 'ANA GOMEZ');
  await diner.type(page.getByLabel('Número de la tarjeta'), '4242 4242 4242 4242');
  await diner.type(page.getByLabel('Mes de vencimiento'), '12');
  await diner.type(page.getByLabel('Año de vencimiento'), '2040');
  await diner.type(page.getByLabel('CVC'), '123');
  await diner.tap(page.getByTestId('pay'));
  const outcome = page.getByTestId('payment-outcome');
  await expect(outcome).toHaveAttribute('data-status', 'approved');
  await expect(outcome).toContainText(amount);
  await expect(page.getByTestId('checkout-page')).not.toContainText(NO_TABLE_WORDS);
  return Number(/\/checkout\/(\d+)$/.exec(page.url())?.[1]);
}

/** The order is delivered: its page offers the rating, which the diner gives (5 stars). */
export async function rateOrder(page: Page, diner: Diner): Promise<void> {
  await diner.tap(page.getByTestId('order-rate'));
  await diner.tap(page.getByRole('radio', { name: '5 de 5' }));
  await diner.tap(page.getByRole('button', { name: 'Enviar calificación' }));
  await expect(page.getByTestId('rate-result')).toHaveText('¡Gracias por tu calificación!');
}
