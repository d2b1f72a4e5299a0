import type * as z from 'zod/mini';
import { instanceConfigSchema, type InstanceConfig } from '../schemas/instance.ts';
import { menuSchema, type Menu } from '../schemas/menu.ts';
import { supplierResponseSchema, type Supplier } from '../schemas/supplier.ts';
import type { FirstLoad } from '../paths/route.ts';
import type { RequestHeaders } from './client.ts';
import { ApiRequestError } from './errors.ts';
import { api } from './endpoints.ts';

/** A request the HTML started for the first screen, keyed by the branch slug it is for. */
export interface EarlyRequest {
  slug: string;
  data: Promise<unknown>;
}

declare global {
  interface Window {
    /** Started by an inline script in the shell's HTML, before any JavaScript bundle loads. */
    __MESA_BOOT__?: {
      config?: Promise<unknown>;
    } & {
      /** The route's first loads (its `firstLoads`), started by the script for the path's branch. */
      [Load in FirstLoad]?: EarlyRequest;
    } & {
      /** The first route's remote manifest, handed to the federation runtime once. */
      manifest?: { url: string; response: Promise<Response> };
    };
  }
}

function parsed<Schema extends z.ZodMiniType>(
  schema: Schema,
  raw: Promise<unknown>,
): Promise<z.infer<Schema>> {
  return raw.then((data) => {
    const result = schema.safeParse(data);
    if (!result.success) throw new ApiRequestError(200, 'bad_response', result.error.message);
    return result.data;
  });
}

/** Takes the early request for this slug once; later calls go to the API as usual. */
function takeEarly(key: FirstLoad, slug: string): Promise<unknown> | null {
  const boot = typeof window === 'undefined' ? undefined : window.__MESA_BOOT__;
  const early = boot?.[key];
  if (!boot || !early || early.slug !== slug) return null;
  boot[key] = undefined;
  return early.data;
}

let bootConfig: Promise<InstanceConfig> | null = null;

/**
 * The instance config, reusing the request the HTML already started so boot costs no extra round trip.
 * Browser only: its cache holds one instance, so a server asks `api.getInstanceConfig(host)` per request.
 */
export function readBootConfig(): Promise<InstanceConfig> {
  if (typeof window === 'undefined') throw new Error('readBootConfig runs in a browser page only');
  if (bootConfig) return bootConfig;
  const early = window.__MESA_BOOT__?.config;
  const fromHtml = early ? parsed(instanceConfigSchema, early) : Promise.reject(new Error('no early config'));
  bootConfig = fromHtml.catch(() => api.getInstanceConfig(window.location.host));
  // A failed boot may be retried by the diner: do not cache the failure.
  bootConfig.catch(() => {
    bootConfig = null;
  });
  return bootConfig;
}

/**
 * One cached request per slug: the HTML's early request when there is one, else the API. A failure is
 * not cached, so a retry asks again. A page serves one instance, so the slug is the whole key there; a
 * server serves many under the same slugs, so it never caches (and its scopes use `serverDataHandlers`).
 */
function cachedBySlug<T>(
  key: FirstLoad,
  fromEarly: (raw: Promise<unknown>) => Promise<T>,
  fromApi: (slug: string, headers: RequestHeaders) => Promise<T>,
) {
  const cache = new Map<string, Promise<T>>();
  return (slug: string, headers: RequestHeaders): Promise<T> => {
    if (typeof window === 'undefined') return fromApi(slug, headers);
    const cached = cache.get(slug);
    if (cached) return cached;
    const early = takeEarly(key, slug);
    const pending = early ? fromEarly(early).catch(() => fromApi(slug, headers)) : fromApi(slug, headers);
    cache.set(slug, pending);
    pending.catch(() => cache.delete(slug));
    return pending;
  };
}

/** The menu of a branch, one request per slug even when the HTML, the shell and the screen all ask. */
export const loadMenu: (supplierSlug: string, headers: RequestHeaders) => Promise<Menu> = cachedBySlug(
  'menu',
  (raw) => parsed(menuSchema, raw),
  (slug, headers) => api.getMenu(slug, headers),
);

/** A branch by slug, shared the same way as `loadMenu`. */
export const loadSupplier: (supplierSlug: string, headers: RequestHeaders) => Promise<Supplier> =
  cachedBySlug(
    'supplier',
    (raw) => parsed(supplierResponseSchema, raw).then((body) => body.supplier),
    (slug, headers) => api.getSupplier(slug, headers),
  );
