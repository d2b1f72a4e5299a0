/**
 * A remote's first load in a process (its manifest, its server entry, its singletons) takes longer than the
 * render budget, so the first page after a (re)start that needs it is rendered in the browser. Loading the
 * remotes of the instances named in `SSR_WARM_HOSTS` right after the start spares that first diner: the
 * first page is rendered on the server too.
 */
import type { ConfigSource } from './config-source.ts';
import type { RemoteLoader } from './remote-loader.ts';

/** The hosts of `SSR_WARM_HOSTS` (comma-separated, as browsers send them: `la-brasa.localhost:5173`). */
export function warmHosts(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((host) => host.trim())
    .filter((host) => host !== '');
}

export interface WarmUpResult {
  /** `name entry` of each remote loaded. */
  loaded: string[];
  /** The hosts whose config or some remote did not answer before giving up. */
  missed: string[];
}

interface WarmUpOptions {
  retryMs?: number;
  giveUpMs?: number;
  now?: () => number;
  wait?: (ms: number) => Promise<void>;
}

/**
 * Loads every switched-on remote of each host's instance. The API and the remotes' hosts may start after
 * the shell: a host whose config or remotes do not answer is tried again every `retryMs`, for at most
 * `giveUpMs`. What it could not load is loaded by the first page that needs it, as without the warm-up.
 */
export async function warmUpRemotes(
  hosts: string[],
  deps: { config: ConfigSource; remotes: RemoteLoader },
  {
    retryMs = 500,
    giveUpMs = 30_000,
    now = Date.now,
    wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  }: WarmUpOptions = {},
): Promise<WarmUpResult> {
  const pending = new Set(hosts);
  const loaded = new Set<string>();
  const deadline = now() + giveUpMs;
  for (;;) {
    for (const host of [...pending]) {
      const instance = await deps.config(host);
      if (!instance) continue;
      const wanted = instance.remotes.filter((remote) => remote.enabled);
      const results = await Promise.all(
        wanted.map(async (remote) => ({ remote, done: await deps.remotes.load(remote.name, remote.entry) })),
      );
      for (const { remote, done } of results) if (done) loaded.add(`${remote.name} ${remote.entry}`);
      if (results.every(({ done }) => done !== null)) pending.delete(host);
    }
    if (pending.size === 0 || now() >= deadline) return { loaded: [...loaded], missed: [...pending] };
    await wait(retryMs);
  }
}
