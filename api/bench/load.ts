// API under load: starts the API on a free loopback port (PGlite in a temporary folder, then
// PostgreSQL when BENCH_DATABASE_URL is set), drives each scenario with autocannon and writes
// api/bench/last-result.json. A benchmark: nothing fails on a number. Run: pnpm --filter ./api bench
import autocannon from 'autocannon';
import { writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { PACKAGE_DIR } from '../src/config/env.ts';
import { type Engine, type RunningApi, startApi } from './api-server.ts';
import { MENU_HOST, MENU_PATH, type Scenario, scenarios } from './scenarios.ts';

const CONNECTIONS = 100;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** A request still unanswered after this counts as a timeout (docs/performance.md: no request over 10 s). */
const TIMEOUT_SECONDS = 10;
/** `BENCH_SCENARIOS=menu,cookie` measures only the scenarios whose name starts with one of these. */
const ONLY = (process.env.BENCH_SCENARIOS ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter((name) => name !== '');

interface Row {
  engine: Engine;
  scenario: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  statusCodes: Record<string, number>;
  errors: number;
  over10s: number;
}

/** node:http, not fetch: fetch does not let a caller choose the Host header. */
async function currentMenuEtag(api: RunningApi): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${api.origin}${MENU_PATH}`, { headers: { host: MENU_HOST } }, (res) => {
      res.resume();
      const etag = res.headers.etag;
      if (res.statusCode === 200 && etag) resolve(etag);
      else reject(new Error(`the menu answered ${res.statusCode} without an ETag`));
    });
    req.on('error', reject);
  });
}

/** An anonymous profile of la-brasa: the headers the counted-write scenario sends. */
async function anonymousDiner(api: RunningApi): Promise<Record<string, string>> {
  const res = await fetch(`${api.origin}/profiles/anonymous.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', customer_id: '3' },
    body: JSON.stringify({ profile: { domain: 'la-brasa.localhost', name: 'Bench' } }),
  });
  const body = (await res.json()) as { profile?: { id: number; token: string } };
  if (res.status !== 201 || !body.profile) throw new Error(`no anonymous profile: ${res.status}`);
  return { profileid: String(body.profile.id), token: body.profile.token };
}

async function measure(api: RunningApi, scenario: Scenario): Promise<Row> {
  const result = await autocannon({
    url: api.origin,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: TIMEOUT_SECONDS,
    // autocannon calls `setupRequest` whenever the key is present, even when undefined.
    requests: [
      {
        method: scenario.method ?? 'GET',
        path: scenario.path,
        headers: scenario.headers,
        ...(scenario.body === undefined ? {} : { body: scenario.body }),
        ...(scenario.setupRequest ? { setupRequest: scenario.setupRequest } : {}),
      },
    ],
  });
  const statusCodes: Record<string, number> = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = stats.count;
  return {
    engine: api.engine,
    scenario: scenario.name,
    requestsPerSecond: Math.round(result.requests.total / result.duration),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    statusCodes,
    errors: result.errors,
    over10s: result.timeouts,
  };
}

async function benchEngine(engine: Engine, databaseUrl?: string): Promise<Row[]> {
  const api = await startApi(engine, databaseUrl);
  try {
    const rows: Row[] = [];
    const inputs = { menuEtag: await currentMenuEtag(api), diner: await anonymousDiner(api) };
    const chosen = scenarios(inputs).filter(
      (scenario) => ONLY.length === 0 || ONLY.some((name) => scenario.name.startsWith(name)),
    );
    for (const scenario of chosen) {
      process.stdout.write(`${engine}: ${scenario.name} (${SECONDS} s, ${CONNECTIONS} connections)…\n`);
      rows.push(await measure(api, scenario));
    }
    return rows;
  } finally {
    // autocannon drops its sockets at the deadline; let the requests still queued in the API finish.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await api.stop();
  }
}

function printTable(rows: Row[]): void {
  console.table(
    rows.map((row) => ({
      engine: row.engine,
      scenario: row.scenario,
      'req/s': row.requestsPerSecond,
      'p50 ms': row.p50Ms,
      'p99 ms': row.p99Ms,
      'max ms': row.maxMs,
      status: Object.entries(row.statusCodes)
        .map(([code, count]) => `${code}×${count}`)
        .join(' '),
      errors: row.errors,
      'over 10 s': row.over10s,
    })),
  );
}

const rows = await benchEngine('pglite');
const databaseUrl = process.env.BENCH_DATABASE_URL;
if (databaseUrl) rows.push(...(await benchEngine('postgres', databaseUrl)));
else console.log('(BENCH_DATABASE_URL not set: PostgreSQL skipped)');
printTable(rows);
const resultFile = path.join(PACKAGE_DIR, 'bench', 'last-result.json');
await writeFile(
  resultFile,
  `${JSON.stringify({ date: new Date().toISOString(), connections: CONNECTIONS, seconds: SECONDS, rows }, null, 2)}\n`,
);
console.log(`Written ${path.relative(process.cwd(), resultFile)}`);
