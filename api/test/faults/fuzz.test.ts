import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_TOKEN, useTestApi } from '../helpers.ts';
import { fingerprint as fingerprintOf } from '../support/fingerprint.ts';
import { addProduct, type Diner, join, menuOf, newDiner } from '../support/table-orders.ts';

const api = useTestApi();
const HOST = 'la-brasa.localhost:4000';
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

/** The part of JSON Schema the OpenAPI document uses. */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  format?: string;
}

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface Operation {
  method: string;
  path: string;
  pathParams: Parameter[];
  query: Parameter[];
  body: JsonSchema | null;
}

/** Streams that never end by design: fuzzed without credentials only (their auth is tested elsewhere). */
const STREAMS = new Set([
  'GET /menudigital/live/{purchase}',
  'GET /staff/instances/{slug}/branches/{branch}/live',
]);

let operations: Operation[] = [];
/** How often each operation answered each status (FUZZ_REPORT=1 prints it: how deep the inputs got). */
const STATUSES = new Map<string, number>();
let diner: Diner;
let ids: number[] = [];

const fingerprint = () => fingerprintOf(api);

beforeAll(async () => {
  const res = await api.app.inject({ method: 'GET', url: '/openapi.json', headers: { host: HOST } });
  const document = res.json() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: Parameter[];
          requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        }
      >
    >;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      pathParams: (operation.parameters ?? []).filter((p) => p.in === 'path'),
      query: (operation.parameters ?? []).filter((p) => p.in === 'query'),
      body: operation.requestBody?.content?.['application/json']?.schema ?? null,
    })),
  );
  // Real ids give the generators a chance to get past "not found" into the rules behind it.
  const menu = await menuOf(api, 'la-brasa.localhost', 'chapinero');
  diner = await newDiner(api);
  const purchase = await join(api, diner, menu.supplierId, 'M09');
  const gaseosa = menu.products['gaseosa'];
  if (!gaseosa) throw new Error('gaseosa is missing from the fixtures');
  const beforeAdd = await fingerprint();
  const added = await addProduct(api, diner, purchase.id, { id: gaseosa.id, count: 1 });
  // The digest must see a change, or "a 4xx changes nothing" below would hold for any API.
  expect(await fingerprint()).not.toBe(beforeAdd);
  const config = await api.app.inject({
    url: '/experience/la-brasa.localhost/config',
    headers: { host: HOST },
  });
  const customerId = (config.json() as { id: number }).id;
  const items = (added.json as { purchase: { items: { id: number }[] } }).purchase.items;
  ids = [purchase.id, menu.supplierId, gaseosa.id, diner.id, customerId, ...items.map((item) => item.id), 1];
});

/** Values that have broken parsers, queries and encoders before. */
const HOSTILE = [
  '',
  ' ',
  '0',
  '-1',
  '2147483648',
  '9'.repeat(40),
  '1e309',
  'NaN',
  'null',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '\u0000',
  '\ud800',
  '%00',
  'ﬀ'.repeat(300),
  -1,
  0,
  2 ** 31,
  Number.MAX_SAFE_INTEGER,
  1.5,
  true,
  null,
  [],
  {},
];
const wild = fc.oneof(fc.constantFrom(...HOSTILE), fc.jsonValue({ maxDepth: 2 }));
const PLAUSIBLE_TEXT = [
  'Ana Pérez',
  '+573001112233',
  'M03',
  '201',
  'la-brasa.localhost',
  'chapinero',
  'on_table',
];

/** A value of the schema's shape, with now and then a hostile value in place of a leaf. */
function shaped(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const leaf = (arbitrary: fc.Arbitrary<unknown>) =>
    fc.oneof({ arbitrary, weight: 5 }, { arbitrary: wild, weight: 1 });
  if (!schema || depth > 4) return wild;
  if (schema.const !== undefined) return leaf(fc.constant(schema.const));
  if (schema.enum) return leaf(fc.constantFrom(...schema.enum));
  const options = schema.oneOf ?? schema.anyOf;
  if (options) return fc.oneof(...options.map((option) => shaped(option, depth + 1)));
  if (schema.allOf?.[0]) return shaped(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const record = fc.record(
        Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, shaped(value, depth + 1)])),
        { requiredKeys: (schema.required ?? []).filter((key) => key in properties) },
      );
      return fc.oneof({ arbitrary: record, weight: 6 }, { arbitrary: wild, weight: 1 });
    }
    case 'array':
      return leaf(fc.array(shaped(schema.items, depth + 1), { maxLength: 3 }));
    case 'integer':
      return leaf(
        fc.oneof(
          fc.constantFrom(...ids),
          fc.integer({ min: schema.minimum ?? -5, max: Math.min(schema.maximum ?? 100_000, 100_000) }),
        ),
      );
    case 'number':
      return leaf(fc.double({ min: -100, max: 100_000, noNaN: true }));
    case 'boolean':
      return leaf(fc.boolean());
    case 'string':
      if (schema.format === 'email') return leaf(fc.constant('ana@example.com'));
      if (schema.format === 'date') return leaf(fc.constantFrom('2026-12-01', '1990-01-31', '2999-02-30'));
      return leaf(fc.oneof(fc.constantFrom(...PLAUSIBLE_TEXT), fc.string({ maxLength: 40 })));
    default:
      return wild;
  }
}

