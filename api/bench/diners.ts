// Diners under load: 100 simulated diners on 25 tables of la-brasa Chapinero (a copy of the demo
// where it prints that many) add products,
// send them to the kitchen and pay (with double clicks) for DINERS_SECONDS (60) against a real API
// process, on PGlite and then on PostgreSQL when BENCH_DATABASE_URL is set. It reports the write path's
// latencies (add to the order under the load; the tables' payments, all at once, after it), how many
// writes took over 2 s, lost or extra items, double charges, totals that do not add up and the API's
// memory before, at the end and after a pause; it exits 1 on any wrong count (the times and memory are
// reported against their goals, never judged).
import { readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { DEV_STAFF_TOKEN, PACKAGE_DIR } from '../src/config/env.ts';
import { SANDBOX, SANDBOX_PAYER, sandboxCard } from '../src/modules/payments/sandbox-provider.ts';
import { type Engine, type RunningApi, startApi } from './api-server.ts';
import { biggerBranchFixtures } from './bigger-branch.ts';
import { freshDatabase } from './fresh-database.ts';

const DINERS = Number(process.env.DINERS ?? 100);
const TABLES = Number(process.env.DINERS_TABLES ?? 25);
const SECONDS = Number(process.env.DINERS_SECONDS ?? 60);
/**
 * The mean pause between a diner's taps (each pause 0.4–1.6 times it), one run per pace: 2000 ms is a
 * busy evening (one add every 1–3 s per diner, ~50 a second from 100 diners), 125 ms a crowd tapping as
 * fast as it can (~800 a second offered: more than the API's one thread serves, so it measures the queue).
 */
const PACES = (process.env.DINERS_PAUSES ?? '2000,125').split(',').map(Number);
/** How often a payer refused as busy pays again (a second apart) before the run counts it as a problem. */
const PAY_TRIES = 30;
const HOST = 'la-brasa.localhost';
interface Answer {
  status: number;
  body: unknown;
}

/** node:http, not fetch: fetch does not let a caller choose the Host header. */
interface Sent {
  headers?: Record<string, string>;
  body?: object;
  /** The diner's own address (each diner is a phone of its own: per-address limits count it apart). */
  localAddress?: string;
}

/** What a diner's requests carry: their profile, from their own address. */
const asDiner = (diner: Diner, headers: Record<string, string> = {}): Sent => ({
  headers: { ...diner.headers, ...headers },
  localAddress: diner.address,
});

function call(api: RunningApi, method: string, url: string, { headers = {}, body, localAddress }: Sent = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      `${api.origin}${url}`,
      {
        method,
        ...(localAddress === undefined ? {} : { localAddress }),
        headers: {
          host: HOST,
          ...headers,
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            parsed = text;
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
      },
    );
    req.on('error', reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

interface Diner {
  headers: Record<string, string>;
  table: number;
  address: string;
}
interface Purchase {
  id: number;
  total: number;
  items: { product_id: number; count: number; unit_price: number; total: number }[];
}

async function billOf(api: RunningApi, headers: Record<string, string>, purchaseId: number) {
  const answer = await call(api, 'GET', `/menudigital/cart/${purchaseId}.json`, { headers });
  return (answer.body as { purchase: Purchase }).purchase;
}

/** A bill's units per product id (the same product may be on several lines). */
function unitsPerProduct(purchase: Purchase): Map<number, number> {
  const units = new Map<number, number>();
  for (const item of purchase.items)
    units.set(item.product_id, (units.get(item.product_id) ?? 0) + item.count);
  return units;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** p50, p99 and the slowest of a set of latencies, in whole milliseconds. */
function percentiles(latencies: number[]): { p50: number; p99: number; max: number } {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (share: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0);
  return { p50: at(0.5), p99: at(0.99), max: Math.round(sorted.at(-1) ?? 0) };
}

async function run(engine: Engine, pauseMs: number, databaseUrl?: string) {
  const api = await startApi(engine, databaseUrl, { SEED_INSTANCES_DIR: seedDir });
  const problems: string[] = [];
  try {
    const menu = (await call(api, 'GET', '/api/suppliers/chapinero/menu.json')).body as {
      supplier_id: number;
      products: {
        id: number;
        options: unknown[];
        alcoholic: boolean;
        stock: number | null;
        available: boolean;
      }[];
    };
    // Products any diner can add at once: no options to choose, no age check, no stock to run out.
    const plain = menu.products.filter(
      (p) => p.options.length === 0 && !p.alcoholic && p.stock === null && p.available,
    );
    // The diners scan the tables' printed QR codes: the key beside each code seats them at its bill.
    // Chapinero prints fewer tables than asked for? The diners share the ones it has (said in the report).
    const printed = await call(api, 'GET', '/staff/instances/la-brasa/branches/chapinero/qr.json', {
      headers: { authorization: `Bearer ${process.env.STAFF_TOKEN ?? DEV_STAFF_TOKEN}` },
    });
    const seats = (printed.body as { tables: { code: string; key: string; kind?: string }[] }).tables
      .filter((table) => table.kind === undefined || table.kind === 'table')
      .slice(0, TABLES);
    const tableCount = seats.length;
    const diners: Diner[] = [];
    for (let i = 0; i < DINERS; i++) {
      // 127.0.0.0/8 is all loopback: 127.0.2.1, 127.0.2.2, … (then 127.0.3.x) are as many phones.
      const address = `127.0.${2 + Math.floor(i / 250)}.${1 + (i % 250)}`;
      const created = await call(api, 'POST', '/profiles/anonymous.json', {
        body: { profile: { domain: HOST, name: `Diner ${i}` } },
        localAddress: address,
      });
      const { profile } = created.body as { profile: { id: number; token: string } };
      diners.push({
        headers: { profileid: String(profile.id), token: profile.token },
        table: i % tableCount,
        address,
      });
    }
    const purchaseIds: number[] = [];
    for (const diner of diners) {
      const seat = seats[diner.table];
      const joined = await call(api, 'POST', '/menudigital/init.json', {
        ...asDiner(diner),
        body: {
          purchase: {
            supplier_id: menu.supplier_id,
            table_code: seat?.code ?? null,
            table_key: seat?.key ?? null,
          },
        },
      });
      purchaseIds[diner.table] = (joined.body as { purchase: { id: number } }).purchase.id;
    }

    // What is already on each bill when the diners sit down: a run that was stopped before paying
    // leaves its tables open on a server database, and the next run joins those bills.
    const accepted: Map<number, number>[] = [];
    for (let t = 0; t < tableCount; t++) {
      const diner = diners.find((d) => d.table === t);
      accepted[t] = diner
        ? unitsPerProduct(await billOf(api, diner.headers, purchaseIds[t] ?? 0))
        : new Map();
    }

    // Each diner's connection is open before the load, as behind a proxy that keeps its connections to
    // the API: a process accepts one new connection per turn of its event loop, so 100 connecting at
    // the same moment measure the accept, not the write (BENCH_COLD_CONNECTIONS=1 measures that too).
    if (!process.env.BENCH_COLD_CONNECTIONS) {
      await Promise.all(diners.map((diner) => call(api, 'GET', '/health', { localAddress: diner.address })));
    }
    const rssStart = await rssMb(api.pid);
    // The API's memory every 10 s of the load: flat means the second half does not keep growing.
    const rssSamples: number[] = [];
    const sampler = setInterval(() => {
      void rssMb(api.pid).then((mb) => rssSamples.push(mb));
    }, 10_000);
    const counts = { adds: 0, refused: 0, cooks: 0, latencies: [] as number[] };
    const deadline = Date.now() + SECONDS * 1000;
    await Promise.all(
      diners.map(async (diner) => {
        // Diners do not all tap at the same millisecond: each starts within one pause of the others.
        await sleep(Math.random() * pauseMs);
        while (Date.now() < deadline) {
          const product = plain[Math.floor(Math.random() * plain.length)];
          if (!product) break;
          const count = 1 + Math.floor(Math.random() * 2);
          const started = performance.now();
          const added = await call(api, 'POST', '/menudigital/add_product_cart.json', {
            ...asDiner(diner),
            body: { product: { id: product.id, count }, purchase_id: purchaseIds[diner.table] },
          });
          counts.latencies.push(performance.now() - started);
          if (added.status === 201) {
            counts.adds++;
            const table = accepted[diner.table];
            table?.set(product.id, (table.get(product.id) ?? 0) + count);
          } else {
            counts.refused++;
            // A refused write says when to come back (the diner's screen waits that long to offer it again).
            if (added.status === 503) await sleep(1000);
          }
          if (Math.random() < 0.1) {
            await call(api, 'PUT', `/menudigital/cook_products/${purchaseIds[diner.table]}.json`, {
              ...asDiner(diner),
              body: {},
            });
            counts.cooks++;
          }
          await sleep(pauseMs * (0.4 + Math.random() * 1.2));
        }
      }),
    );
    clearInterval(sampler);
    const rssEnd = await rssMb(api.pid);

    // Every line the API accepted is on the table's purchase, and nothing else; the totals add up.
    for (let t = 0; t < tableCount; t++) {
      const diner = diners.find((d) => d.table === t);
      if (!diner) continue;
      await call(api, 'PUT', `/menudigital/cook_products/${purchaseIds[t]}.json`, {
        ...asDiner(diner),
        body: {},
      });
      const purchase = await billOf(api, diner.headers, purchaseIds[t] ?? 0);
      const onServer = unitsPerProduct(purchase);
      for (const item of purchase.items) {
        if (Math.abs(item.total - item.unit_price * item.count) > 1e-9)
          problems.push(`table ${t}: a line's total is off`);
      }
      const expected = accepted[t] ?? new Map<number, number>();
      for (const id of new Set([...expected.keys(), ...onServer.keys()])) {
        if ((expected.get(id) ?? 0) !== (onServer.get(id) ?? 0)) {
          problems.push(
            `table ${t}: product ${id} accepted ${expected.get(id) ?? 0}, stored ${onServer.get(id) ?? 0}`,
          );
        }
      }
      const sum = purchase.items.reduce((s, i) => s + i.total, 0);
      if (Math.abs(sum - purchase.total) > 1e-6)
        problems.push(`table ${t}: total ${purchase.total} ≠ ${sum}`);
    }

    // Every table pays in full: each payer double-clicks (one key, three requests) while a mate
    // pays too.
    let charges = 0;
    const payLatencies: number[] = [];
    await Promise.all(
      Array.from({ length: tableCount }, (_, t) => t).map(async (t) => {
        const mates = diners.filter((d) => d.table === t);
        const [payer, mate] = mates;
        if (!payer || !mate) return;
        // The tables ask for the bill within one pause of each other (at the crowd's pace, all at once).
        await sleep(Math.random() * pauseMs);
        const pay = async (diner: Diner, key: string, tries = 1): Promise<Answer> => {
          const started = performance.now();
          const answer = await call(api, 'POST', '/api/v4/payments.json', {
            ...asDiner(diner, { 'idempotency-key': key }),
            body: {
              purchase_id: purchaseIds[t],
              method: 'card',
              split: { kind: 'full' },
              contact: SANDBOX_PAYER,
              card: sandboxCard(SANDBOX.cardApproved),
            },
          });
          payLatencies.push(performance.now() - started);
          // Refused before it started (busy): the payer pays again with the same key once told to, as a
          // diner would for a while; a table still refused after that is a problem of the run.
          if (answer.status !== 503 || tries >= PAY_TRIES) return answer;
          await sleep(1000);
          return pay(diner, key, tries + 1);
        };
        const answers = await Promise.all([
          pay(payer, `load-${t}-payer`),
          pay(payer, `load-${t}-payer`),
          pay(payer, `load-${t}-payer`),
          pay(mate, `load-${t}-mate`),
        ]);
        const ids = new Set(
          answers
            .filter((a) => a.status === 200 || a.status === 201)
            .map((a) => (a.body as { payment: { id: number; status: string } }).payment)
            .filter((payment) => payment.status === 'approved')
            .map((payment) => payment.id),
        );
        charges += ids.size;
        if (ids.size !== 1) problems.push(`table ${t}: ${ids.size} approved payments for one bill`);
        const balance = (
          (await call(api, 'GET', `/api/v4/purchases/${purchaseIds[t]}/balance.json`, asDiner(payer)))
            .body as {
            balance: {
              due_minor: number;
              paid_minor: number;
              items_minor: number;
              tip_minor: number;
              closed: boolean;
            };
          }
        ).balance;
        if (balance.paid_minor !== balance.due_minor || !balance.closed) {
          problems.push(
            `table ${t}: paid ${balance.paid_minor} of ${balance.due_minor}, closed ${balance.closed}`,
          );
        }
      }),
    );
    await sleep(5000);
    const rssSettled = await rssMb(api.pid);
    const add = percentiles(counts.latencies);
    const payment = percentiles(payLatencies);
    return {
      engine,
      pauseMs,
      diners: DINERS,
      tables: tableCount,
      seconds: SECONDS,
      adds: counts.adds,
      refusedAdds: counts.refused,
      cooks: counts.cooks,
      addMs: add,
      paymentMs: payment,
      writesOver2s: [...counts.latencies, ...payLatencies].filter((ms) => ms > 2000).length,
      charges,
      rssMb: { start: rssStart, end: rssEnd, settled: rssSettled, every10s: rssSamples },
      problems,
    };
  } finally {
    await api.stop();
  }
}

// DINERS_ENGINES=postgres runs only the server (a long memory run); both by default.
const engines = (process.env.DINERS_ENGINES ?? 'pglite,postgres').split(',');
const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) console.log('(BENCH_DATABASE_URL not set: PostgreSQL skipped)');
// Chapinero prints 12 tables; the bench seeds a copy of the demo where it prints TABLES (into a new
// database: one seeded before keeps its tables; the report says how many were used).
const seedDir = await biggerBranchFixtures('la-brasa', 'chapinero', TABLES);
const results = [];
for (const pauseMs of PACES) {
  if (engines.includes('pglite')) results.push(await run('pglite', pauseMs));
  // Each PostgreSQL run on a database of its own: one `load.ts` (or a run before) seeded holds the demo's 12.
  if (databaseUrl && engines.includes('postgres'))
    results.push(await run('postgres', pauseMs, await freshDatabase(databaseUrl, `diners_${pauseMs}`)));
}
await rm(seedDir, { recursive: true, force: true });
console.table(
  results.map((r) => ({
    engine: r.engine,
    'pause ms': r.pauseMs,
    'diners/tables': `${r.diners}/${r.tables}`,
    seconds: r.seconds,
    adds: r.adds,
    refused: r.refusedAdds,
    'add p50/p99/max ms (goal p99 ≤ 50)': `${r.addMs.p50}/${r.addMs.p99}/${r.addMs.max}`,
    'pay p50/p99/max ms (goal p99 ≤ 150)': `${r.paymentMs.p50}/${r.paymentMs.p99}/${r.paymentMs.max}`,
    'writes > 2 s': r.writesOver2s,
    'charges (1 per table)': r.charges,
    'RSS MB start/end/settled': `${r.rssMb.start}/${r.rssMb.end}/${r.rssMb.settled}`,
    problems: r.problems.length,
  })),
);
for (const r of results) {
  const run = `${r.engine}, pause ${r.pauseMs} ms`;
  console.log(`${run}: RSS MB every 10 s of the load: ${r.rssMb.every10s.join(', ')}`);
  for (const problem of r.problems) console.error(`${run}: ${problem}`);
}
const resultFile = path.join(PACKAGE_DIR, 'bench', 'diners-result.json');
await writeFile(resultFile, `${JSON.stringify({ date: new Date().toISOString(), results }, null, 2)}\n`);
console.log(`Written ${path.relative(process.cwd(), resultFile)}`);
if (results.some((r) => r.problems.length > 0)) process.exit(1);
