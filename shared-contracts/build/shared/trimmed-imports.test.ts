import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REMOTE_NAMES } from '../../src/schemas/common.ts';
import { TRIMMED_IMPORTS } from '../federation.ts';

const workspace = new URL('../../../', import.meta.url);
const SOURCE_FOLDERS = ['shell', 'shared-contracts', ...REMOTE_NAMES.map((name) => `mf-${name}`)].map(
  (pkg) => `${pkg}/src`,
);

/** Every value name imported from `library` in the apps' sources, with the file that imports it. */
function importedNames(library: string): [name: string, file: string][] {
  const found: [string, string][] = [];
  const pattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*'${library}'`, 'g');
  for (const folder of SOURCE_FOLDERS) {
    const root = new URL(`${folder}/`, workspace);
    for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file)) continue;
      for (const match of readFileSync(new URL(file, root), 'utf8').matchAll(pattern)) {
        for (const part of (match[1] ?? '').split(',')) {
          const [name] = part.trim().split(/\s+as\s+/);
          // Type-only names are erased from the build and need no value in the shared module.
          if (name && !name.startsWith('type ')) found.push([name, `${folder}/${file}`]);
        }
      }
    }
  }
  return found;
}

describe.each(Object.entries(TRIMMED_IMPORTS))('the trimmed %s the page shares', (library, file) => {
  it('exports every name the shell and the remotes import from the library, as a real value', async () => {
    const trimmed: Record<string, unknown> = await import(file);
    const names = importedNames(library);
    expect(names.length).toBeGreaterThan(1);
    const missing = names.filter(([name]) => trimmed[name] === undefined);
    expect(missing).toEqual([]);
  });
});
