import { describe, expect, it } from 'vitest';
import { i18n, registerCommonTranslations } from 'shared-contracts';
import { describeCountryWording } from 'shared-contracts/testing';
import { BOOKING_TEXTS, NS } from './i18n.ts';
import { BOOKING_OTHERS } from './i18n-others.ts';

/** Every language: Spanish and the wording on the page, English and Portuguese loaded later. */
const TEXTS = { ...BOOKING_TEXTS, ...BOOKING_OTHERS };

registerCommonTranslations();

describe('booking texts', () => {
  it('shows the branch in each country as it says it, and Spanish elsewhere', () => {
    const t = (lng: string) => i18n.getFixedT(lng, NS)('noBookings');
    expect(t('es-CO')).toContain('Esta sede');
    expect(t('es-MX')).toContain('Esta sucursal');
    expect(t('es-PE')).toContain('Este local');
    expect(i18n.getFixedT('es-PE', NS)('dniTypes.national_id')).toBe('DNI o documento nacional');
    expect(i18n.getFixedT('es-CL', NS)('dniTypes.national_id')).toBe('RUT o documento nacional');
  });
});

describeCountryWording({ booking: TEXTS });
