/** The header that carries one request's id from the proxy through the shell's server to the API. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What an id may look like when a proxy sends one (nginx's `$request_id` and a UUID both fit). */
const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * The id a server logs a request under: the one the proxy sent when it looks like an id, otherwise a new
 * one. Anything else in the header is dropped: it would land in every log line of the request.
 */
export function requestIdOf(sent: string | string[] | undefined): string {
  return typeof sent === 'string' && REQUEST_ID.test(sent) ? sent : globalThis.crypto.randomUUID();
}
