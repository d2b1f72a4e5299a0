import { describe, expect, it } from 'vitest';
import { i18n } from 'shared-contracts';
import { CART_NS, CART_TEXTS } from './cart-i18n.ts';
import { CHECKOUT_TEXTS } from './i18n.ts';
import { ORDER_NS, ORDER_TEXTS } from './order-i18n.ts';
import { PAY_NS, PAY_TEXTS } from './pay-i18n.ts';
import { describeCountryWording } from 'shared-contracts/testing';
import { CART_OTHERS, CHECKOUT_OTHERS, ORDER_OTHERS, PAY_OTHERS } from './i18n-others.ts';

const NAMESPACES = {
  checkout: { ...CHECKOUT_TEXTS, ...CHECKOUT_OTHERS },
  cart: { ...CART_TEXTS, ...CART_OTHERS },
  pay: { ...PAY_TEXTS, ...PAY_OTHERS },
  order: { ...ORDER_TEXTS, ...ORDER_OTHERS },
};

describeCountryWording(NAMESPACES);

describe('country wording on screen', () => {
  it('reads each country its own words, and Spanish where it says nothing else', () => {
    expect(i18n.getFixedT('es-MX', ORDER_NS)('myOrder.none')).toBe(
      'No tienes un pedido abierto en esta sucursal.',
    );
    expect(i18n.getFixedT('es-PE', CART_NS)('noKind')).toBe(
      'Este local no recibe pedidos a domicilio ni para llevar.',
    );
    expect(i18n.getFixedT('es-CL', PAY_NS)('outcome.awaiting_staff', { amount: '$ 1' })).toBe(
      'Un garzón confirmará tu pago de $ 1.',
    );
    expect(i18n.getFixedT('es-PE', PAY_NS)('docTypes.national_id')).toBe('DNI');
    expect(i18n.getFixedT('es-PA', PAY_NS)('docTypes.national_id')).toBe('Cédula');
  });
});

describe('the coupon refusal', () => {
  it('names an unknown coupon with its accents, in each language and country', () => {
    const invalid = (lang: string) => i18n.getFixedT(lang, PAY_NS)('couponError.coupon_invalid');
    expect(invalid('es')).toBe('Cupón no válido');
    expect(invalid('es-MX')).toBe('Cupón no válido');
    // English and Portuguese load when a page asks for them: read as written.
    expect(NAMESPACES.pay.en?.['couponError.coupon_invalid']).toBe('Invalid coupon');
    expect(NAMESPACES.pay.pt?.['couponError.coupon_invalid']).toBe('Cupom inválido');
  });
});
