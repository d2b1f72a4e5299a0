import { describe, expect, it } from 'vitest';
import { LANDING_TEXTS } from './i18n.ts';

describe('landing texts', () => {
  const keys = (texts: Record<string, string>) => Object.keys(texts).sort();

  it('says everything in es, en and pt', () => {
    expect(keys(LANDING_TEXTS.en)).toEqual(keys(LANDING_TEXTS.es));
    expect(keys(LANDING_TEXTS.pt)).toEqual(keys(LANDING_TEXTS.es));
    for (const texts of [LANDING_TEXTS.es, LANDING_TEXTS.en, LANDING_TEXTS.pt]) {
      expect(Object.values(texts).filter((text) => text.trim() === '')).toEqual([]);
    }
  });

  it('a country only rewords keys Spanish has', () => {
    for (const country of ['es-MX', 'es-SV', 'es-PA', 'es-CL', 'es-PE'] as const) {
      const unknown = keys(LANDING_TEXTS[country]).filter((key) => !(key in LANDING_TEXTS.es));
      expect(unknown).toEqual([]);
    }
  });
});
