// The production layout of deploy/nginx.conf on one machine: a private PostgreSQL, two API processes and
// two shell (server-render) processes on it, the remotes' builds as static files, and nginx in front of
// all of it on plain HTTP. Run through `pnpm start:cluster` (builds first when a build is missing); stop
// with Ctrl+C or SIGTERM. docs/deploy.md maps each step to a real server.
//
// Env: CLUSTER_PORT (8480: the site; the API is on CLUSTER_API_PORT, 8440, and the remotes on
// CLUSTER_REMOTES_PORT, 8470), CLUSTER_PG_PORT (54339), CLUSTER_DIR (where the database, nginx's config
// and logs go; default a fresh temporary folder, removed on stop), CLUSTER_STATE (a JSON file written when
// ready: the URLs and every process's pid, port and restart count, for tests), CLUSTER_DRAIN_MS (2000: how
// long a drained process keeps finishing its requests before it is stopped). Anything else in the
// environment (e.g. LOG_LEVEL, CLOCK_START) reaches the API processes.
//
// SIGUSR2 restarts every API and shell process, one at a time, as a release does: nginx stops sending it
// new requests (`down`, reloaded without dropping a connection), it finishes what it holds, stops, starts
// again, answers its health check and is put back, and only then the next one goes.
import { execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APPS, ROOT } from '../scripts/apps.mjs';
import { nginxConfig } from './cluster-nginx.mjs';

