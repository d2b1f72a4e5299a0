import { instanceConfigSchema, type InstanceConfig } from '../schemas/instance.ts';
import type { Menu } from '../schemas/menu.ts';
import { ApiRequestError } from './errors.ts';
import { api } from './endpoints.ts';

declare global {
  interface Window {
    /** Started by an inline script in the shell's HTML, before any JavaScript bundle loads. */
    __MESA_BOOT__?: { config?: Promise<unknown> };
  }
}

let bootConfig: Promise<InstanceConfig> | null = null;

/** The instance config, reusing the request the HTML already started so boot costs no extra round trip. */
export function readBootConfig(): Promise<InstanceConfig> {
  if (bootConfig) return bootConfig;
  const early = typeof window === 'undefined' ? undefined : window.__MESA_BOOT__?.config;
  const fromHtml = early
    ? early.then((raw) => {
        const parsed = instanceConfigSchema.safeParse(raw);
        if (!parsed.success) throw new ApiRequestError(200, 'bad_response', parsed.error.message);
        return parsed.data;
      })
    : Promise.reject(new Error('no early config'));
  bootConfig = fromHtml.catch(() => api.getInstanceConfig(window.location.host));
  // A failed boot may be retried by the diner: do not cache the failure.
  bootConfig.catch(() => {
    bootConfig = null;
  });
  return bootConfig;
}

const menus = new Map<string, Promise<Menu>>();

/** The menu of a branch, one request per slug even when the shell prefetches and the screen asks too. */
export function loadMenu(supplierSlug: string): Promise<Menu> {
  const cached = menus.get(supplierSlug);
  if (cached) return cached;
  const pending = api.getMenu(supplierSlug);
  menus.set(supplierSlug, pending);
  pending.catch(() => menus.delete(supplierSlug));
  return pending;
}
