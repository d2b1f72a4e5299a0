import type { FastifyServerOptions } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { ApiError } from 'shared-contracts/schemas';

type ClientErrorHandler = NonNullable<FastifyServerOptions['clientErrorHandler']>;

/** What the HTTP parser's failures become: the status a client can act on, in the ApiError shape. */
function answerFor(code: string | undefined): { status: number; body: ApiError } {
  switch (code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return {
        status: 408,
        body: { error: 'request_timeout', message: 'The request did not arrive in time' },
      };
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        body: { error: 'headers_too_large', message: 'The request headers are too large' },
      };
    default:
      return { status: 400, body: { error: 'bad_request', message: 'Malformed HTTP request' } };
  }
}

/**
 * Fastify's `clientErrorHandler`: errors Node raises before a request object exists (parser errors,
 * request and header timeouts) answer like every other error, then the connection closes.
 */
export const clientErrorHandler: ClientErrorHandler = (err, socket) => {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const { status, body } = answerFor(err.code);
    const json = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`,
    );
  }
  socket.destroy();
};
