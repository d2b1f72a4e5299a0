import { expect } from 'vitest';
import {
  STAFF_CSRF_HEADER,
  staffSessionSchema,
  type StaffRole,
  type StaffSession,
} from 'shared-contracts/schemas';
import { expectSchema, request, type TestApi, type TestResponse } from '../helpers.ts';

/** The demo password and accounts (`<role>@<slug>.demo`) every test app seeds. */
export const DEMO_PASSWORD = 'mesa-demo';
export const demoEmail = (role: StaffRole, slug: string) => `${role}@${slug}.demo`;

/** An instance's site, where its console runs: the only origin its staff's writes may come from. */
export const siteOrigin = (slug: string) => `http://${slug}.localhost:5173`;

/** A signed-in browser: its cookie and CSRF token, and the headers its reads and writes send. */
export interface StaffClient {
  slug: string;
  cookie: string;
  csrf: string;
  session: StaffSession;
  /** Cookie, Origin and CSRF token: what the console sends on every call. */
  headers: Record<string, string>;
}

/** The session token a `Set-Cookie` header sets (`mesa_staff=…`), or undefined. */
export function cookieOf(res: TestResponse): string | undefined {
  const match = /(?:^|,\s*)mesa_staff=([^;]*)/.exec(res.headers['set-cookie'] ?? '');
  return match?.[1] || undefined;
}

/** `POST /staff/session` on the instance's host, from its site. */
export function signInRequest(
  api: TestApi,
  slug: string,
  email: string,
  password: string,
  init: { remoteAddress?: string; origin?: string } = {},
) {
  return request(api, '/staff/session', {
    method: 'POST',
    host: `${slug}.localhost`,
    headers: { origin: init.origin ?? siteOrigin(slug) },
    body: { email, password },
    ...(init.remoteAddress === undefined ? {} : { remoteAddress: init.remoteAddress }),
  });
}

/** Signs an account in (a demo account by default) and returns its client; fails the test otherwise. */
export async function signIn(
  api: TestApi,
  slug: string,
  who: StaffRole | { email: string; password: string },
  remoteAddress?: string,
): Promise<StaffClient> {
  const { email, password } =
    typeof who === 'string' ? { email: demoEmail(who, slug), password: DEMO_PASSWORD } : who;
  const res = await signInRequest(api, slug, email, password, remoteAddress ? { remoteAddress } : {});
  expect(res.status, res.text).toBe(200);
  const session = expectSchema(staffSessionSchema, res.json);
  const token = cookieOf(res);
  if (!token) throw new Error('sign-in set no session cookie');
  return {
    slug,
    cookie: `mesa_staff=${token}`,
    csrf: session.csrf_token,
    session,
    headers: {
      cookie: `mesa_staff=${token}`,
      origin: siteOrigin(slug),
      [STAFF_CSRF_HEADER]: session.csrf_token,
    },
  };
}

/** A staff call with the client's cookie, Origin and CSRF token. */
export function staffCall(
  api: TestApi,
  client: StaffClient,
  path: string,
  init: {
    method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    body?: object;
    headers?: Record<string, string>;
  } = {},
) {
  return request(api, path, {
    method: init.method ?? 'GET',
    host: `${client.slug}.localhost`,
    headers: { ...client.headers, ...init.headers },
    ...(init.body === undefined ? {} : { body: init.body }),
  });
}
