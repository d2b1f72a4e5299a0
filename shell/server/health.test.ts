import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createReadiness, type Readiness } from './health.ts';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server that answers `/health` from the readiness and 404 for anything else. */
async function serve(readiness: Readiness): Promise<string> {
  server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://shell');
    if (readiness.handle(req, res, pathname)) return;
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server?.address() as AddressInfo).port}`;
}

describe("the shell's health check", () => {
  it('answers 503 while the remotes warm up, then 200', async () => {
    const readiness = createReadiness();
    const origin = await serve(readiness);
    const warming = await fetch(`${origin}/health`);
    expect(warming.status).toBe(503);
    expect(warming.headers.get('retry-after')).toBe('1');
    expect(await warming.json()).toEqual({ status: 'warming' });
    readiness.markReady();
    const ready = await fetch(`${origin}/health`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toEqual({ status: 'ok' });
  });

  it('is ready at once when nothing is to be warmed, and leaves other paths alone', async () => {
    const origin = await serve(createReadiness(true));
    expect((await fetch(`${origin}/health`)).status).toBe(200);
    expect((await fetch(`${origin}/healthz`)).status).toBe(404);
  });
});
