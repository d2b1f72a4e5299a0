/**
 * The instance config per host name, asked of the API on every page request (a staff switch shows on
 * the next load), revalidated with its ETag so an unchanged config costs a 304 and no parse.
 */
import { instanceConfigSchema, type InstanceConfig } from 'shared-contracts';
import { BoundedCache } from 'shared-contracts/bounded-cache';
import { REQUEST_ID_HEADER } from 'shared-contracts/schemas';

/** Any Host header reaches here: a flood of made-up ones must not grow the cache without bound. */
const MAX_HOSTS = 1000;

/** `requestId`: the page request's id, sent on so the API logs its answer under the same id. */
export type ConfigSource = (host: string, requestId?: string) => Promise<InstanceConfig | null>;

export function apiConfigSource(
  apiUrl: string,
  { timeoutMs = 1500, maxHosts = MAX_HOSTS } = {},
): ConfigSource {
  const known = new BoundedCache<{ etag: string; config: InstanceConfig }>(maxHosts);
  return async (host, requestId) => {
    const last = known.get(host);
    try {
      const response = await fetch(`${apiUrl}/experience/${encodeURIComponent(host)}/config`, {
        headers: {
          ...(last ? { 'if-none-match': last.etag } : {}),
          ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}),
        },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status === 304 && last) return last.config;
      if (!response.ok) return null;
      const parsed = instanceConfigSchema.safeParse(await response.json());
      if (!parsed.success) return null;
      const etag = response.headers.get('etag');
      if (etag) known.set(host, { etag, config: parsed.data });
      return parsed.data;
    } catch {
      return null;
    }
  };
}
