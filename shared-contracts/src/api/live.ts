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

/**
 * How long a stream may stay silent before it is taken for dead: the API writes a comment every 20 s, so
 * two missed ones. A connection a network change left half-open delivers nothing and never ends by itself.
 */
export const LIVE_STALE_MS = 45_000;

/** What tells the subscription that the device lost or regained its network (the page's `window`). */
export type Connectivity = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

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
  /** Silence after which the stream is dropped and opened again (0: never); LIVE_STALE_MS by default. */
  staleMs?: number;
  /** Seams for tests and non-browser callers. */
  fetch?: typeof fetch;
  setTimer?: (run: () => void, ms: number) => () => void;
  /** `offline` drops the stream at once, `online` opens it again at once; the page's window by default. */
  connectivity?: Connectivity;
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
  const staleMs = options.staleMs ?? LIVE_STALE_MS;
  const connectivity = options.connectivity ?? (typeof window === 'undefined' ? undefined : window);
  const url = /^https?:\/\//.test(options.url) ? options.url : `${apiBaseUrl()}${options.url}`;
  let closed = false;
  let controller: AbortController | undefined;
  let cancelTimer: (() => void) | undefined;
  let cancelStale: (() => void) | undefined;

  const fallBack = () => {
    if (closed) return;
    options.onState?.('down');
    options.poll().catch(() => undefined);
    cancelTimer = setTimer(() => {
      cancelTimer = undefined;
      void connect();
    }, pollMs);
  };

  /** (Re)arms the silence watchdog of `stream`: past `staleMs` without a byte, it is aborted. */
  const watch = (stream: AbortController) => {
    cancelStale?.();
    cancelStale = staleMs > 0 ? setTimer(() => stream.abort(), staleMs) : undefined;
  };

  const connect = async () => {
    if (closed) return;
    if (!doFetch || typeof AbortController === 'undefined') return fallBack();
    const stream = new AbortController();
    controller = stream;
    watch(stream);
    try {
      const res = await doFetch(url, {
        headers: { ...options.headers, accept: 'text/event-stream' },
        signal: stream.signal,
        ...(options.credentials ? { credentials: options.credentials } : {}),
      });
      if (!res.ok || !res.body) throw new Error(`live stream answered ${res.status}`);
      if (!closed) options.onState?.('live');
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      // Ending the read ourselves: a body does not always end when its request is aborted.
      stream.signal.addEventListener('abort', () => void reader.cancel().catch(() => undefined));
      const feed = createEventStreamParser((event) => {
        const parsed = options.parse(event);
        if (parsed !== undefined && !closed) options.onEvent(parsed);
      });
      for (;;) {
        watch(stream);
        const chunk = await reader.read();
        if (chunk.done) break;
        feed(chunk.value);
      }
    } catch {
      // Refused, unreachable, cut or silent too long: the fallback below reads the state instead.
    }
    cancelStale?.();
    cancelStale = undefined;
    if (!closed) fallBack();
  };

  // Changes sent while the device was offline never arrive on the old connection: drop it at once
  // (the screen says it is reconnecting), and open a new one, which starts with a full read, as soon
  // as the network is back instead of at the next retry.
  const wentOffline = () => controller?.abort();
  const cameOnline = () => {
    if (closed || !cancelTimer) return;
    cancelTimer();
    cancelTimer = undefined;
    void connect();
  };
  connectivity?.addEventListener('offline', wentOffline);
  connectivity?.addEventListener('online', cameOnline);

  void connect();
  return {
    close: () => {
      closed = true;
      cancelTimer?.();
      cancelStale?.();
      controller?.abort();
      connectivity?.removeEventListener('offline', wentOffline);
      connectivity?.removeEventListener('online', cameOnline);
    },
  };
}
