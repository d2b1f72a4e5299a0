import { describe, expect, it } from 'vitest';
import { i18n } from 'shared-contracts';
import { describeCountryWording } from 'shared-contracts/testing';
import { LANDING_TEXTS, NS } from './i18n.ts';

describe('landing texts', () => {
  const keys = (texts: Record<string, string>) => Object.keys(texts).sort();

  it('says everything in es, en and pt', () => {
    expect(keys(LANDING_TEXTS.en)).toEqual(keys(LANDING_TEXTS.es));
    expect(keys(LANDING_TEXTS.pt)).toEqual(keys(LANDING_TEXTS.es));
    for (const texts of [LANDING_TEXTS.es, LANDING_TEXTS.en, LANDING_TEXTS.pt]) {
      expect(Object.values(texts).filter((text) => text.trim() === '')).toEqual([]);
    }
  });

  it("reads the branch selector in each country's words", () => {
    const t = (lng: string) => i18n.getFixedT(lng, NS)('selector.empty');
    expect(t('es-CO')).toBe('Ninguna sede ofrece esto por ahora.');
    expect(t('es-PA')).toBe('Ninguna sucursal ofrece esto por ahora.');
    expect(t('es-PE')).toBe('Ningún local ofrece esto por ahora.');
  });
});

describeCountryWording({ landing: LANDING_TEXTS });
