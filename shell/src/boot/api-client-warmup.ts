import { httpClient } from 'shared-contracts';
import { routeShowsDinerData } from './early-profile.ts';
import { type ReadableStorage, storedProfile } from './stored-profile.ts';

/**
 * A screen with the diner's data talks to the API as soon as it is up (a returning diner's order, a first
 * visit's new profile asked for while the page hydrates: `early-profile.ts`). There the HTTP client's chunk
 * (some 20 KB) starts with the boot, not with that first call. On other screens it comes with the first
 * call, after the page is live. Where storage cannot be read the first call loads it.
 */
export function warmApiClient(
  pathname: string = window.location.pathname,
  storage?: () => ReadableStorage | null,
): boolean {
  if (storedProfile(storage) === 'unknown' || !routeShowsDinerData(pathname)) return false;
  void httpClient().catch(() => undefined);
  return true;
}
