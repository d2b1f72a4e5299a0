/** The paths that carry a secret (a smart link's login token, a rating or booking link's token). */
const TOKEN_PATHS: readonly [RegExp, string][] = [
  [/^(\/[^/]+\/sl\/[^/]+\/)[^/]+/, '$1:token'],
  [/^(\/(?:ratecluvi|book_info|rate)\/[^/]+\/)[^/]+/, '$1:token'],
];

/**
 * The query parameters an analytics pixel may see: the campaign's own. Everything else stays on the
 * device, the table's code and its QR key (which lets anyone join the table's bill) first among them.
 * An allow-list, so a parameter added tomorrow is private until someone decides otherwise.
 */
const CAMPAIGN_PARAMS = /^(utm_[a-z]+|gclid|gbraid|wbraid|fbclid)$/;

function parsed(href: string): URL | null {
  try {
    return new URL(href);
  } catch {
    return null;
  }
}

const withoutTokens = (path: string) =>
  TOKEN_PATHS.reduce((current, [pattern, by]) => current.replace(pattern, by), path);

/**
 * The page's address as an error report may carry it: origin and path only. The query may hold click
 * ids, campaign data and the table code, which a report must not send before (or without) the diner's
 * consent, and link tokens in the path are replaced: a report is read by the operator, not the diner.
 */
export function reportableUrl(href: string): string {
  const url = parsed(href);
  return url ? `${url.origin}${withoutTokens(url.pathname)}` : '';
}

/**
 * The page's address as a consented analytics pixel may carry it: link tokens replaced, and of the query
 * only the campaign's parameters (the ad's click ids and `utm_*`), which is what the pixel is for.
 */
export function trackableUrl(href: string): string {
  const url = parsed(href);
  if (!url) return '';
  const campaign = new URLSearchParams();
  for (const [name, value] of url.searchParams) if (CAMPAIGN_PARAMS.test(name)) campaign.append(name, value);
  const query = campaign.toString();
  return `${url.origin}${withoutTokens(url.pathname)}${query ? `?${query}` : ''}`;
}