/** A request body: of the schema's shape, or bytes that are not what the route reads. */
const bodyFor = (schema: JsonSchema) =>
  fc.oneof(
    { arbitrary: shaped(schema).map((json) => JSON.stringify(json) ?? 'null'), weight: 6 },
    { arbitrary: fc.string({ maxLength: 200 }), weight: 1 },
    { arbitrary: fc.constant('{"a":'), weight: 1 },
  );

const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** The query string: the operation's own parameters (required ones mostly there) and a stray one. */
const queryFor = (parameters: Parameter[]) =>
  fc
    .tuple(
      fc.record(Object.fromEntries(parameters.map((p) => [p.name, shaped(p.schema)])), { requiredKeys: [] }),
      fc.option(fc.tuple(fc.string({ maxLength: 8 }), wild), { nil: undefined }),
    )
    .map(([known, stray]) => [...Object.entries(known), ...(stray ? [stray] : [])]);

const headersArb = fc.oneof(
  { arbitrary: fc.constant<'diner'>('diner'), weight: 3 },
  { arbitrary: fc.constant<'staff'>('staff'), weight: 1 },
  { arbitrary: fc.constant<Record<string, string>>({}), weight: 1 },
  {
    arbitrary: fc.record({ profileid: fc.string({ maxLength: 12 }), token: fc.string({ maxLength: 40 }) }),
    weight: 1,
  },
);

function encode(raw: unknown): string {
  try {
    return encodeURIComponent(asText(raw));
  } catch {
    return '%ZZ';
  }
}

function errorShaped(body: string): boolean {
  try {
    const json = JSON.parse(body) as { error?: unknown; message?: unknown };
    return typeof json.error === 'string' && typeof json.message === 'string';
  } catch {
    return false;
  }
}

describe('every endpoint under generated bad input', () => {
  it('never answers 5xx, always in the error shape, and a 4xx changes nothing', async () => {
    expect(operations.length).toBeGreaterThan(40);
    const failures: string[] = [];
    let address = 0;
    for (const op of operations) {
      const key = `${op.method} ${op.path}`;
      await fc.assert(
        fc.asyncProperty(
          fc.record(Object.fromEntries(op.pathParams.map((p) => [p.name, shaped(p.schema)]))),
          queryFor(op.query),
          op.body ? bodyFor(op.body) : fc.constant(undefined),
          headersArb,
          async (params, query, body, who) => {
            const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encode(params[name]));
            const search = query.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');
            const headers: Record<string, string> = { host: HOST };
            if (who === 'diner') Object.assign(headers, diner.headers);
            else if (who === 'staff') headers.authorization = `Bearer ${STAFF_TOKEN}`;
            else Object.assign(headers, who);
            if (STREAMS.has(key)) {
              delete headers.profileid;
              delete headers.token;
              delete headers.authorization;
            }
            if (body !== undefined) headers['content-type'] = 'application/json';
            headers['idempotency-key'] = `fuzz-${address}`;
            const before = await fingerprint();
            const res = await api.app.inject({
              method: op.method as 'GET',
              url: search ? `${path}?${search}` : path,
              headers,
              // A new client address per request: the rate limits must not hide what lies behind them.
              remoteAddress: `10.0.${(address >> 8) & 255}.${address++ & 255}`,
              ...(body === undefined ? {} : { payload: body }),
            });
            STATUSES.set(`${key} ${res.statusCode}`, (STATUSES.get(`${key} ${res.statusCode}`) ?? 0) + 1);
            const where = `${key} ${path}?${search} ${String(body).slice(0, 160)} → ${res.statusCode}`;
            if (res.statusCode >= 500) failures.push(`${where} ${res.body.slice(0, 200)}`);
            if (res.statusCode >= 400) {
              if (!errorShaped(res.body))
                failures.push(`${where}: not the error shape: ${res.body.slice(0, 120)}`);
              if ((await fingerprint()) !== before)
                failures.push(`${where}: a ${res.statusCode} changed data`);
            }
          },
        ),
        { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 20261122) },
      );
    }
    if (process.env.FUZZ_REPORT) console.log([...STATUSES].map(([k, n]) => `${k}: ${n}`).join('\n'));
    expect(failures).toEqual([]);
  }, 600_000);
});
