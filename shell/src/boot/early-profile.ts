import { requestEarlyProfile, type InstanceConfig, type RequestHeaders } from 'shared-contracts';
import { resolveRoute } from '../remotes/resolve-route.ts';
import { type ReadableStorage, storedProfile } from './stored-profile.ts';

/**
 * Whether the route's first screen shows the diner's own data (a table's order, MyOrder, the checkout, the
 * cart): there the profile and the HTTP client are wanted before the page is live. Elsewhere (the menu, the
 * landing, a branch selector, the booking form) nothing on screen waits for them, so they come with the
 * start, after the page is live, and leave the network and the main thread to what the diner's first tap
 * needs.
 */
export function routeShowsDinerData(pathname: string): boolean {
  return resolveRoute(pathname)?.route.dinerData === true;
}

/**
 * A first visit (no stored profile) to a screen with the diner's data: the anonymous profile the start
 * creates right after hydration is asked for now, while the page hydrates, so what waits for it (a table's
 * join, the cart's order) does not wait as long. Not on other screens (above), the shell's own pages (a
 * smart link logs a profile in) nor the staff's console. `headers` are the page scope's request headers, as
 * the start's own request would carry them.
 */
export function startEarlyProfile(
  config: InstanceConfig,
  headers: RequestHeaders,
  pathname: string = window.location.pathname,
  storage?: () => ReadableStorage | null,
): boolean {
  if (config.status === 'locked' || storedProfile(storage) !== 'none') return false;
  if (!routeShowsDinerData(pathname)) return false;
  requestEarlyProfile(config, headers);
  return true;
}
