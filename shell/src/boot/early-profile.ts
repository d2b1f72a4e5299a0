import { requestEarlyProfile, type InstanceConfig, type RequestHeaders } from 'shared-contracts';
import { resolveRoute } from '../remotes/resolve-route.ts';
import { type ReadableStorage, storedProfile } from './stored-profile.ts';

/**
 * A first visit (no stored profile) to a remote's screen: the anonymous profile the start creates right
 * after hydration is asked for now, while the page hydrates, so what waits for it (a table's join, the
 * cart's order) does not wait as long. Not on the shell's own pages (a smart link logs a profile in) nor
 * on the staff's console. `headers` are the page scope's request headers, as the start's own request
 * would carry them.
 */
export function startEarlyProfile(
  config: InstanceConfig,
  headers: RequestHeaders,
  pathname: string = window.location.pathname,
  storage?: () => ReadableStorage | null,
): boolean {
  if (config.status === 'locked' || storedProfile(storage) !== 'none') return false;
  const route = resolveRoute(pathname)?.route;
  if (!route || route.frame === 'console') return false;
  requestEarlyProfile(config, headers);
  return true;
}
