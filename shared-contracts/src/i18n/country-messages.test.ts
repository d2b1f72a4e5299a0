import { describe, expect, it } from 'vitest';
import { commonMessages, registerCommonTranslations } from './common-messages.ts';
import { commonOthers } from './common-others.ts';
import { i18n } from './i18n.ts';

registerCommonTranslations();
import { describeCountryWording } from '../testing/country-wording.ts';

const NAMESPACES = { common: { ...commonMessages, ...commonOthers } };

describeCountryWording(NAMESPACES);

describe('country wording on screen', () => {
  it('reads each country its own words, and Spanish where it says nothing else', () => {
    const t = (lng: string) => i18n.getFixedT(lng, 'common');
    expect(t('es-CO')('errors.product_not_found')).toBe('Este producto no está en el menú de esta sede.');
    expect(t('es-MX')('errors.product_not_found')).toBe('Este producto no está en el menú de esta sucursal.');
    expect(t('es-PE')('order.process_failed')).toContain('llama al mozo');
    expect(t('es-CL')('service.delivery')).toBe('Despacho a domicilio');
    expect(t('es-MX')('errors.network_error')).toBe(t('es')('errors.network_error'));
  });
});
