import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REMOTE_NAMES } from '../src/schemas/common.ts';
import { sourceFiles } from './source-files.ts';

const workspace = new URL('../../', import.meta.url);
const APPS = ['shell', ...REMOTE_NAMES.map((remote) => `mf-${remote}`)];

/** The values (not types) the apps' files, tests included, import from the package's root by name. */
function valuesImportedByApps(): Set<string> {
  const names = new Set<string>();
  for (const app of APPS) {
    const folder = fileURLToPath(new URL(`${app}/`, workspace));
    for (const file of sourceFiles(folder, { skip: ['node_modules', 'dist'], tests: true })) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/^import\s+(?!type\s)\{([^}]*)\}\s*from\s*'shared-contracts'/gm)) {
        for (const specifier of (match[1] ?? '').split(',')) {
          const name = specifier.trim().split(/\s+as\s+/)[0] ?? '';
          if (name && !name.startsWith('type ')) names.add(name);
        }
      }
    }
  }
  return names;
}

describe("the package root's values", () => {
  // Each value the root exports is named in the federation glue every app loads before its first screen:
  // one no app reads is bytes on every page, so it stays in its module (the API and tests reach it there).
  it('are each imported by the shell or a remote', async () => {
    const used = valuesImportedByApps();
    expect(used.has('formatMoney')).toBe(true);
    const exported = Object.keys(await import('../src/index.ts'));
    expect(exported.length).toBeGreaterThan(100);
    expect(exported.filter((name) => !used.has(name))).toEqual([]);
  });
});
