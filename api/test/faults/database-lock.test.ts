import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { acquireFolderLock, FolderLockedError, LOCK_FILE_NAME } from '../../src/db/folder-lock.ts';
import { killSpawned, PROCESS_TEST_MS, spawnNode, startApiProcess } from '../support/api-process.ts';

const folders: string[] = [];
function tempFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'mesa-lock-'));
  folders.push(folder);
  return folder;
}
afterEach(() => killSpawned());
afterAll(() => {
  killSpawned();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** The pid of a process that has exited. */
async function deadPid(): Promise<number> {
  const child = spawnNode(['-e', '']);
  await child.waitForExit();
  return child.pid;
}

/** POST /tracking/sessions; returns the new session's id. */
async function createSession(base: string): Promise<number> {
  const res = await fetch(`${base}/tracking/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ customer_id: 3, so: 'linux', browser: 'test', pixel_width: 1, pixel_height: 1 }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

function writeLock(folder: string, holder: object): void {
  writeFileSync(
    path.join(folder, LOCK_FILE_NAME),
    JSON.stringify({ host: hostname(), nonce: 'old', ...holder }),
  );
}

describe('PGlite folder lock (embedded engine, every run)', () => {
  it('refuses a second holder, naming the folder and the holder, until the first releases', async () => {
    const folder = tempFolder();
    const first = await acquireFolderLock(folder);
    const refused = await acquireFolderLock(folder).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(FolderLockedError);
    expect((refused as Error).message).toContain(folder);
    expect((refused as Error).message).toContain(`process ${process.pid}`);
    first.release();
    expect(existsSync(first.file)).toBe(false);
    const second = await acquireFolderLock(folder);
    second.release();
  });

  it('takes over a lock left by a dead process (kill -9), or by an earlier process with our pid', async () => {
    const folder = tempFolder();
    writeLock(folder, { pid: await deadPid() });
    const lock = await acquireFolderLock(folder);
    expect(JSON.parse(readFileSync(lock.file, 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();

    // A container restarted on the same volume often gets the same pid as the process that died.
    writeLock(folder, { pid: process.pid });
    (await acquireFolderLock(folder)).release();
  });

  it.skipIf(!existsSync('/proc/self/stat'))(
    'takes over when the pid now belongs to a later process',
    async () => {
      const folder = tempFolder();
      const other = spawnNode(['-e', 'setInterval(() => {}, 1000)']);
      writeLock(folder, { pid: other.pid, startTicks: '1' });
      (await acquireFolderLock(folder)).release();
    },
  );

  it.each([
    ['an empty folder', false],
    ['a stale lock', true],
  ])('of processes racing for %s exactly one wins', async (_label, stale) => {
    const folder = tempFolder();
    if (stale) writeLock(folder, { pid: await deadPid() });
    const racers = Array.from({ length: 4 }, () => spawnNode(['test/support/hold-folder-lock.ts', folder]));
    await Promise.all(racers.map((r) => r.waitForLine(/^ready$/)));
    for (const racer of racers) racer.child.stdin?.write('go\n');
    const results = await Promise.all(
      racers.map((r) => r.waitForLine(/^(acquired|locked by \d+|failed.*)$/)),
    );
    const winners = racers.filter((_r, i) => results[i] === 'acquired');
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => r === `locked by ${winners[0]?.pid}`)).toHaveLength(racers.length - 1);
  });

  it(
    'a second API process on the same folder refuses to start; the first keeps serving; kill -9 does not block the next start',
    async () => {
      const folder = tempFolder();
      const first = await startApiProcess({ DATA_DIR: folder });
      const id = await createSession(first.base);

      const second = spawnNode(['src/main.ts'], { DATA_DIR: folder });
      expect(await second.waitForExit()).toBe(1);
      expect(second.output()).toContain(
        `API not started: The database folder ${folder} is already open in process ${first.pid}`,
      );
      expect((await fetch(`${first.base}/health`)).status).toBe(200);

      first.child.kill('SIGKILL');
      await first.waitForExit();
      const third = await startApiProcess({ DATA_DIR: folder });
      // The first process's acknowledged write survived: ids go on after it.
      expect(await createSession(third.base)).toBeGreaterThan(id);
      third.child.kill('SIGTERM');
      expect(await third.waitForExit()).toBe(0);
      expect(existsSync(path.join(folder, LOCK_FILE_NAME))).toBe(false);
    },
    PROCESS_TEST_MS,
  );
});
