// Starts and stops the real servers the suite drives: the API and each app's production build, each its
// own process on its own port, so a spec can stop one remote or redeploy it alone.
import { test } from '@playwright/test';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_PORTS } from 'shared-contracts/federation';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const RUN_DIR = join(ROOT, 'e2e', '.run');
const PIDS_FILE = join(RUN_DIR, 'pids.json');

export const API_URL = 'http://localhost:4000';
export const STAFF_TOKEN = process.env.STAFF_TOKEN ?? 'dev-staff-token';

export const APP_PORTS = REMOTE_PORTS;
export type AppName = keyof typeof APP_PORTS;

type Pids = Record<string, number>;
const readPids = (): Pids =>
  existsSync(PIDS_FILE) ? (JSON.parse(readFileSync(PIDS_FILE, 'utf8')) as Pids) : {};
const writePids = (pids: Pids) => {
  mkdirSync(RUN_DIR, { recursive: true });
  writeFileSync(PIDS_FILE, JSON.stringify(pids));
};

const isPortTaken = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(true));
    probe.listen(port, '0.0.0.0', () => probe.close(() => resolve(false)));
  });

/** Fails fast when something else already listens on a port the suite needs: it would be tested instead. */
async function assertPortFree(port: number): Promise<void> {
  if (await isPortTaken(port)) {
    throw new Error(`Port ${port} is already in use: stop whatever runs there (pnpm start?) first.`);
  }
}

const groupAlive = (pid: number) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * A stopped server has stopped answering before its process has exited and let go of its port; a spec
 * that restarts it at once would find the port taken. Waits for both, within a bound.
 */
async function waitForExit(pid: number, port: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!groupAlive(pid) && !(await isPortTaken(port))) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`process ${pid} on port ${port} did not exit within ${timeoutMs} ms`);
}

function launch(key: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}, cwd = ROOT): void {
  mkdirSync(RUN_DIR, { recursive: true });
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    // Own process group, so stopping it also stops what it started (tsx runs the server as a child).
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (child.pid === undefined) throw new Error(`could not start ${key}`);
  child.unref();
  writePids({ ...readPids(), [key]: child.pid });
}

export async function waitForUrl(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export async function waitForClosed(url: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} still answers after ${timeoutMs} ms`);
}

const appProbe = (app: AppName) =>
  `http://localhost:${APP_PORTS[app]}/${app === 'shell' ? 'index.html' : 'mf-manifest.json'}`;

/**
 * The API's clock for the suite (its `CLOCK_START`, api/README.md): today (Bogotá's date) at 15:00 in
 * Bogotá, 14:00 in Mexico City, running on from there. Every demo branch that takes immediate delivery
 * and take-away orders is open then, so those specs pass at any hour the suite runs; the date stays
 * today's, so the days a spec computes (tomorrow in Bogotá) are the API's too.
 */
export function apiClockStart(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());
  return `${today}T15:00:00-05:00`;
}

/** Starts the API on port 4000: on an in-memory database, or on the embedded database in `dataDir`. */
export async function startApi(dataDir = 'memory://'): Promise<void> {
  await assertPortFree(4000);
  // tsx directly, not through pnpm: stopping it then is quiet (no pnpm error for a signal we sent).
  launch(
    'api',
    join(ROOT, 'api', 'node_modules', '.bin', 'tsx'),
    ['src/main.ts'],
    {
      PORT: '4000',
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.API_LOG_LEVEL ?? 'warn',
      CLOCK_START: apiClockStart(),
    },
    join(ROOT, 'api'),
  );
  await waitForUrl(`${API_URL}/health`);
}

/**
 * Serves an app's build (its `dist`, or another folder such as a fresh build of a remote). The shell
 * runs its own server (static files and server-rendered pages), as `pnpm start` does; `env` reaches it
 * (`SSR_BUDGET_MS`).
 */
export async function startApp(app: AppName, dir?: string, env: Record<string, string> = {}): Promise<void> {
  await assertPortFree(APP_PORTS[app]);
  if (app === 'shell') {
    launch(
      app,
      join(ROOT, 'shell', 'node_modules', '.bin', 'tsx'),
      ['server/main.ts'],
      {
        PORT: String(APP_PORTS.shell),
        MESA_API_URL: API_URL,
        ...(dir ? { SHELL_DIST: dir } : {}),
        // Pass/fail specs test what is rendered, not how fast: a loaded CI machine must not push a warm
        // render past the budget and into the browser fallback (the benchmark measures the real budget).
        SSR_BUDGET_MS: '5000',
        ...env,
      },
      join(ROOT, 'shell'),
    );
  } else {
    const args = ['scripts/serve-static.mjs', app];
    if (dir) args.push('--dir', dir);
    launch(app, process.execPath, args);
  }
  await waitForUrl(appProbe(app));
}

/**
 * For the specs of the `describe` that calls it: the shell's server has no time to render (its budget is
 * 0), so every page is rendered in the browser, as when the server is too slow; restored afterwards.
 */
export function shellRendersInBrowser(): void {
  test.beforeAll(async () => {
    await stopServer('shell');
    await startApp('shell', undefined, { SSR_BUDGET_MS: '0' });
  });
  test.afterAll(async () => {
    await stopServer('shell');
    await startApp('shell');
  });
}

/** Ports of the extra API processes a spec started (`startExtraApi`), to wait for their exit. */
const extraApiPorts = new Map<string, number>();

/**
 * One more API process, on its own port and `env` (a spec that needs two processes on one PostgreSQL);
 * stopped with `stopServer(key)`, and by the suite's teardown like every other server.
 */
export async function startExtraApi(key: string, port: number, env: Record<string, string>): Promise<void> {
  await assertPortFree(port);
  launch(
    key,
    join(ROOT, 'api', 'node_modules', '.bin', 'tsx'),
    ['src/main.ts'],
    {
      PORT: String(port),
      LOG_LEVEL: process.env.API_LOG_LEVEL ?? 'warn',
      CLOCK_START: apiClockStart(),
      ...env,
    },
    join(ROOT, 'api'),
  );
  extraApiPorts.set(key, port);
  await waitForUrl(`http://localhost:${port}/health`);
}

export async function stopServer(key: string): Promise<void> {
  const pids = readPids();
  const pid = pids[key];
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    // already gone
  }
  writePids(Object.fromEntries(Object.entries(pids).filter(([name]) => name !== key)));
  if (key in APP_PORTS) {
    await waitForClosed(appProbe(key as AppName));
    await waitForExit(pid, APP_PORTS[key as AppName]);
  }
  if (key === 'api') {
    await waitForClosed(`${API_URL}/health`);
    await waitForExit(pid, 4000);
  }
  const extraPort = extraApiPorts.get(key);
  if (extraPort !== undefined) {
    extraApiPorts.delete(key);
    await waitForExit(pid, extraPort);
  }
}

export async function stopAll(): Promise<void> {
  for (const key of Object.keys(readPids())) await stopServer(key);
}