// The newest installed PostgreSQL (Debian keeps each major version in its own folder), unless PG_BIN says.
const PG_BIN =
  process.env.PG_BIN ??
  (existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql') : [])
    .filter((version) => existsSync(join('/usr/lib/postgresql', version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => join('/usr/lib/postgresql', version, 'bin'))[0] ??
  '/usr/lib/postgresql/15/bin';
const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
const port = (name, fallback) => Number(process.env[name] ?? fallback);
const PORTS = {
  site: port('CLUSTER_PORT', 8480),
  api: port('CLUSTER_API_PORT', 8440),
  remotes: port('CLUSTER_REMOTES_PORT', 8470),
  postgres: port('CLUSTER_PG_PORT', 54339),
  // The same upstream ports as deploy/nginx.conf: clear of the demo's and the e2e suite's (4000, 5173-5179).
  apis: [4001, 4002],
  shells: [5181, 5182],
};

const keepDir = process.env.CLUSTER_DIR !== undefined;
const DIR = process.env.CLUSTER_DIR ?? mkdtempSync(join(tmpdir(), 'mesa-cluster-'));
mkdirSync(DIR, { recursive: true });
// nginx's workers (an unprivileged user) read the remotes' links in here; the database's own folder stays
// private (initdb makes it 0700).
chmodSync(DIR, 0o755);
const log = (line) => console.log(`[cluster] ${line}`);

/** The children, in start order; stopped in reverse. */
const children = [];
let stopping = false;

/** How each process was started, by name, to start it again the same way (`restart`). */
const launches = new Map();

function start(name, command, args, options = {}) {
  const { cwd = ROOT, env = {}, uid, gid, stopSignal = 'SIGTERM' } = options;
  launches.set(name, { command, args, options });
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
    ...(uid === undefined ? {} : { uid, gid }),
  });
  const entry = { name, child, stopSignal };
  const previous = children.findIndex((other) => other.name === name);
  if (previous >= 0) children[previous] = entry;
  else children.push(entry);
  child.on('exit', (code, signal) => {
    entry.exited = true;
    if (stopping || entry.restarting) return;
    // One process gone is what the layout survives: nginx skips it. Only the database or the proxy gone
    // takes the site down, so then everything stops.
    log(`${name} exited (${signal ?? code}); the others keep serving`);
    if (name === 'postgres' || name === 'nginx') void stop(1);
  });
  return child;
}

async function waitFor(url, what, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not answer at ${url} within ${timeoutMs / 1000} s`);
}

/** Stops a child with its own signal, SIGKILL after 10 s; resolves once it has exited. */
async function stopChild({ child, stopSignal }) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill(stopSignal);
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await gone;
  clearTimeout(timer);
}

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const entry of [...children].reverse()) {
    if (entry.exited || entry.child.exitCode !== null) continue;
    try {
      await stopChild(entry);
    } catch {
      continue;
    }
    log(`${entry.name} stopped`);
  }
  if (!keepDir) rmSync(DIR, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
// A step that fails (a port taken, a process that never answers) stops what was already started, so the
// next run finds its ports free instead of this run's orphans on them.
process.on('uncaughtException', (error) => {
  log(`failed: ${error instanceof Error ? error.message : String(error)}`);
  void stop(1);
});

// 1. The builds (`pnpm build` when one is missing).
if (
  APPS.some((app) => !existsSync(join(ROOT, app.dir, 'dist', app.spa ? 'index.html' : 'mf-manifest.json')))
) {
  log('a build is missing: pnpm build');
  execFileSync('pnpm', ['build'], { cwd: ROOT, stdio: 'inherit' });
}

// 2. PostgreSQL, private: its own data folder, port and socket folder. Debian's initdb refuses root, so as
// root it runs as the `postgres` user.
const pgData = join(DIR, 'postgres');
const asPostgres = {};
if (process.getuid?.() === 0) {
  asPostgres.uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  asPostgres.gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  execFileSync('chown', ['postgres:postgres', DIR]);
}
if (!existsSync(join(pgData, 'PG_VERSION'))) {
  log(`initdb ${pgData}`);
  execFileSync(
    join(PG_BIN, 'initdb'),
    ['-D', pgData, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      ...asPostgres,
    },
  );
}
// SIGINT: PostgreSQL's fast shutdown (rolls back open transactions, writes a checkpoint).
start(
  'postgres',
  join(PG_BIN, 'postgres'),
  [
    '-D',
    pgData,
    '-p',
    String(PORTS.postgres),
    '-k',
    DIR,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'log_min_messages=warning',
  ],
  { ...asPostgres, stopSignal: 'SIGINT' },
);
const psql = (sql) =>
  execFileSync(
    join(PG_BIN, 'psql'),
    ['-h', DIR, '-p', String(PORTS.postgres), '-U', 'postgres', '-Atqc', sql],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
for (let attempt = 0; ; attempt += 1) {
  try {
    psql('select 1');
    break;
  } catch (error) {
    if (attempt > 100) throw error;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
if (psql("select 1 from pg_database where datname = 'mesa'").trim() !== '1') psql('create database mesa');
const DATABASE_URL = `postgres://postgres@127.0.0.1:${PORTS.postgres}/mesa`;
log(`PostgreSQL on ${DATABASE_URL} (socket in ${DIR})`);

// 3. The API processes: one database, the proxy trusted for X-Forwarded-*, each named in X-Served-By.
const remoteBase = (app) => `http://localhost:${PORTS.remotes}/${app.dir}`;
const remoteUrls = Object.fromEntries(
  APPS.filter((app) => !app.spa).map((app) => [`MF_${app.name.toUpperCase()}_URL`, remoteBase(app)]),
);
const apiOrigin = `http://localhost:${PORTS.api}`;
PORTS.apis.forEach((apiPort, index) =>
  // node with tsx as a loader, not the tsx command: one process per API, so its pid is the server's.
  start(`api-${index + 1}`, process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(ROOT, 'api'),
    env: {
      LOG_LEVEL: 'warn',
      ...process.env,
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      DATABASE_URL,
      TRUSTED_PROXIES: '127.0.0.1',
      SERVED_BY: `api-${index + 1}`,
      PUBLIC_API_URL: apiOrigin,
      PUBLIC_SITE_URL: `http://{domain}:${PORTS.site}`,
      ...remoteUrls,
    },
  }),
);
// Both start at once: one migrates and seeds, the other waits for its lock and finds it done.
await Promise.all(
  PORTS.apis.map((apiPort) => waitFor(`http://127.0.0.1:${apiPort}/health`, `API on ${apiPort}`)),
);

// 4. The shell's servers: they call the API through the proxy, as any client would.
PORTS.shells.forEach((shellPort, index) =>
  start(`shell-${index + 1}`, process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: join(ROOT, 'shell'),
    env: {
      PORT: String(shellPort),
      MESA_API_URL: apiOrigin,
      // Its first page after a (re)start rendered on the server too; /health says 503 until then.
      SSR_WARM_HOSTS: `la-brasa.localhost:${PORTS.site}`,
      BROWSER_API_URL: `http://{hostname}:${PORTS.api}`,
    },
  }),
);

// 5. nginx: the remotes' builds as static files, the API and the shells as upstreams.
const remotesRoot = join(DIR, 'remotes');
mkdirSync(remotesRoot, { recursive: true });
for (const app of APPS.filter((candidate) => !candidate.spa)) {
  const link = join(remotesRoot, app.dir);
  if (!existsSync(link)) symlinkSync(join(ROOT, app.dir, 'dist'), link);
}
const nginxDir = join(DIR, 'nginx');
mkdirSync(join(nginxDir, 'logs'), { recursive: true });
const confPath = join(nginxDir, 'nginx.conf');
// Started as root, nginx's workers drop to `nobody`, who may not get through the folders above the
// checkout (a clone inside a private temporary folder): they run as the checkout's owner instead.
const workerUser =
  process.getuid?.() === 0
    ? execFileSync('id', ['-nu', String(statSync(ROOT).uid)], { encoding: 'utf8' }).trim()
    : undefined;
