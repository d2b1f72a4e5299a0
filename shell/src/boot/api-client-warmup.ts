import { httpClient, storageKey } from 'shared-contracts';

type ReadableStorage = Pick<Storage, 'getItem'>;

/**
 * A diner with a stored profile talks to the API as soon as the page is up (their session, their
 * order on MyOrder and the checkout): the HTTP client's chunk starts with the boot, not with that first
 * call. A first visit has no profile yet and keeps the chunk out of its way.
 */
export function warmApiClient(storage: () => ReadableStorage | null = () => window.localStorage): boolean {
  try {
    // Reaching storage, and reading it, throw where it is switched off (some private modes).
    if (!storage()?.getItem(storageKey('profile'))) return false;
  } catch {
    return false;
  }
  void httpClient().catch(() => undefined);
  return true;
}
