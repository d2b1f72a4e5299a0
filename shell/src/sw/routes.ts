/**
 * Which caching strategy the service worker gives a request. Pure, so the decisions are unit-tested
 * without a worker: the worker only carries them out.
 */
export type Strategy =
  /** The shell's HTML: network first (a deploy changes it), the last copy when offline. */
  | 'page'
  /** A build output whose name carries its content hash (shell and remotes): never changes, cache first. */
  | 'immutable'
  /** A remote's `mf-manifest.json` or `remoteEntry.js`: network first, so a redeployed remote is seen. */
  | 'remote-entry'
  /** An API read the first screens need (config, branch, menu): network first, the last answer offline. */
  | 'api'
  /** Everything else goes to the network untouched: writes, profiles, sessions, carts, images. */
  | 'network';

export interface RequestFacts {
  method: string;
  url: string;
  /** `Request.mode`: 'navigate' for a page load. */
  mode: string;
  /** The origin of the pages this worker controls. */
  shellOrigin: string;
}

/** `/assets/<name>-<hash>.<ext>`, or at the root (the shell's own `remoteEntry-<hash>.js`). */
const HASHED_ASSET = /^(?:\/assets)?\/[^/]+-[A-Za-z0-9_-]{8}\.(?:js|mjs|css|svg|png|jpe?g|webp|avif|woff2?)$/;
const REMOTE_ENTRY = /\/(?:mf-manifest\.json|remoteEntry\.js)$/;
/**
 * The API reads that are public and the same for every diner of an instance. Profile, session, cart,
 * order and payment calls are personal or change state: never kept.
 */
const CACHED_API_READS = [
  /^\/experience\/[^/]+\/(?:config|suppliers\/[^/]+|branches\/[^/]+)$/,
  /^\/api\/suppliers\/[^/]+\.json$/,
  /^\/api\/suppliers\/[^/]+\/menu\.json$/,
];

export function strategyFor({ method, url, mode, shellOrigin }: RequestFacts): Strategy {
  if (method !== 'GET') return 'network';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'network';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'network';
  if (mode === 'navigate') return parsed.origin === shellOrigin ? 'page' : 'network';
  // The worker itself is checked by the browser; keeping it would pin an old worker.
  if (parsed.origin === shellOrigin && parsed.pathname === '/sw.js') return 'network';
  if (parsed.search === '' && HASHED_ASSET.test(parsed.pathname)) return 'immutable';
  if (REMOTE_ENTRY.test(parsed.pathname)) return 'remote-entry';
  if (CACHED_API_READS.some((read) => read.test(parsed.pathname))) return 'api';
  return 'network';
}
