import { afterEach, describe, expect, it } from 'vitest';
import { formatMinor, i18n, loadTexts, registerCommonTranslations } from 'shared-contracts';
import { PAY_NS } from './pay-i18n.ts';
import { refusalWords, type Refusal } from './common/model/refusal.ts';
import { tipRefusalKey } from './pay/model/problem-message.ts';

// The checkout words a refusal by its own `api.<code>` key, else a payment error that says nothing of
// why: a refusal the API adds needs its own words here, in every language the checkout speaks.
registerCommonTranslations();
afterEach(async () => {
  await i18n.changeLanguage('es');
});

/** The words the checkout shows for a refusal, tried as its page tries them (own key, payment error, common). */
async function said(lang: string, refusal: Refusal, own: string, values: Record<string, string>) {
  if (lang !== 'es') await loadTexts(lang);
  await i18n.changeLanguage(lang);
  const words = refusalWords(refusal, lang, [own, 'outcome.error']);
  return i18n.getFixedT(lang, PAY_NS)(words.keys, { ...values, ...words.values });
}

describe('a tip changed after a payment (tip_locked)', () => {
  it('says what was paid and that the choice can no longer change, also where the tip is a service fee', async () => {
    const refusal = { code: 'tip_locked', details: { paid_minor: 5005 } };
    const paid = formatMinor(5005, 'MXN');
    for (const [lang, text] of [
      ['es', `Ya se pagó ${paid} de esta cuenta: lo elegido aquí ya no se puede cambiar.`],
      ['es-MX', `Ya se pagó ${paid} de esta cuenta: lo elegido aquí ya no se puede cambiar.`],
      ['en', `${paid} of this bill is already paid: what is chosen here can no longer change.`],
      ['pt', `Já foram pagos ${paid} desta conta: o que foi escolhido aqui não pode mais mudar.`],
    ] as const) {
      for (const serviceFee of [false, true]) {
        expect(await said(lang, refusal, tipRefusalKey(refusal.code, serviceFee), { paid })).toBe(text);
      }
    }
  });
});

describe('a payment whose product sold out (product_unavailable)', () => {
  it('says the product went off the bill and nothing was charged, never a failed payment', async () => {
    const refusal = {
      code: 'product_unavailable',
      details: { products: 'Agua de horchata', amount_minor: 5005, due_minor: 5005 },
    };
    const values = { products: 'Agua de horchata', amount: '$50.05' };
    for (const [lang, text] of [
      [
        'es',
        'Se agotó Agua de horchata y lo quitamos de la cuenta: ahora son $50.05. No se cobró nada: revisa y vuelve a tocar Pagar.',
      ],
      [
        'en',
        'Agua de horchata sold out and we took it off the bill: it is now $50.05. Nothing was charged: check and tap Pay again.',
      ],
      [
        'pt',
        'Agua de horchata esgotou e nós tiramos da conta: agora são $50.05. Nada foi cobrado: confira e toque em Pagar de novo.',
      ],
    ] as const) {
      expect(await said(lang, refusal, `api.${refusal.code}`, values)).toBe(text);
    }
  });
});

describe('a PSE payment that could not be cancelled', () => {
  it('says why in each language: someone else paid it, another method, or the bank answered first', async () => {
    const texts = {
      not_your_payment: {
        es: 'Solo quien hizo este pago puede cancelarlo.',
        en: 'Only the person who made this payment can cancel it.',
        pt: 'Só quem fez este pagamento pode cancelá-lo.',
      },
      payment_not_cancellable: {
        es: 'Este pago no se cancela desde aquí: el restaurante lo confirma o lo rechaza.',
        en: 'This payment is not cancelled here: the restaurant confirms or declines it.',
        pt: 'Este pagamento não se cancela aqui: o restaurante o confirma ou recusa.',
      },
      payment_not_pending: {
        es: 'El banco ya respondió por este pago: ya no se puede cancelar.',
        en: 'The bank already answered for this payment: it can no longer be cancelled.',
        pt: 'O banco já respondeu sobre este pagamento: ele não pode mais ser cancelado.',
      },
    };
    for (const [code, byLang] of Object.entries(texts)) {
      for (const [lang, text] of Object.entries(byLang)) {
        const refusal = { code, details: {} };
        expect(await said(lang, refusal, `api.${code}`, {})).toBe(text);
      }
    }
  });
});
