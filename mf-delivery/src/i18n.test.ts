import { describe, expect, it } from 'vitest';
import { i18n } from 'shared-contracts';
import { DELIVERY_TEXTS, NS } from './i18n.ts';
import { DELIVERY_OTHERS } from './i18n-others.ts';
import { describeCountryWording } from 'shared-contracts/testing';

const NAMESPACES = { delivery: { ...DELIVERY_TEXTS, ...DELIVERY_OTHERS } };

describeCountryWording(NAMESPACES);

describe('country wording on screen', () => {
  it('reads each country its own words, and Spanish where it says nothing else', () => {
    const t = (lng: string) => i18n.getFixedT(lng, NS);
    expect(t('es-CO')('branchCount_other', { count: 2 })).toBe('2 sedes');
    expect(t('es-MX')('branchCount_other', { count: 2 })).toBe('2 sucursales');
    expect(t('es-CL')('branchCount_other', { count: 2 })).toBe('2 locales');
    expect(t('es-PE')('mlNearest', { branch: 'Miraflores', distance: '2' })).toBe(
      'El local más cercano es Miraflores, a 2 km.',
    );
  });
});
