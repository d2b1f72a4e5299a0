import { storageKey } from 'shared-contracts';

export type ReadableStorage = Pick<Storage, 'getItem'>;

/**
 * Whether this browser keeps a diner's profile, read before the stored state is: `unknown` where storage
 * is switched off or refuses to be read (some private modes).
 */
export function storedProfile(
  storage: () => ReadableStorage | null = () => window.localStorage,
): 'stored' | 'none' | 'unknown' {
  try {
    const store = storage();
    if (!store) return 'unknown';
    return store.getItem(storageKey('profile')) ? 'stored' : 'none';
  } catch {
    return 'unknown';
  }
}
