import { describe, expect, it } from 'vitest';
import { i18n } from 'shared-contracts';
import { describeCountryWording } from 'shared-contracts/testing';
import { LANDING_TEXTS, NS } from './i18n.ts';
import { LANDING_OTHERS } from './i18n-others.ts';

/** Every language: Spanish and the wording on the page, English and Portuguese loaded later. */
const TEXTS = { ...LANDING_TEXTS, ...LANDING_OTHERS };

describe('landing texts', () => {
  // Every key in es, en and pt: describeCountryWording below.
  it('leaves no text empty in es, en or pt', () => {
    for (const texts of [TEXTS.es, TEXTS.en, TEXTS.pt]) {
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

describeCountryWording({ landing: TEXTS });
