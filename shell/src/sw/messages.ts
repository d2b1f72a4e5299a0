/**
 * Sent by the page once the worker controls it: the files and API reads the page loaded before the
 * worker existed, so a first visit is kept for offline use without a second load.
 */
export interface WarmUpMessage {
  type: 'mesa-sw-warm-up';
  urls: string[];
}

export const warmUpMessage = (urls: string[]): WarmUpMessage => ({ type: 'mesa-sw-warm-up', urls });

export function isWarmUpMessage(data: unknown): data is WarmUpMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<WarmUpMessage>;
  return (
    message.type === 'mesa-sw-warm-up' &&
    Array.isArray(message.urls) &&
    message.urls.every((url) => typeof url === 'string')
  );
}
