import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PACKAGE_DIR } from '../src/config/env.ts';

async function sourceFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await sourceFiles(full)));
    else if (entry.name.endsWith('.ts')) out.push(full);
  }
  return out;
}

/** The body of each `.transaction(async (tx) => { … })` callback (brace matching, good enough for our code). */
function transactionBodies(source: string): string[] {
  const bodies: string[] = [];
  const re = /\.transaction\(\s*async\s*\(\s*(\w+)\s*\)\s*=>\s*\{/g;
  for (let m = re.exec(source); m; m = re.exec(source)) {
    let depth = 1;
    let i = m.index + m[0].length;
    const start = i;
    while (i < source.length && depth > 0) {
      if (source[i] === '{') depth++;
      else if (source[i] === '}') depth--;
      i++;
    }
    bodies.push(source.slice(start, i - 1));
  }
  return bodies;
}

describe('transactions (DESIGN 9: the outer db inside a transaction hangs PGlite)', () => {
  it('no transaction callback in src uses the outer db', async () => {
    const files = await sourceFiles(path.join(PACKAGE_DIR, 'src'));
    let checked = 0;
    for (const file of files) {
      const source = await readFile(file, 'utf8');
      for (const body of transactionBodies(source)) {
        checked++;
        expect(body, `${path.relative(PACKAGE_DIR, file)} uses db inside a transaction`).not.toMatch(
          /\b(db|ctx\.db|database\.db)\s*\.(select|insert|update|delete|execute|query|transaction)\b/,
        );
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
