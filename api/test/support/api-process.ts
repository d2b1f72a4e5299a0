import { type ChildProcess, spawn } from 'node:child_process';
import { PACKAGE_DIR } from '../../src/config/env.ts';

/** Every wait in these tests is bounded by this, so a hang fails the test instead of the run. A fresh
 * process migrates and seeds every fixture instance; on a loaded 2-core machine that took up to 36 s. */
export const WAIT_MS = 60_000;
/** A test that starts API processes one after another (each migrates and seeds a database). */
export const PROCESS_TEST_MS = 4 * WAIT_MS;

export interface ApiProcess {
  child: ChildProcess;
  pid: number;
  /** stdout + stderr so far. */
  output(): string;
  /** Resolves with the first output line matching `pattern` (rejects after `timeoutMs` or on exit). */
  waitForLine(pattern: RegExp, timeoutMs?: number): Promise<string>;
  /** Resolves once `find(output)` returns something (rejects after `timeoutMs` or on exit). */
  waitForOutput<T>(find: (output: string) => T | undefined, what: string, timeoutMs?: number): Promise<T>;
  /** Resolves with the exit code (null after a signal); rejects after `timeoutMs`. */
  waitForExit(timeoutMs?: number): Promise<number | null>;
  alive(): boolean;
}

const spawned = new Set<ChildProcess>();

/** SIGKILLs every API process these helpers started that still runs (for `afterAll` / `finally`). */
export function killSpawned(): void {
  for (const child of spawned) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  spawned.clear();
}

/** Runs `node <script>` through tsx in the api package, with `env` on top of a quiet, local default. */
export function spawnNode(args: string[], env: Record<string, string | undefined> = {}): ApiProcess {
  const { DATABASE_URL: _inherited, ...base } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: PACKAGE_DIR,
    env: { ...base, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  spawned.add(child);
  let text = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    text += chunk.toString('utf8');
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  exited.finally(() => {
    for (const listener of listeners) listener();
  });
  const alive = () => child.exitCode === null && child.signalCode === null;

  /** Resolves with what `find` returns for the output once it is not undefined. */
  const waitForOutput = <T>(find: (output: string) => T | undefined, what: string, timeoutMs = WAIT_MS) =>
    new Promise<T>((resolve, reject) => {
      const check = () => {
        const found = find(text);
        if (found !== undefined) return done(() => resolve(found));
        if (!alive()) done(() => reject(new Error(`exited before printing ${what}:\n${text}`)));
      };
      const timer = setTimeout(
        () => done(() => reject(new Error(`no ${what} within ${timeoutMs} ms:\n${text}`))),
        timeoutMs,
      );
      const done = (settle: () => void) => {
        clearTimeout(timer);
        listeners.delete(check);
        settle();
      };
      listeners.add(check);
      check();
    });
  const waitForLine = (pattern: RegExp, timeoutMs = WAIT_MS) =>
    waitForOutput((out) => out.split('\n').find((l) => pattern.test(l)), String(pattern), timeoutMs);

  const waitForExit = (timeoutMs = WAIT_MS) =>
    new Promise<number | null>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`still running after ${timeoutMs} ms:\n${text}`)),
        timeoutMs,
      );
      void exited.then((code) => {
        clearTimeout(timer);
        resolve(code);
      });
    });

  if (child.pid === undefined) throw new Error('could not spawn node');
  return { child, pid: child.pid, output: () => text, waitForLine, waitForOutput, waitForExit, alive };
}

export interface RunningApi extends ApiProcess {
  base: string;
}

/** Starts `src/main.ts` and waits for its "API listening" line. */
export async function startApiProcess(env: Record<string, string | undefined>): Promise<RunningApi> {
  const api = spawnNode(['src/main.ts'], env);
  const line = await api.waitForLine(/API listening on http:\/\/[^:]+:\d+/);
  const port = /API listening on http:\/\/[^:]+:(\d+)/.exec(line)?.[1];
  return { ...api, base: `http://127.0.0.1:${port}` };
}
