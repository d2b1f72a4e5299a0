import { paths, type InstanceConfig } from 'shared-contracts';

const withQuery = (path: string, query: URLSearchParams) => {
  const search = query.toString();
  return search ? `${path}?${search}` : path;
};

/**
 * Where the redirect paths lead, keeping the query (a campaign's utm_* survive):
 * `/{supplier}/md`, the short link printed on tables, opens the on-table menu (`?mesa=` kept);
 * `/{supplier}/delivery` opens the branch's Home with the delivery service chosen (`?service=delivery`),
 * where the landing's delivery flow also lands, or its plain Home when the branch does not deliver.
 * Null for any other path.
 */
export function redirectTarget(
  pathname: string,
  search: string,
  config: Pick<InstanceConfig, 'suppliers'> | null,
): string | null {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length !== 2) return null;
  const [encoded = '', page] = segments;
  let slug: string;
  try {
    slug = decodeURIComponent(encoded);
  } catch {
    return null;
  }
  const query = new URLSearchParams(search);
  if (page === 'md') return withQuery(paths.menuDigital(slug), query);
  if (page !== 'delivery') return null;
  const branch = config?.suppliers.find((supplier) => supplier.slug === slug);
  if (branch && !branch.service_delivery) {
    query.delete('service');
    return withQuery(paths.home(slug), query);
  }
  query.set('service', 'delivery');
  return withQuery(paths.home(slug), query);
}
