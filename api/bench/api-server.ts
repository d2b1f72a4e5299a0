import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PACKAGE_DIR } from '../src/config/env.ts';

export type Engine = 'pglite' | 'postgres';

export interface RunningApi {
  engine: Engine;
  origin: string;
  /** The API process (its memory is read from /proc by the diners' load test). */
  pid: number;
  stop(): Promise<void>;
}

/** A port the kernel just handed out on loopback (closed again, so the API can take it). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(origin: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${origin}/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the API did not answer ${origin}/health within ${timeoutMs} ms`);
}

/**
 * Starts `src/main.ts` as its own process (the load generator must not share its event loop) on a
 * free loopback port: PGlite in a fresh temporary folder, or PostgreSQL at `databaseUrl`.
 */
export async function startApi(
  engine: Engine,
  databaseUrl?: string,
  extraEnv: Record<string, string> = {},
): Promise<RunningApi> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'mesa-api-bench-'));
  const { DATABASE_URL: _inherited, ...base } = process.env;
  // BENCH_CPU_PROF=<folder>: the API writes a V8 CPU profile there when it stops (open it in DevTools).
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'src/main.ts'], {
    cwd: PACKAGE_DIR,
    env: {
      ...base,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: engine === 'postgres' ? databaseUrl : undefined,
      // Request logs at `info` would measure pino writing to a pipe nobody reads.
      LOG_LEVEL: process.env.BENCH_API_LOG_LEVEL ?? 'warn',
      // The counted-write scenario measures the count, not refusals: its address stays under the limit.
      DINER_WRITES_PER_ADDRESS_PER_MINUTE: '1000000',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(origin, child, 120_000);
  } catch (err) {
    child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  }
  return { engine, origin, pid: child.pid ?? 0, stop };
}
