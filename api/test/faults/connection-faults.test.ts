import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from 'shared-contracts/schemas';
import { type App, buildApp } from '../../src/app.ts';
import type { Env } from '../../src/config/env.ts';

const MAX_PER_CLIENT = 5;
let app: App;
let port: number;

/** A listening API on the embedded database (the engine plays no part in these faults). */
async function listen(env: Partial<Env>): Promise<void> {
  app = await buildApp({ env: { DATA_DIR: 'memory://', DATABASE_URL: undefined, ...env }, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  port = address.port;
}

interface Exchange {
  /** Everything the server wrote before it closed the connection. */
  text: string;
}

/** Opens a raw connection, writes `chunks`, and resolves once the server closes it. */
function exchange(chunks: string[]): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (data: string) => (text += data));
    socket.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ECONNRESET') resolve({ text });
      else reject(err);
    });
    socket.on('close', () => resolve({ text }));
    socket.on('connect', () => {
      for (const chunk of chunks) socket.write(chunk);
    });
  });
}

function statusAndBody(text: string): { status: number; body: unknown } {
  const [head = '', body = ''] = text.split('\r\n\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
  return { status, body: body === '' ? undefined : JSON.parse(body) };
}

/** An open connection that sends nothing; resolves once the server accepted it. */
function idleConnection(): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.on('error', () => undefined);
    socket.once('error', reject);
  });
}

async function health(): Promise<number> {
  const { text } = await exchange(['GET /health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n']);
  return statusAndBody(text).status;
}

describe('slow and malformed requests', () => {
  // Short limits so a stalled client is cut within the test; production defaults are 10 s and 30 s.
  beforeAll(() => listen({ REQUEST_TIMEOUT_MS: 1_500, HEADERS_TIMEOUT_MS: 1_000 }));
  afterAll(() => app.close());

  it('closes a request whose body never finishes with a 408 in the ApiError shape', async () => {
    const { text } = await exchange([
      'POST /profiles/anonymous.json HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n{"profile":',
    ]);
    const { status, body } = statusAndBody(text);
    expect(status).toBe(408);
    expect(apiErrorSchema.parse(body).error).toBe('request_timeout');
  });

  it('closes a client that never finishes its headers with a 408', async () => {
    const { text } = await exchange(['GET /health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ']);
    expect(statusAndBody(text).status).toBe(408);
  });

  it('answers oversized headers with 431, garbage with 400 and a missing Host with 400, all in the ApiError shape', async () => {
    const huge = await exchange([
      `GET /health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    ]);
    const big = statusAndBody(huge.text);
    expect(big.status).toBe(431);
    expect(apiErrorSchema.parse(big.body).error).toBe('headers_too_large');

    const garbage = statusAndBody((await exchange(['HELLO THERE\r\n\r\n'])).text);
    expect(garbage.status).toBe(400);
    expect(apiErrorSchema.parse(garbage.body).error).toBe('bad_request');

    const hostless = statusAndBody(
      (await exchange(['GET /health HTTP/1.1\r\nConnection: close\r\n\r\n'])).text,
    );
    expect(hostless.status).toBe(400);
    expect(apiErrorSchema.parse(hostless.body).message).toMatch(/Host/);
  });
});

describe('connections per client', () => {
  // Default timeouts: the idle sockets below must stay open for the whole test.
  beforeAll(() => listen({ MAX_CONNECTIONS_PER_CLIENT: MAX_PER_CLIENT }));
  afterAll(() => app.close());

  it(`holds at most ${MAX_PER_CLIENT} connections per client and still answers /health within that cap`, async () => {
    const idle = await Promise.all(Array.from({ length: MAX_PER_CLIENT - 1 }, () => idleConnection()));
    expect(await health()).toBe(200);
    idle.push(await idleConnection());
    // One over the cap: accepted by the kernel, closed by the server before it sends anything.
    const refused = await exchange(['GET /health HTTP/1.1\r\nHost: localhost\r\n\r\n']);
    expect(refused.text).toBe('');
    for (const socket of idle) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await health()).toBe(200);
  });
});
