// Child process of database-lock.test.ts: on "go" (stdin) tries to lock the folder in argv[2], prints
// `acquired` or `locked by <pid>`, and holds what it got until stdin closes.
import { acquireFolderLock, FolderLockedError } from '../../src/db/folder-lock.ts';

const folder = process.argv[2] ?? '';
console.log('ready');
process.stdin.once('data', () => {
  acquireFolderLock(folder).then(
    (lock) => {
      console.log('acquired');
      process.stdin.on('end', () => lock.release());
    },
    (err: unknown) => {
      console.log(err instanceof FolderLockedError ? `locked by ${err.holder.pid}` : `failed ${String(err)}`);
    },
  );
});
process.stdin.resume();
