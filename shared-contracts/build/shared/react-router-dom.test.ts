import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REMOTE_NAMES } from '../../src/schemas/common.ts';
import * as trimmedRouter from './react-router-dom.ts';

const workspace = new URL('../../../', import.meta.url);
const SOURCE_FOLDERS = ['shell', 'shared-contracts', ...REMOTE_NAMES.map((name) => `mf-${name}`)].map(
  (pkg) => `${pkg}/src`,
);

/** Every name imported from `react-router-dom` in the apps' sources, with the file that imports it. */
function importedNames(): [name: string, file: string][] {
  const found: [string, string][] = [];
  for (const folder of SOURCE_FOLDERS) {
    const root = new URL(`${folder}/`, workspace);
    for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file)) continue;
      const text = readFileSync(new URL(file, root), 'utf8');
      for (const match of text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'react-router-dom'/g)) {
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

describe('the trimmed react-router-dom the page shares', () => {
  it('exports every name the shell and the remotes import from react-router-dom', () => {
    const names = importedNames();
    expect(names.length).toBeGreaterThan(5);
    const missing = names.filter(([name]) => !(name in trimmedRouter));
    expect(missing).toEqual([]);
  });

  it('gives the router components and hooks themselves', () => {
    expect(typeof trimmedRouter.BrowserRouter).toBe('function');
    expect(typeof trimmedRouter.useRoutes).toBe('function');
    expect(typeof trimmedRouter.useParams).toBe('function');
  });
});
