import { describe, expect, it } from 'vitest';
import { i18n } from 'shared-contracts';
import { ACCOUNT_TEXTS } from '../account/account-texts.ts';
import { DINER_TEXTS_OTHERS } from './diner-texts-others.ts';
import { DINER_TEXTS } from './diner-texts.ts';
import { FRAME_TEXTS_OTHERS } from './frame-texts-others.ts';
import { FRAME_TEXTS } from './frame-texts.ts';
import { SHELL_TEXTS_OTHERS } from './shell-texts-others.ts';
import { registerShellTranslations, SHELL_NS, SHELL_TEXTS } from './i18n.ts';

registerShellTranslations();
import { describeCountryWording } from 'shared-contracts/testing';

// Spanish comes with the page, English and Portuguese in a chunk of their own: here, all together.
const NAMESPACES = {
  shell: { ...SHELL_TEXTS, ...SHELL_TEXTS_OTHERS },
  frame: { ...FRAME_TEXTS, ...FRAME_TEXTS_OTHERS },
  diner: { ...DINER_TEXTS, ...DINER_TEXTS_OTHERS },
  account: ACCOUNT_TEXTS,
};

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
