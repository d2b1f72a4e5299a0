import { httpClient } from 'shared-contracts';
import { type ReadableStorage, storedProfile } from './stored-profile.ts';

/**
 * Every page talks to the API as soon as it is up: a returning diner's session and order (MyOrder, the
 * checkout), a first visit's new profile (asked for while the page hydrates: `early-profile.ts`), which a
 * table's join waits for. The HTTP client's chunk (some 14 KB) starts with the boot, not with that first
 * call. Where storage cannot be read the first call loads it.
 */
export function warmApiClient(storage?: () => ReadableStorage | null): boolean {
  if (storedProfile(storage) === 'unknown') return false;
  void httpClient().catch(() => undefined);
  return true;
}
