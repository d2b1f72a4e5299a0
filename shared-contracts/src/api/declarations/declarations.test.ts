import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { answerHttp } from '../../testing/http-stub.ts';
import { call, urlOf } from '../call.ts';
import { paymentApi } from '../payment-endpoints.ts';
import { api } from '../endpoints.ts';
import { declareCall, fillPath, type ApiDeclaration } from './declare.ts';
import * as declarations from './index.ts';
import { sourceFiles } from '../../../build/source-files.ts';

const apiFolder = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The declarations themselves, and the app's own page paths (`/rate/…`, `/staff/bookings/…` are pages too). */
const NOT_SCANNED = ['declarations', 'paths'];

const workspace = join(apiFolder, '..', '..', '..');

/** A file's lines that are not comments, each with where it is. */
function literalLines(file: string, name: string): { line: string; at: string }[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line, index) => ({ line: line.trim(), at: `${name}:${index + 1}` }))
    .filter(({ line }) => !/^(\/\/|\*|\/\*)/.test(line));
}

const allDeclarations = Object.entries(declarations as Record<string, unknown>).filter(
  (entry): entry is [string, ApiDeclaration] =>
    typeof entry[1] === 'object' && entry[1] !== null && 'method' in entry[1] && 'path' in entry[1],
);

/**
 * Where the API's paths start, from the declarations: each path's first segment, or its first two under
 * `/staff` (the console's own pages are `/staff/...` too).
 */
const apiRoots = [
  ...new Set(
    allDeclarations.map(([, { path }]) => {
      const segments = path.split('/');
      return segments.slice(0, segments[1] === 'staff' ? 3 : 2).join('/');
    }),
  ),
];

/**
 * A string or template literal that starts with one of the API's roots (`'/api/…'`, `` `/staff/instances/…` ``),
 * or a template literal that puts one after a value (`` `${origin}/api/v4/…` ``).
 */
const namesAnApiPath = (line: string) =>
  apiRoots.some((root) =>
    new RegExp(`(['"\`]|\\})${root.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z0-9_-])`).test(line),
  );

describe('API declarations', () => {
  it('leave no URL written by hand in the client: paths are only in the declarations', () => {
    const offenders = sourceFiles(apiFolder, { skip: NOT_SCANNED }).flatMap((file) =>
      literalLines(file, relative(apiFolder, file)).filter(({ line }) =>
        /(['"`]|\})\/[A-Za-z_:$]/.test(line),
      ),
    );
    expect(offenders.map(({ at, line }) => `${at}: ${line}`)).toEqual([]);
  });

  it('leave no API URL written by hand in shared-contracts, the shell or any remote', () => {
    const packages = readdirSync(workspace).filter((name) => /^(shared-contracts|shell|mf-.+)$/.test(name));
    expect(packages).toContain('mf-staff');
    const offenders = packages.flatMap((name) =>
      sourceFiles(join(workspace, name, 'src'), { skip: NOT_SCANNED }).flatMap((file) =>
        literalLines(file, relative(workspace, file)).filter(({ line }) => namesAnApiPath(line)),
      ),
    );
    expect(offenders.map(({ at, line }) => `${at}: ${line}`)).toEqual([]);
  });

  it('declare each method and path once, with the parameters the path names', () => {
    const keys = allDeclarations.map(([, declaration]) => `${declaration.method} ${declaration.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const [name, declaration] of allDeclarations) {
      const names = [...declaration.path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1]);
      const schema = declaration.params as z.ZodMiniObject | undefined;
      expect(Object.keys(schema?.def.shape ?? {}).sort(), name).toEqual(names.sort());
    }
  });

  it('refuse, at compile time, a params schema that does not fit the path', () => {
    // @ts-expect-error `token` is missing from the params schema
    declareCall({
      method: 'GET',
      path: '/things/:id/:token',
      params: z.object({ id: z.number() }),
      response: z.object({}),
    });
    // @ts-expect-error a path with parameters needs a params schema
    declareCall({
      method: 'GET',
      path: '/things/:id',
      response: z.object({}),
    });
    expect(true).toBe(true);
  });

  it('fill a path with encoded values, so a slug or a token never adds a segment', () => {
    expect(fillPath(declarations.bookingCall, { id: 4, token: 'a/b c' })).toBe(
      '/api/v4/bookings/4/a%2Fb%20c',
    );
    expect(fillPath(declarations.menudigitalCartCall, { purchase: 12 })).toBe('/menudigital/cart/12.json');
    expect(() => fillPath(declarations.menudigitalCartCall, {} as { purchase: number })).toThrow(':purchase');
  });

  it('build links with the query, leaving out what is undefined', () => {
    expect(urlOf(declarations.actualPurchasesCall, { query: {} }, 'http://api')).toBe(
      'http://api/api/actual_purchases.json',
    );
    expect(
      urlOf(declarations.cookieManagerCall, { query: { session_id: 3, customer_id: 1, consent: '1' } }, ''),
    ).toBe('/tracking/cookie_manager?session_id=3&customer_id=1&consent=1');
    expect(api.bookingCalendarUrl({ id: 9, token: 'tok' }, 'http://api')).toBe(
      'http://api/api/v4/bookings/9/tok/calendar.ics',
    );
  });

  it("send the declaration's method and path, the query, the body and the call's own headers over the scope's", async () => {
    const balance = { payment: { id: 1 }, balance: {} };
    const sent = await answerHttp(201, balance);
    await paymentApi
      .pay({ purchase_id: 7 } as never, 'key-12345', { profileid: '9', token: 't' })
      .catch(() => undefined);
    expect(sent[0]).toMatchObject({ method: 'post', url: '/api/v4/payments.json' });
    expect(sent[0]?.headers.get('Idempotency-Key')).toBe('key-12345');
    expect(sent[0]?.headers.get('profileid')).toBe('9');
    const schedules = await answerHttp(200, { days: [] });
    await call(declarations.scheduleDaysCall, { query: { branch_id: 4 } }, {}).catch(() => undefined);
    expect(schedules[0]).toMatchObject({
      method: 'get',
      url: '/api/v4/params_to_schedule.json',
      params: { branch_id: 4 },
    });
  });

  it("send the page's cookies only with a call that declares credentials (the staff session)", async () => {
    const staff = await answerHttp(200, { signed_out: true });
    await call(declarations.staffSignOutCall, { headers: { 'x-csrf-token': 'c' } }, {});
    expect(staff[0]).toMatchObject({ method: 'delete', url: '/staff/session', withCredentials: true });
    const diner = await answerHttp(200, { days: [] });
    await call(declarations.scheduleDaysCall, { query: { branch_id: 4 } }, {}).catch(() => undefined);
    expect(diner[0]?.withCredentials).not.toBe(true);
  });

  it('reject an answer its response schema does not accept, as bad_response', async () => {
    await answerHttp(200, { nothing: true });
    await expect(call(declarations.profileStatusCall, {}, {})).rejects.toMatchObject({
      code: 'bad_response',
    });
  });
});
