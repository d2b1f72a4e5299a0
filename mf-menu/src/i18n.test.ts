import { describe, expect, it } from 'vitest';
import { i18n } from 'shared-contracts';
import { MENU_NS, MENU_TEXTS } from './i18n.ts';
import { MENU_OTHERS } from './i18n-others.ts';
import { describeCountryWording } from 'shared-contracts/testing';

const NAMESPACES = { menu: { ...MENU_TEXTS, ...MENU_OTHERS } };

describeCountryWording(NAMESPACES);

describe('country wording on screen', () => {
  it('reads each country its own words, and Spanish where it says nothing else', () => {
    const t = (lng: string) => i18n.getFixedT(lng, MENU_NS);
    expect(t('es-CO')('order.callWaiter')).toBe('Llamar al mesero');
    expect(t('es-CL')('order.callWaiter')).toBe('Llamar al garzón');
    expect(t('es-PE')('order.callWaiter')).toBe('Llamar al mozo');
    expect(t('es-MX')('order.callWaiter')).toBe('Llamar al mesero');
    expect(t('es-CL')('viewCart', { count: 2 })).toBe('Ver carro (2)');
  });
});
