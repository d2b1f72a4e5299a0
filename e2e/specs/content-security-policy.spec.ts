import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, site } from '../support/page-errors.ts';
import { addToCart } from '../support/table-order.ts';

/** Every CSP violation the page reports, and every "Refused to …" the browser logs. */
function collectViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy: ${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
});

test('every page carries a policy, and the landing, menu, table, booking and cart screens work under it without a violation', async ({
  page,
}) => {
  const violations = collectViolations(page);
  const errors = collectPageErrors(page);

  const landing = await page.goto(site('la-brasa', '/'));
  const policy = landing?.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src [^;]*'nonce-[^']+'/);
  expect(policy).toContain("object-src 'none'");
  await expect(page.getByRole('main')).toBeVisible();

  await page.goto(site('la-brasa', '/chapinero/menu'));
  await addToCart(page, 'Bandeja paisa');
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await page.goto(site('la-brasa', '/chapinero/menu-digital?mesa=M03'));
  await expect(page.getByTestId('product').first()).toBeVisible();
  for (const path of ['/chapinero/reservar', '/chapinero/delivery/order']) {
    await page.goto(site('la-brasa', path));
    await expect(page.locator('#root:not([inert]) main')).toBeVisible();
  }

  // Not 'networkidle': a seated diner's table stays followed over a live channel on every screen.
  await page.waitForLoadState('load');
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});

test('a script injected into the page without the nonce does not run', async ({ page }) => {
  const violations = collectViolations(page);
  await page.goto(site('la-brasa', '/chapinero/menu'));
  await expect(page.getByTestId('product').first()).toBeVisible();
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.appendChild(script);
    const handler = document.createElement('img');
    handler.setAttribute('src', 'data:,');
    handler.setAttribute('onerror', 'window.__handler = true');
    handler.setAttribute('onload', 'window.__handler = true');
    document.body.appendChild(handler);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
  expect(await page.evaluate(() => (window as { __handler?: boolean }).__handler)).toBeUndefined();
});
