import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES_DIR, fixtureInstanceSchema } from '../../../src/seed/fixtures.ts';

const laBrasa = async (): Promise<Record<string, unknown>> =>
  JSON.parse(await readFile(path.join(FIXTURES_DIR, 'instances', 'la-brasa.json'), 'utf8')) as Record<
    string,
    unknown
  >;

describe('fixture languages', () => {
  it('an instance language outside es, en and pt falls back to Spanish; unknown extra languages are dropped', async () => {
    const parsed = fixtureInstanceSchema.parse({ ...(await laBrasa()), language: 'fr', langs: ['fr', 'en'] });
    expect(parsed.language).toBe('es');
    expect(parsed.langs).toEqual(['en']);
  });

  it('keeps a supported language as it is', async () => {
    const parsed = fixtureInstanceSchema.parse({ ...(await laBrasa()), language: 'pt', langs: ['pt', 'es'] });
    expect([parsed.language, parsed.langs]).toEqual(['pt', ['pt', 'es']]);
  });
});
