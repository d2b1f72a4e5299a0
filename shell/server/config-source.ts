/** The instance config per host name, from the API, kept a few seconds (the API answers with an ETag). */
import { instanceConfigSchema, type InstanceConfig } from 'shared-contracts';

export type ConfigSource = (host: string) => Promise<InstanceConfig | null>;

export function apiConfigSource(apiUrl: string, { ttlMs = 5000, timeoutMs = 1500 } = {}): ConfigSource {
  const kept = new Map<string, { at: number; config: Promise<InstanceConfig | null> }>();
  async function fetchConfig(host: string): Promise<InstanceConfig | null> {
    try {
      const response = await fetch(`${apiUrl}/experience/${encodeURIComponent(host)}/config`, {
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) return null;
      const parsed = instanceConfigSchema.safeParse(await response.json());
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }
  return (host) => {
    const now = performance.now();
    const hit = kept.get(host);
    if (hit && now - hit.at < ttlMs) return hit.config;
    const config = fetchConfig(host);
    kept.set(host, { at: now, config });
    // A failure is not kept: the next request asks again.
    void config.then((value) => {
      if (!value) kept.delete(host);
    });
    return config;
  };
}
