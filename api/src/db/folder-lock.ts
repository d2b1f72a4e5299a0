import { createHash, randomUUID } from 'node:crypto';
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** The file inside a PGlite folder that says which process has it open. */
export const LOCK_FILE_NAME = 'mesa-api.lock';

/** What the lock file holds. `nonce` tells one lock apart from the next one of the same process. */
export interface LockHolder {
  pid: number;
  host: string;
  /** Start time of the holder (Linux `/proc/<pid>/stat`), to tell it from a later process with its pid. */
  startTicks?: string;
  nonce: string;
}

export class FolderLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The database folder ${folder} is already open in process ${holder.pid} on ${holder.host}. ` +
        'Only one API process may use a PGlite folder: stop that process, or give this one another DATA_DIR ' +
        `(or DATABASE_URL). If no such process runs, delete ${path.join(folder, LOCK_FILE_NAME)}.`,
    );
    this.name = 'FolderLockedError';
  }
}

export interface FolderLock {
  readonly file: string;
  /** Removes the lock file if it is still this lock's (idempotent). */
  release(): void;
}

/** Folders this process holds: a pid equal to ours in a lock file is only alive if we hold that folder. */
const heldHere = new Set<string>();

function processStartTicks(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22 (starttime); the command name (field 2) may hold spaces, so count from its closing parenthesis.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function isAlive(holder: LockHolder, folder: string): boolean {
  // Another machine's process (a shared network folder) cannot be checked: treat it as alive.
  if (holder.host !== hostname()) return true;
  if (holder.pid === process.pid) return heldHere.has(folder);
  try {
    process.kill(holder.pid, 0);
  } catch (err) {
    // EPERM: it exists, under another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  // Same pid, other start time: the holder died and its pid was given to an unrelated process.
  const ticks = processStartTicks(holder.pid);
  return !(holder.startTicks && ticks && holder.startTicks !== ticks);
}

function readHolder(file: string): { raw: string; holder: LockHolder | undefined } | undefined {
  let raw: string;
  try {
    raw = readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  try {
    const parsed = JSON.parse(raw) as Partial<LockHolder>;
    if (
      // kill(0) or kill(-n) would test a process group, not the holder.
      Number.isInteger(parsed.pid) &&
      (parsed.pid ?? 0) > 0 &&
      typeof parsed.host === 'string' &&
      typeof parsed.nonce === 'string'
    ) {
      return { raw, holder: parsed as LockHolder };
    }
  } catch {
    // Torn or foreign content: judged below.
  }
  return { raw, holder: undefined };
}

function tryCreate(file: string, content: string): boolean {
  let fd: number;
  try {
    // O_CREAT | O_EXCL: exactly one process creates the file.
    fd = openSync(file, 'wx');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Removes a dead holder's lock. Of several processes breaking the same stale lock only the one that
 * creates its break marker (O_EXCL again) may remove it, and only while it still holds the stale content:
 * a fresh lock created meanwhile is never removed. Returns false when another process is breaking it.
 */
function breakStaleLock(file: string, staleRaw: string, mine: string, folder: string): boolean {
  const marker = `${file}.break-${createHash('sha256').update(staleRaw).digest('hex').slice(0, 16)}`;
  if (!tryCreate(marker, mine)) {
    // A breaker that died halfway leaves its marker: clear it so the next attempt can break the lock.
    const breaker = readHolder(marker);
    if (breaker?.holder && !isAlive(breaker.holder, folder)) unlinkIfPresent(marker);
    return false;
  }
  try {
    if (readHolder(file)?.raw === staleRaw) unlinkIfPresent(file);
  } finally {
    unlinkIfPresent(marker);
  }
  return true;
}

function unlinkIfPresent(file: string): void {
  try {
    unlinkSync(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
}

/**
 * Takes the exclusive lock on a PGlite folder (the folder must exist). Throws `FolderLockedError` naming
 * the folder and the holder when a live process has it; a lock left by a dead process (kill -9, a crash)
 * is taken over. The lock is released by `release()` or, as a last resort, when this process exits.
 */
export async function acquireFolderLock(folder: string): Promise<FolderLock> {
  const file = path.join(folder, LOCK_FILE_NAME);
  const mine: LockHolder = {
    pid: process.pid,
    host: hostname(),
    startTicks: processStartTicks(process.pid),
    nonce: randomUUID(),
  };
  const content = JSON.stringify(mine);
  // A holder that has created the file but not yet written it gets a few tries to finish.
  let tornSeen = 0;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (tryCreate(file, content)) return held(folder, file, content);
    const current = readHolder(file);
    if (!current) continue;
    if (current.holder && isAlive(current.holder, folder)) {
      throw new FolderLockedError(folder, current.holder);
    }
    // Dead holder, or torn content seen long enough to not be a holder still writing it.
    const stale = current.holder !== undefined || (tornSeen += 1) >= 5;
    if (!stale || !breakStaleLock(file, current.raw, content, folder)) await sleep(20);
  }
  throw new Error(`Could not take the lock ${file}: it keeps changing hands`);
}

function held(folder: string, file: string, content: string): FolderLock {
  heldHere.add(folder);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    heldHere.delete(folder);
    process.removeListener('exit', release);
    // Only our own lock: never remove one that replaced it.
    if (readHolder(file)?.raw === content) unlinkIfPresent(file);
  };
  process.on('exit', release);
  return { file, release };
}
