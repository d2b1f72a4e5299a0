/** The one state a screen renders from, in the order it checks them. */
export type ScreenStatus = 'loading' | 'failed' | 'empty' | 'ready';

/** Data first (empty or ready), then a failed load, else it is still loading. */
export function screenStatus<T>(
  data: T | null,
  failed: boolean,
  isEmpty: (data: T) => boolean,
): ScreenStatus {
  if (data !== null) return isEmpty(data) ? 'empty' : 'ready';
  return failed ? 'failed' : 'loading';
}
