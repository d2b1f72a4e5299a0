import type { AcquisitionSource } from 'shared-contracts';

const FIELDS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'fbclid',
] as const;
const cut = (value: string | null, max: number) => (value ? value.slice(0, max) : undefined);

/** Where the visit came from: the first URL's campaign and utm_* parameters, the referrer and the browser. */
export function acquisitionOf(search: string, referrer: string, userAgent: string): AcquisitionSource {
  const query = new URLSearchParams(search);
  const source: AcquisitionSource = {
    campaign_id: cut(query.get('campaign_id') ?? query.get('campaign'), 200),
    userAgent: cut(userAgent, 500),
    referer: cut(referrer, 1000),
  };
  for (const field of FIELDS) source[field] = cut(query.get(field), field.endsWith('clid') ? 300 : 200);
  return source;
}
