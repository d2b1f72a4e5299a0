import type { FirstLoad } from '../paths/route.ts';

/** Where a branch is read, from its path segment (already encoded). */
export const supplierUrl = (segment: string): string => `/api/suppliers/${segment}.json`;
/** Where a branch's menu is read, from its path segment (already encoded). */
export const menuUrl = (segment: string): string => `/api/suppliers/${segment}/menu.json`;

/**
 * The request of each first load: the API client sends it, and the HTML's boot script starts it before
 * any bundle runs (it is handed these with `{slug}` for the segment), so both ask the same address.
 */
export const FIRST_LOAD_URLS: Readonly<Record<FirstLoad, (segment: string) => string>> = {
  menu: menuUrl,
  supplier: supplierUrl,
};
