/**
 * Sent by the page once the worker controls it: the files and API reads the page loaded before the
 * worker existed, so a first visit is kept for offline use without a second load.
 */
export interface WarmUpMessage {
  type: 'mesa-sw-warm-up';
  urls: string[];
  /** The page's own address when the server rendered it: that page holds its data, keep it too. */
  page?: string;
}

export const warmUpMessage = (urls: string[], page?: string): WarmUpMessage =>
  page === undefined ? { type: 'mesa-sw-warm-up', urls } : { type: 'mesa-sw-warm-up', urls, page };

export function isWarmUpMessage(data: unknown): data is WarmUpMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<WarmUpMessage>;
  return (
    message.type === 'mesa-sw-warm-up' &&
    Array.isArray(message.urls) &&
    message.urls.every((url) => typeof url === 'string') &&
    (message.page === undefined || typeof message.page === 'string')
  );
}
