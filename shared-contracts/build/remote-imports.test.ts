import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REMOTE_NAMES } from '../src/schemas/common.ts';
import { SINGLETON_LIBRARIES } from './federation.ts';
import { sourceFiles } from './source-files.ts';

const workspace = new URL('../../', import.meta.url);
/** Libraries the shell bundles for itself: a remote importing one would run a second copy of it. */
const SHELL_ONLY = ['react-dom', 'i18next', 'react-i18next', 'axios'];

function importsOf(remote: string): [library: string, file: string][] {
  const root = fileURLToPath(new URL(`mf-${remote}/src/`, workspace));
  const found: [string, string][] = [];
  for (const file of sourceFiles(root)) {
    const text = readFileSync(file, 'utf8');
    // Type-only imports are erased from the build: they load nothing.
    for (const match of text.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?from\s*'([^']+)'/gms)) {
      found.push([match[1] ?? '', relative(root, file)]);
    }
  }
  return found;
}

describe("what the remotes import from the page's libraries", () => {
  it.each(REMOTE_NAMES)('mf-%s imports no library the page does not share with it', (remote) => {
    const imports = importsOf(remote);
    expect(imports.length).toBeGreaterThan(0);
    const unshared = imports.filter(([library]) =>
      SHELL_ONLY.some((name) => library === name || library.startsWith(`${name}/`)),
    );
    expect(unshared).toEqual([]);
  });

  it('shares what the remotes do import', () => {
    const used = new Set(REMOTE_NAMES.flatMap((remote) => importsOf(remote).map(([library]) => library)));
    for (const library of ['react', 'react-router-dom', 'effector', 'effector-react']) {
      expect(used.has(library)).toBe(true);
      expect(SINGLETON_LIBRARIES).toContain(library);
    }
  });
});
