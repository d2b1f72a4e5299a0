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
    const states: string[] = [];
    let polls = 0;
    const timers: { run: () => void; ms: number; cancelled: boolean }[] = [];
    const { calls, fetch } = scriptedFetch([
      () =>
        new Response(new ReadableStream({ start: (c) => c.enqueue(new TextEncoder().encode(': live\n\n')) })),
      () => streamOf('data: "v2"\n\n'),
    ]);
    const received: string[] = [];
    const live = subscribeLive<string>({
      url: 'http://api.test/live',
      headers: {},
      parse: (event) => JSON.parse(event.data) as string,
      onEvent: (value) => received.push(value),
      onState: (state) => states.push(state),
      poll: async () => {
        polls += 1;
      },
      staleMs: 45_000,
      fetch,
      setTimer: (run, ms) => {
        const timer = { run, ms, cancelled: false };
        timers.push(timer);
        return () => {
          timer.cancelled = true;
        };
      },
      connectivity: new EventTarget(),
    });
    await settle(() => states.includes('live'));
    const watchdog = () => timers.filter((t) => t.ms === 45_000 && !t.cancelled);
    // The stream opened and then fell silent: its watchdog is armed, nothing else is waiting.
    await settle(() => watchdog().length === 1);
    expect(polls).toBe(0);
    watchdog()[0]?.run();
    await settle(() => polls === 1);
    expect(states).toEqual(['live', 'down']);
    timers
      .filter((t) => t.ms === 5_000 && !t.cancelled)
      .at(-1)
      ?.run();
    await settle(() => received.length === 1);
    expect(received).toEqual(['v2']);
    expect(calls).toHaveLength(2);
    live.close();
    expect(watchdog()).toEqual([]);
  });

  it('drops the stream when the device goes offline and opens it at once when it is back', async () => {
    const states: string[] = [];
    let polls = 0;
    const network = new EventTarget();
    const retries: (() => void)[] = [];
    let cut: ReadableStreamDefaultController<Uint8Array> | undefined;
    const { calls, fetch } = scriptedFetch([
      () => new Response(new ReadableStream({ start: (c) => void (cut = c) })),
      () => streamOf('data: "after"\n\n'),
    ]);
    const received: string[] = [];
    const live = subscribeLive<string>({
      url: 'http://api.test/live',
      headers: {},
      parse: (event) => JSON.parse(event.data) as string,
      onEvent: (value) => received.push(value),
      onState: (state) => states.push(state),
      poll: async () => {
        polls += 1;
      },
      staleMs: 0,
      fetch,
      setTimer: (run) => {
        retries.push(run);
        return () => undefined;
      },
      connectivity: network,
    });
    await settle(() => states.includes('live') && cut !== undefined);
    network.dispatchEvent(new Event('offline'));
    // Down at once: the old connection would never bring what is sent meanwhile.
    await settle(() => polls === 1);
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