/** The upstream ports nginx must leave alone for now (a process being restarted). */
const drained = new Set();
function writeNginxConfig() {
  writeFileSync(
    confPath,
    nginxConfig({
      dir: nginxDir,
      ports: PORTS,
      remotesRoot,
      releasesRoot: ROOT,
      down: drained,
      workerUser,
    }),
  );
  execFileSync(NGINX, ['-t', '-q', '-p', nginxDir, '-c', confPath], { stdio: 'inherit' });
}
writeNginxConfig();
// SIGQUIT: nginx's graceful stop (open requests finish).
start('nginx', NGINX, ['-p', nginxDir, '-c', confPath], { stopSignal: 'SIGQUIT' });

await Promise.all(
  PORTS.shells.map((shellPort) => waitFor(`http://127.0.0.1:${shellPort}/health`, `shell on ${shellPort}`)),
);
await waitFor(`${apiOrigin}/health`, 'the API through nginx');
await waitFor(`http://localhost:${PORTS.remotes}/mf-landing/mf-manifest.json`, 'the remotes through nginx');

const siteUrl = (slug) => `http://${slug}.localhost:${PORTS.site}/`;
/** The API and shell processes, in the order a rolling restart takes them, with their health checks. */
const upstreams = [
  ...PORTS.apis.map((upstreamPort, index) => ({
    name: `api-${index + 1}`,
    port: upstreamPort,
    health: `http://127.0.0.1:${upstreamPort}/health`,
  })),
  ...PORTS.shells.map((upstreamPort, index) => ({
    name: `shell-${index + 1}`,
    port: upstreamPort,
    health: `http://127.0.0.1:${upstreamPort}/health`,
  })),
];
const restarts = new Map();
function writeState() {
  if (!process.env.CLUSTER_STATE) return;
  const processes = Object.fromEntries(children.map(({ name, child }) => [name, { pid: child.pid }]));
  for (const { name, port: upstreamPort } of upstreams) {
    processes[name] = { ...processes[name], port: upstreamPort, restarts: restarts.get(name) ?? 0 };
  }
  // Written aside and renamed: a reader polling the file never sees it half written.
  const partial = `${process.env.CLUSTER_STATE}.partial`;
  writeFileSync(
    partial,
    JSON.stringify({
      site: siteUrl('{slug}'),
      api: apiOrigin,
      databaseUrl: DATABASE_URL,
      dir: DIR,
      processes,
    }),
  );
  renameSync(partial, process.env.CLUSTER_STATE);
}

/** nginx takes the new configuration: new workers with it, the old ones finish their requests first. */
async function reloadNginx() {
  writeNginxConfig();
  children.find((entry) => entry.name === 'nginx')?.child.kill('SIGHUP');
  // The reload is asynchronous: give the new workers a moment to take over.
  await new Promise((resolve) => setTimeout(resolve, 500));
}

/** A process's running entry and how it was launched; an unknown name is a bug in this script. */
function launched(name) {
  const entry = children.find((candidate) => candidate.name === name);
  const launch = launches.get(name);
  if (!entry || !launch) throw new Error(`no process ${name}`);
  return { entry, launch };
}

const DRAIN_MS = Number(process.env.CLUSTER_DRAIN_MS ?? 2000);
/** Drains, stops, starts and puts back one process; nothing new reaches it while it is away. */
async function restart({ name, port: upstreamPort, health }) {
  const { entry, launch } = launched(name);
  drained.add(upstreamPort);
  await reloadNginx();
  await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
  entry.restarting = true;
  await stopChild(entry);
  start(name, launch.command, launch.args, launch.options);
  await waitFor(health, name);
  drained.delete(upstreamPort);
  await reloadNginx();
  restarts.set(name, (restarts.get(name) ?? 0) + 1);
  writeState();
  log(`${name} restarted`);
}

/** Starts again a process that has exited (killed, crashed), as a supervisor such as systemd would. */
async function revive({ name, health }) {
  const { entry, launch } = launched(name);
  if (!entry.exited) return;
  start(name, launch.command, launch.args, launch.options);
  await waitFor(health, name);
  writeState();
  log(`${name} was not running: started again`);
}

let rolling = false;
process.on('SIGUSR2', () => {
  if (rolling || stopping) return;
  rolling = true;
  log('rolling restart: one process at a time');
  void (async () => {
    try {
      // A process that died meanwhile is started first: draining its twin would leave nobody serving.
      for (const upstreamEntry of upstreams) await revive(upstreamEntry);
      for (const upstreamEntry of upstreams) await restart(upstreamEntry);
      log('rolling restart done');
    } catch (error) {
      log(`rolling restart failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      rolling = false;
    }
  })();
});
writeState();
log(`ready: nginx in front of 2 API and 2 shell processes on one PostgreSQL.
  Site:    ${siteUrl('la-brasa')}   (any demo restaurant: <slug>.localhost:${PORTS.site})
  Staff:   ${siteUrl('la-brasa')}staff
  API:     ${apiOrigin}   (answers name their process in X-Served-By)
  Logs:    ${join(nginxDir, 'logs', 'access.log')}
Restart every process one by one with: kill -USR2 ${process.pid}
Stop with Ctrl+C.`);
