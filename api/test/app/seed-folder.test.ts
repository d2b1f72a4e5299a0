import { rm } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { biggerBranchFixtures } from '../../bench/bigger-branch.ts';
import { STAFF_TOKEN, TestApi, request } from '../helpers.ts';

const folder = await biggerBranchFixtures('la-brasa', 'chapinero', 25);
afterAll(() => rm(folder, { recursive: true, force: true }));

async function printedCodes(api: TestApi): Promise<string[]> {
  const res = await request(api, '/staff/instances/la-brasa/branches/chapinero/qr.json', {
    headers: { authorization: `Bearer ${STAFF_TOKEN}` },
  });
  expect(res.status).toBe(200);
  return (res.json as { tables: { code: string; kind?: string }[] }).tables
    .filter((table) => table.kind === undefined || table.kind === 'table')
    .map((table) => table.code);
}

describe('SEED_INSTANCES_DIR: the instance files an empty database is seeded from', () => {
  it('seeds the folder given, here the demo with a branch that prints 25 tables', async () => {
    const api = new TestApi(() => ({ SEED_INSTANCES_DIR: folder }));
    await api.start();
    try {
      const codes = await printedCodes(api);
      expect(codes).toHaveLength(25);
      expect(codes.slice(10, 14)).toEqual(['M11', 'M12', 'M13', 'M14']);
      expect(codes.at(-1)).toBe('M25');
    } finally {
      await api.close();
    }
  });

  it('seeds the demo restaurants as they are without it', async () => {
    const api = new TestApi();
    await api.start();
    try {
      expect(await printedCodes(api)).toHaveLength(12);
    } finally {
      await api.close();
    }
  });
});
