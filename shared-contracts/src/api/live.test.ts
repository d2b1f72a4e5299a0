import { describe, expect, it } from 'vitest';
import { createEventStreamParser, type StreamEvent, subscribeLive } from './live.ts';

describe('createEventStreamParser', () => {
  it('reads events split anywhere, skips comments and joins multi-line data', () => {
    const events: StreamEvent[] = [];
    const feed = createEventStreamParser((event) => events.push(event));
    feed(': live\n\nevent: purch');
    feed('ase\ndata: {"a":');
    expect(events).toEqual([]);
    feed('1}\n\n: ping\n\ndata: one\r\ndata: two\r\n\r\n');
    expect(events).toEqual([
      { event: 'purchase', data: '{"a":1}' },
      { event: 'message', data: 'one\ntwo' },
    ]);
  });
});

/** A fetch whose answers the test hands out one by one. */
function scriptedFetch(answers: (() => Response)[]) {
  const calls: { url: string; headers: Record<string, string>; credentials?: RequestCredentials }[] = [];
  const fetchStub = async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({
      url: String(url),
      headers: init?.headers as Record<string, string>,
      credentials: init?.credentials,
    });
    const next = answers.shift();
    if (!next) throw new Error('offline');
    return next();
  };
  return { calls, fetch: fetchStub as typeof fetch };
}

const streamOf = (text: string) =>
  new Response(new Blob([text]).stream(), { headers: { 'content-type': 'text/event-stream' } });

/** Resolves once `check` holds, yielding to pending promise jobs in between (no clock involved). */
async function settle(check: () => boolean) {
  for (let i = 0; i < 1000 && !check(); i++) await new Promise((resolve) => setImmediate(resolve));
  expect(check()).toBe(true);
}

/**
 * A subscription to a test stream that records what it saw: the events, the states, the fallback reads
 * and every timer it set (with its delay, and whether it was cancelled).
 */
