import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FIXTURES_DIR } from '../src/seed/fixtures.ts';

/**
 * A copy of the demo instances in a temporary folder, where `branch` of `instance` prints at least
 * `tables` tables (its own codes first, then the next numbers after its last one: M13, M14…), for an
 * API seeded through `SEED_INSTANCES_DIR`. The demo files stay as they are: tests rely on their tables.
 */
export async function biggerBranchFixtures(
  instance: string,
  branch: string,
  tables: number,
): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'mesa-bench-instances-'));
  await cp(path.join(FIXTURES_DIR, 'instances'), dir, { recursive: true });
  const file = path.join(dir, `${instance}.json`);
  const data = JSON.parse(await readFile(file, 'utf8')) as {
    suppliers: { slug: string; tables?: string[] }[];
  };
  const supplier = data.suppliers.find((s) => s.slug === branch);
  if (!supplier) throw new Error(`${instance} has no branch ${branch}`);
  const codes = supplier.tables ?? [];
  const last = codes.at(-1) ?? 'M00';
  const prefix = last.replace(/\d+$/, '');
  const width = last.length - prefix.length;
  for (let n = Number(last.slice(prefix.length)) + 1; codes.length < tables; n++) {
    codes.push(`${prefix}${String(n).padStart(width, '0')}`);
  }
  supplier.tables = codes;
  await writeFile(file, JSON.stringify(data));
  return dir;
}
