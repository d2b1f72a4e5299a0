import { paths } from '../paths/paths.ts';
import type { Banner } from '../schemas/supplier.ts';
import { webHref } from '../validation/web-link.ts';

/** The provider's own hosts: an external banner to one of them carries the diner's table code. */
export const PROVIDER_HOSTS: readonly string[] = ['mesa.example'];

export type BannerTarget =
  | { kind: 'route'; to: string }
  | { kind: 'external'; href: string; newTab: boolean }
  /** Nothing to open: a product or category banner without its id, or a link that is no web link. */
  | null;

const isProviderHost = (hostname: string) =>
  PROVIDER_HOSTS.some((host) => hostname === host || hostname.endsWith(`.${host}`));

/**
 * Where a banner click goes: product → Product, category → Menu with
 * `category_id`, external → its link, with `mesa` appended for the provider's own hosts.
 */
export function bannerTarget(banner: Banner, supplier: string, tableCode: string | null): BannerTarget {
  if (banner.type === 'product') {
    return banner.product ? { kind: 'route', to: paths.productView(supplier, banner.product) } : null;
  }
  if (banner.type === 'category') {
    return banner.category
      ? { kind: 'route', to: paths.menu(supplier, { categoryId: banner.category }) }
      : null;
  }
  const href = webHref(banner.url ?? '');
  if (href === null) return null;
  const url = new URL(href);
  if (tableCode !== null && isProviderHost(url.hostname)) url.searchParams.set('mesa', tableCode);
  return { kind: 'external', href: url.href, newTab: banner.target !== '_self' };
}
