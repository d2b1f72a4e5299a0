import { describe, expect, it } from 'vitest';
import { i18n } from 'shared-contracts';
import { ACCOUNT_TEXTS } from '../account/account-texts.ts';
import { DINER_TEXTS } from './diner-texts.ts';
import { FRAME_TEXTS } from './frame-texts.ts';
import { registerShellTranslations, SHELL_NS, SHELL_TEXTS } from './i18n.ts';

registerShellTranslations();
import { describeCountryWording } from 'shared-contracts/testing';

const NAMESPACES = { shell: SHELL_TEXTS, frame: FRAME_TEXTS, diner: DINER_TEXTS, account: ACCOUNT_TEXTS };

describeCountryWording(NAMESPACES);

describe('country wording on screen', () => {
  it('reads each country its own words, and Spanish where it says nothing else', () => {
    const t = (lng: string) => i18n.getFixedT(lng, SHELL_NS);
    expect(t('es-CO')('backToSelector')).toBe('Elegir otra sede');
    expect(t('es-SV')('backToSelector')).toBe('Elegir otra sucursal');
    expect(t('es-PE')('backToSelector')).toBe('Elegir otro local');
    expect(t('es-CL')('messages.waiterComing')).toBe('El garzón va en camino.');
    expect(t('es-CL')('cart_other', { count: 3 })).toBe('Carro, 3 productos');
    expect(t('es-MX')('cart_other', { count: 3 })).toBe('Carrito, 3 productos');
  });
});
