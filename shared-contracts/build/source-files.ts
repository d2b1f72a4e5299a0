import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export interface SourceFilesOptions {
  /** Folder names not walked into, wherever they are. */
  skip?: readonly string[];
  /** Whether `*.test.ts(x)` files count. */
  tests?: boolean;
}

/** The TypeScript files under `folder` (a path), for the tests that hold the whole workspace to a rule. */
export function sourceFiles(folder: string, { skip = [], tests = false }: SourceFilesOptions = {}): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return skip.includes(entry.name) ? [] : sourceFiles(path, { skip, tests });
    return /\.tsx?$/.test(entry.name) && (tests || !/\.test\.tsx?$/.test(entry.name)) ? [path] : [];
  });
}
