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
});