function recordedLive(
  fetch: typeof globalThis.fetch,
  options: { staleMs: number; connectivity: EventTarget },
) {
  const seen = {
    received: [] as string[],
    states: [] as string[],
    polls: 0,
    timers: [] as { run: () => void; ms: number; cancelled: boolean }[],
  };
  const live = subscribeLive<string>({
    url: 'http://api.test/live',
    headers: {},
    parse: (event) => JSON.parse(event.data) as string,
    onEvent: (value) => seen.received.push(value),
    onState: (state) => seen.states.push(state),
    poll: async () => {
      seen.polls += 1;
    },
    fetch,
    setTimer: (run, ms) => {
      const timer = { run, ms, cancelled: false };
      seen.timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
    ...options,
  });
  return { live, seen };
}

describe('subscribeLive', () => {
  it('delivers pushed events, then polls and retries the stream when it breaks', async () => {
    const received: string[] = [];
    let polls = 0;
    const timers: (() => void)[] = [];
    const { calls, fetch } = scriptedFetch([
      () => streamOf('event: purchase\ndata: "v2"\n\n'),
      () => new Response('{}', { status: 503 }),
      () => streamOf('data: "v5"\n\n'),
    ]);
    const live = subscribeLive<string>({
      url: 'http://api.test/menudigital/live/7',
      headers: { profileid: '1', token: 't' },
      parse: (event) => JSON.parse(event.data) as string,
      onEvent: (value) => received.push(value),
      poll: async () => {
        polls += 1;
      },
      fetch,
      staleMs: 0,
      setTimer: (run) => {
        timers.push(run);
        return () => undefined;
      },
    });
    // The first stream delivers, then ends: one fallback read and a retry waiting on the timer.
    await settle(() => polls === 1 && timers.length === 1);
    expect(received).toEqual(['v2']);
    expect(calls[0]?.headers).toMatchObject({ profileid: '1', token: 't', accept: 'text/event-stream' });

    timers.shift()?.();
    // Refused (503): polled again.
    await settle(() => polls === 2 && timers.length === 1);
    timers.shift()?.();
    await settle(() => received.length === 2);
    expect(received).toEqual(['v2', 'v5']);
    live.close();
  });

  it('sends the credentials asked for and tells when the stream holds and when it is down', async () => {
    const states: string[] = [];
    const timers: (() => void)[] = [];
    const { calls, fetch } = scriptedFetch([
      () => new Response('{}', { status: 503 }),
      () => streamOf('data: "v1"\n\n'),
    ]);
    const live = subscribeLive<string>({
      url: 'http://api.test/staff/live',
      headers: {},
      credentials: 'include',
      parse: (event) => JSON.parse(event.data) as string,
      onEvent: () => undefined,
      onState: (state) => states.push(state),
      poll: async () => undefined,
      fetch,
      staleMs: 0,
      setTimer: (run) => {
        timers.push(run);
        return () => undefined;
      },
    });
    await settle(() => timers.length === 1);
    expect(states).toEqual(['down']);
    expect(calls[0]?.credentials).toBe('include');
    timers.shift()?.();
    // The second stream opens, delivers, then ends: down again.
    await settle(() => states.length === 3);
    expect(states).toEqual(['down', 'live', 'down']);
    live.close();
  });

  it('stops for good once closed', async () => {
    let polls = 0;
    const timers: (() => void)[] = [];
    const { calls, fetch } = scriptedFetch([]);
    const live = subscribeLive<string>({
      url: 'http://api.test/live',
      headers: {},
      parse: () => undefined,
      onEvent: () => undefined,
      poll: async () => {
        polls += 1;
      },
      fetch,
      staleMs: 0,
      setTimer: (run) => {
        timers.push(run);
        return () => undefined;
      },
    });
    await settle(() => polls === 1);
    live.close();
    timers.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toHaveLength(1);
    expect(polls).toBe(1);
  });

  it('drops a stream silent past staleMs and opens it again (a half-open connection ends nowhere)', async () => {
    const { calls, fetch } = scriptedFetch([
      () =>
        new Response(new ReadableStream({ start: (c) => c.enqueue(new TextEncoder().encode(': live\n\n')) })),
      () => streamOf('data: "v2"\n\n'),
    ]);
    const { live, seen } = recordedLive(fetch, { staleMs: 45_000, connectivity: new EventTarget() });
    await settle(() => seen.states.includes('live'));
    const waiting = (ms: number) => seen.timers.filter((t) => t.ms === ms && !t.cancelled);
    // The stream opened and then fell silent: its watchdog is armed, nothing else is waiting.
    await settle(() => waiting(45_000).length === 1);
    expect(seen.polls).toBe(0);
    waiting(45_000)[0]?.run();
    await settle(() => seen.polls === 1);
    expect(seen.states).toEqual(['live', 'down']);
    waiting(5_000).at(-1)?.run();
    await settle(() => seen.received.length === 1);
    expect(seen.received).toEqual(['v2']);
    expect(calls).toHaveLength(2);
    live.close();
    expect(waiting(45_000)).toEqual([]);
  });

  it('drops the stream when the device goes offline and opens it at once when it is back', async () => {
    const network = new EventTarget();
    let cut: ReadableStreamDefaultController<Uint8Array> | undefined;
    const { calls, fetch } = scriptedFetch([
      () => new Response(new ReadableStream({ start: (c) => void (cut = c) })),
      () => streamOf('data: "after"\n\n'),
    ]);
    const { live, seen } = recordedLive(fetch, { staleMs: 0, connectivity: network });
    const { states, received } = seen;
    const retries = seen.timers;
    await settle(() => states.includes('live') && cut !== undefined);
    network.dispatchEvent(new Event('offline'));
    // Down at once: the old connection would never bring what is sent meanwhile.
    await settle(() => seen.polls === 1);
    expect(states).toEqual(['live', 'down']);
    expect(retries).toHaveLength(1);
    network.dispatchEvent(new Event('online'));
    // Back without waiting for the retry's timer: a new stream, which starts with the state as it is.
    await settle(() => received.length === 1);
    expect(received).toEqual(['after']);
    expect(calls).toHaveLength(2);
    live.close();
    // Once closed, the network's events open nothing.
    network.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toHaveLength(2);
  });
});
