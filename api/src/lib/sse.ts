import type { FastifyReply, FastifyRequest } from 'fastify';

/** One open Server-Sent Events response. */
export interface EventStream {
  /** Sends one event (`data` as JSON); false once the stream is closed. */
  send(event: string, data: unknown): boolean;
  readonly closed: boolean;
  /** Runs when the client goes away or the server closes. */
  onClose(handler: () => void): void;
  close(): void;
}

/** Keeps proxies and browsers from dropping an idle stream. */
const HEARTBEAT_MS = 20_000;

/**
 * Turns the reply into a Server-Sent Events stream (the reply is hijacked: headers Fastify's hooks set,
 * such as CORS, are carried over). The stream is kept in `streams` (`app.eventStreams`, which the
 * pubsub plugin ends when the app closes, so `app.close()` never waits on a live diner) until the
 * client leaves.
 */
export function openEventStream(
  streams: Set<EventStream>,
  req: FastifyRequest,
  reply: FastifyReply,
): EventStream {
  const headers: Record<string, string | number | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) headers[name] = value;
  }
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.write(': live\n\n');

  const handlers: (() => void)[] = [];
  let closed = false;
  const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
  heartbeat.unref();

  const stream: EventStream = {
    send(event, data) {
      if (closed) return false;
      raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      return true;
    },
    get closed() {
      return closed;
    },
    onClose(handler) {
      handlers.push(handler);
    },
    close() {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      streams.delete(stream);
      for (const handler of handlers) handler();
      raw.end();
    },
  };
  streams.add(stream);
  req.raw.on('close', () => stream.close());
  raw.on('close', () => stream.close());
  return stream;
}
