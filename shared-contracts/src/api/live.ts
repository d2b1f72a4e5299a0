import { apiBaseUrl } from './base-url.ts';
import type { RequestHeaders } from './client.ts';

/** One Server-Sent Event: its name (`message` when the server named none) and its data text. */
export interface StreamEvent {
  event: string;
  data: string;
}

/**
 * Feeds text chunks of a `text/event-stream` body and calls `onEvent` for each complete event; comment
 * lines (`: ping`) are skipped. Chunks may split lines and events anywhere.
 */
export function createEventStreamParser(onEvent: (event: StreamEvent) => void): (chunk: string) => void {
  let buffer = '';
  return (chunk) => {
    buffer += chunk.replace(/\r\n?/g, '\n');
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon >= 0 ? line.slice(0, colon) : line;
        const value = colon >= 0 ? line.slice(colon + 1).replace(/^ /, '') : '';
        if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
      if (data.length > 0) onEvent({ event, data: data.join('\n') });
      end = buffer.indexOf('\n\n');
    }
  };
}

/** How long the polling fallback waits between two reads (and between two tries of the stream). */
export const LIVE_POLL_MS = 5_000;

export interface LiveOptions<T> {
  /** The stream's path on the API (`/menudigital/live/12`) or an absolute URL. */
  url: string;
  /** The request headers with `profileid` and `token` (sent with fetch: EventSource cannot send headers). */
  headers: RequestHeaders;
  /** A parsed event, or undefined to ignore it (a shape this client does not know). */
  parse: (event: StreamEvent) => T | undefined;
  onEvent: (event: T) => void;
  /** The fallback read (e.g. the cart with its ETag) while the stream is down. */
  poll: () => Promise<void>;
  pollMs?: number;
  /** `include` for a stream that needs the page's cookies on the API's origin (the staff session). */
  credentials?: RequestCredentials;
  /** Told `live` once the stream answers and `down` each time it cannot open or breaks. */
  onState?: (state: LiveState) => void;
  /** Seams for tests and non-browser callers. */
  fetch?: typeof fetch;
  setTimer?: (run: () => void, ms: number) => () => void;
}

/** Whether the stream holds (`live`) or the subscription is polling and trying it again (`down`). */
export type LiveState = 'live' | 'down';

export interface LiveSubscription {
  close(): void;
}

const defaultTimer = (run: () => void, ms: number) => {
  const id = setTimeout(run, ms);
  return () => clearTimeout(id);
};

/**
 * Follows a live channel of the API: Server-Sent Events read with fetch while the stream holds; when it
 * cannot open or breaks, `poll()` at once and every `pollMs`, trying the stream again between reads.
 * Reusable by every screen that follows server changes (table orders today, bookings later).
 */
export function subscribeLive<T>(options: LiveOptions<T>): LiveSubscription {
  const doFetch = options.fetch ?? (typeof fetch === 'function' ? fetch : undefined);
  const setTimer = options.setTimer ?? defaultTimer;
  const pollMs = options.pollMs ?? LIVE_POLL_MS;
  const url = /^https?:\/\//.test(options.url) ? options.url : `${apiBaseUrl()}${options.url}`;
  let closed = false;
  let controller: AbortController | undefined;
  let cancelTimer: (() => void) | undefined;

  const fallBack = () => {
    if (closed) return;
    options.onState?.('down');
    options.poll().catch(() => undefined);
    cancelTimer = setTimer(() => {
      cancelTimer = undefined;
      void connect();
    }, pollMs);
  };

  const connect = async () => {
    if (closed) return;
    if (!doFetch || typeof AbortController === 'undefined') return fallBack();
    controller = new AbortController();
    try {
      const res = await doFetch(url, {
        headers: { ...options.headers, accept: 'text/event-stream' },
        signal: controller.signal,
        ...(options.credentials ? { credentials: options.credentials } : {}),
      });
      if (!res.ok || !res.body) throw new Error(`live stream answered ${res.status}`);
      if (!closed) options.onState?.('live');
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      const feed = createEventStreamParser((event) => {
        const parsed = options.parse(event);
        if (parsed !== undefined && !closed) options.onEvent(parsed);
      });
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) break;
        feed(chunk.value);
      }
    } catch {
      // Refused, unreachable or cut: the fallback below reads the state instead.
    }
    if (!closed) fallBack();
  };

  void connect();
  return {
    close: () => {
      closed = true;
      cancelTimer?.();
      controller?.abort();
    },
  };
}
