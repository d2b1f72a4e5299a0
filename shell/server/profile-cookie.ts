/**
 * The diner's profile as the shell's server sees it: an `HttpOnly` cookie the page asks this server to
 * set (`POST /_profile`, same origin), so a page showing the diner's own purchase is rendered with it.
 * The token stays in the cookie and in the server's requests to the API: never in the HTML.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PROFILE_COOKIE, PROFILE_COOKIE_PATH } from '../src/boot/ssr-payload.ts';
import { cookieValue } from './cookies.ts';

export interface ProfileCredentials {
  id: number;
  token: string;
}

const ONE_YEAR_S = 365 * 24 * 60 * 60;
/** `<id>.<token>`: the API's tokens are base64url. */
const COOKIE_VALUE = /^(\d{1,15})\.([A-Za-z0-9_-]{1,256})$/;
const MAX_BODY_BYTES = 1024;

function credentialsIn(value: string): ProfileCredentials | null {
  const parts = COOKIE_VALUE.exec(value);
  if (!parts?.[1] || !parts[2]) return null;
  const id = Number(parts[1]);
  return Number.isSafeInteger(id) && id > 0 ? { id, token: parts[2] } : null;
}

export function profileFromCookie(cookie: string | undefined): ProfileCredentials | null {
  const value = cookieValue(cookie, PROFILE_COOKIE);
  return value ? credentialsIn(value) : null;
}

function credentialsOf(body: unknown): ProfileCredentials | null {
  if (typeof body !== 'object' || body === null) return null;
  const { id, token } = body as Record<string, unknown>;
  if (typeof id !== 'number' || typeof token !== 'string') return null;
  return credentialsIn(`${id}.${token}`);
}

/** Behind a proxy that ends TLS the page is https: the cookie then travels only over it. */
const isHttps = (req: IncomingMessage) => req.headers['x-forwarded-proto'] === 'https';

function cookieHeader(req: IncomingMessage, credentials: ProfileCredentials | null): string {
  const value = credentials ? `${credentials.id}.${credentials.token}` : '';
  const age = credentials ? ONE_YEAR_S : 0;
  const secure = isHttps(req) ? '; Secure' : '';
  return `${PROFILE_COOKIE}=${value}; Path=/; Max-Age=${age}; HttpOnly; SameSite=Lax${secure}`;
}

/**
 * Only the site's own pages may set it: another site could otherwise plant its profile in the diner's
 * browser. A cross-site form cannot send JSON, and a browser's fetch says where it comes from.
 */
function fromOwnPage(req: IncomingMessage): boolean {
  if (req.headers['sec-fetch-site'] && req.headers['sec-fetch-site'] !== 'same-origin') return false;
  const origin = req.headers.origin;
  if (origin && origin !== 'null') {
    try {
      if (new URL(origin).host !== req.headers.host) return false;
    } catch {
      return false;
    }
  }
  return true;
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    return null;
  }
}

/** Answers `POST` (set) and `DELETE` (clear) of the profile cookie; false for any other request. */
export function handleProfileCookie(req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
  if (pathname !== PROFILE_COOKIE_PATH) return false;
  const answer = (status: number, headers: Record<string, string> = {}) =>
    res.writeHead(status, { 'cache-control': 'no-store', ...headers }).end();
  if (req.method !== 'POST' && req.method !== 'DELETE') {
    answer(405, { allow: 'POST, DELETE' });
    return true;
  }
  if (!fromOwnPage(req)) {
    answer(403);
    return true;
  }
  if (req.method === 'DELETE') {
    answer(204, { 'set-cookie': cookieHeader(req, null) });
    return true;
  }
  if (!(req.headers['content-type'] ?? '').startsWith('application/json')) {
    answer(415);
    return true;
  }
  readBody(req).then(
    (body) => {
      const credentials = credentialsOf(body);
      if (!credentials) answer(400);
      else answer(204, { 'set-cookie': cookieHeader(req, credentials) });
    },
    () => answer(400),
  );
  return true;
}
