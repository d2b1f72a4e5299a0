/**
 * The Content Security Policy of every page the shell serves. Inline scripts run only with the response's
 * nonce (the boot script and the server render's state); scripts, styles and requests go only to this
 * origin and the deployment's own origins (the API and the remotes, `CSP_ORIGINS`); no plugins, no
 * `<base>` rewriting, no framing by other sites. Styles may be inline: the theme is a `style` attribute
 * and the instance's custom style a `<style>` element (sanitised by `safeCustomStyle`).
 */
import { randomBytes } from 'node:crypto';

/** Where the demo runs: the API and every remote on localhost or an instance's `*.localhost`, any port. */
export const DEFAULT_CSP_ORIGINS = 'http://localhost:* http://*.localhost:*';

/** A fresh nonce for one response (128 random bits, base64). */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

export function contentSecurityPolicy(nonce: string, origins: string): string {
  const own = `'self' ${origins}`.trim();
  return [
    `default-src ${own}`,
    `script-src ${own} 'nonce-${nonce}'`,
    `style-src ${own} 'unsafe-inline'`,
    `img-src ${own} data: blob: https:`,
    `font-src ${own} data:`,
    `connect-src ${own}`,
    // The API's hidden cookie-manager page; no other site is framed.
    `frame-src ${own}`,
    `worker-src 'self'`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action ${own}`,
    `frame-ancestors 'self'`,
  ].join('; ');
}

/** Puts the nonce on every script and module preload of a page the server built (its own markup only). */
export function withNonce(html: string, nonce: string): string {
  return html
    .replace(/<script(?=[\s>])/g, `<script nonce="${nonce}"`)
    .replace(/<link rel="modulepreload"/g, `<link rel="modulepreload" nonce="${nonce}"`);
}
