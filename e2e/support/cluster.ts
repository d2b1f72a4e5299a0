// Starts and stops `pnpm start:cluster` (deploy/cluster.mjs) for the cluster specs: nginx in front of two
// API and two shell processes on a private PostgreSQL. Its ports (8480, 8440, 8470, 4001-4002, 5181-5182,
// 54339) are clear of the main suite's.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiClockStart, ROOT } from './servers.ts';

const RUN_DIR = join(ROOT, 'e2e', '.run');
const STATE_FILE = join(RUN_DIR, 'cluster.json');
const PID_FILE = join(RUN_DIR, 'cluster.pid');

export interface ClusterState {
  /** An instance's site, `{slug}` for its slug. */
  site: string;
  /** The API's origin through nginx. */
  api: string;
  processes: Record<string, { pid: number; port?: number; restarts?: number }>;
}

export const readCluster = (): ClusterState => JSON.parse(readFileSync(STATE_FILE, 'utf8')) as ClusterState;

export const siteOf = (slug: string) => readCluster().site.replace('{slug}', slug);

export async function startCluster(): Promise<void> {
  await stopCluster();
  mkdirSync(RUN_DIR, { recursive: true });
  rmSync(STATE_FILE, { force: true });
  const child = spawn(process.execPath, ['deploy/cluster.mjs'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      CLUSTER_STATE: STATE_FILE,
      CLOCK_START: apiClockStart(),
      LOG_LEVEL: process.env.API_LOG_LEVEL ?? 'warn',
      // Pass/fail specs test what is rendered, not how fast (as the main suite's shell).
      SSR_BUDGET_MS: '5000',
    },
  });
  if (child.pid === undefined) throw new Error('could not start the cluster');
  child.unref();
  writeFileSync(PID_FILE, String(child.pid));
  const deadline = Date.now() + 240_000;
  while (!existsSync(STATE_FILE)) {
    if (Date.now() > deadline) throw new Error('the cluster was not ready within 4 minutes');
    if (child.exitCode !== null)
      throw new Error(`the cluster exited (${child.exitCode}) before it was ready`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** SIGTERM to the cluster script, which stops its processes in order; waits for it to exit. */
export async function stopCluster(): Promise<void> {
  if (!existsSync(PID_FILE)) return;
  const pid = Number(readFileSync(PID_FILE, 'utf8'));
  rmSync(PID_FILE, { force: true });
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return;
  }
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the cluster (pid ${pid}) did not stop within 30 s`);
}

/** The API and shell processes a rolling restart takes, one by one. */
const UPSTREAMS = ['api-1', 'api-2', 'shell-1', 'shell-2'];

/**
 * Asks the cluster script for a rolling restart (SIGUSR2) and resolves once every API and shell process
 * has been restarted (its count in the state file went up).
 */
export async function rollingRestart(timeoutMs = 180_000): Promise<void> {
  const before = readCluster().processes;
  process.kill(Number(readFileSync(PID_FILE, 'utf8')), 'SIGUSR2');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const now = readCluster().processes;
    if (UPSTREAMS.every((name) => (now[name]?.restarts ?? 0) > (before[name]?.restarts ?? 0))) return;
    if (Date.now() > deadline)
      throw new Error(`the rolling restart did not end within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
