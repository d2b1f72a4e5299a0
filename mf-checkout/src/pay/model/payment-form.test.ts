import { describe, expect, it } from 'vitest';
import {
  attemptFingerprint,
  EMPTY_PAYMENT,
  paymentBody,
  validatePayment,
  withContact,
  withField,
  type PaymentForm,
} from './payment-form.ts';
import { checkPhone, dialCode } from 'shared-contracts/phone';

const RULES = { checkPhone, dialCode };

const TODAY = '2026-11-22';
const contact = {
  name: 'Ana',
  phone: '300 111 2233',
  email: 'ana@example.com',
  docType: 'national_id',
  docNumber: '1020304050',
};
const card: PaymentForm = {
  ...EMPTY_PAYMENT,
  ...contact,
  method: 'card',
  cardHolder: 'ANA',
  cardNumber: '4242 4242 4242 4242',
  cardMonth: '12',
  cardYear: '2040',
  cardCvc: '123',
  cardDocType: 'national_id',
  cardDocNumber: '1020304050',
};

describe('validatePayment', () => {
  it('judges a typed phone only once the phone rules are in (a submit waits for them)', () => {
    expect(validatePayment({ ...card, phone: '12' }, 'CO', TODAY, null)).toEqual({});
    expect(validatePayment({ ...card, phone: ' ' }, 'CO', TODAY, null)).toEqual({ phone: 'required' });
    expect(validatePayment({ ...card, phone: '12' }, 'CO', TODAY, RULES)).toEqual({ phone: 'badPhone' });
  });

  it('accepts a complete card form and asks nothing of the other methods', () => {
    expect(validatePayment(card, 'CO', TODAY, RULES)).toEqual({});
    expect(validatePayment({ ...EMPTY_PAYMENT, ...contact, method: 'cash' }, 'CO', TODAY, RULES)).toEqual({});
  });

  it('requires the method and every contact field', () => {
    expect(validatePayment(EMPTY_PAYMENT, 'CO', TODAY, RULES)).toEqual({
      method: 'required',
      name: 'required',
      phone: 'required',
      email: 'required',
      docType: 'required',
      docNumber: 'required',
    });
    expect(validatePayment({ ...card, name: '   ' }, 'CO', TODAY, RULES)).toEqual({ name: 'required' });
  });

  it("checks the phone for the instance's country, the email and the document number", () => {
    // A Colombian mobile is no Peruvian number; with its country code it is valid anywhere.
    expect(validatePayment(card, 'PE', TODAY, RULES)).toEqual({ phone: 'badPhone' });
    expect(validatePayment({ ...card, phone: '+57 300 111 2233' }, 'PE', TODAY, RULES)).toEqual({});
    expect(validatePayment({ ...card, email: 'ana@' }, 'CO', TODAY, RULES)).toEqual({ email: 'badEmail' });
    expect(validatePayment({ ...card, docNumber: '1#2' }, 'CO', TODAY, RULES)).toEqual({
      docNumber: 'badDni',
    });
  });

  it("checks the card: check digit, expiry against today, CVC by brand, the holder's document", () => {
    expect(validatePayment({ ...card, cardNumber: '4242 4242 4242 4241' }, 'CO', TODAY, RULES)).toEqual({
      cardNumber: 'badCardNumber',
    });
    expect(validatePayment({ ...card, cardMonth: '10', cardYear: '2026' }, 'CO', TODAY, RULES)).toEqual({
      cardMonth: 'badExpiry',
    });
    expect(validatePayment({ ...card, cardMonth: '11', cardYear: '2026' }, 'CO', TODAY, RULES)).toEqual({});
    // A month that does not exist is named as such, not as an expired card.
    for (const cardMonth of ['13', '0', '1a']) {
      expect(validatePayment({ ...card, cardMonth, cardYear: '2040' }, 'CO', TODAY, RULES)).toEqual({
        cardMonth: 'badMonth',
      });
    }
    expect(validatePayment({ ...card, cardYear: '' }, 'CO', TODAY, RULES)).toEqual({ cardYear: 'required' });
    expect(validatePayment({ ...card, cardCvc: '12' }, 'CO', TODAY, RULES)).toEqual({ cardCvc: 'badCvc' });
    expect(validatePayment({ ...card, cardDocType: '', cardDocNumber: '' }, 'CO', TODAY, RULES)).toEqual({
      cardDocType: 'required',
      cardDocNumber: 'required',
    });
    expect(validatePayment({ ...card, cardDocNumber: ' x' }, 'CO', TODAY, RULES)).toEqual({
      cardDocNumber: 'badDni',
    });
  });

  it("requires PSE's bank and client type, and a Colombian mobile for Nequi", () => {
    const base = { ...EMPTY_PAYMENT, ...contact };
    expect(validatePayment({ ...base, method: 'pse' }, 'CO', TODAY, RULES)).toEqual({
      pseBank: 'required',
      pseClientType: 'required',
    });
    expect(validatePayment({ ...base, method: 'nequi' }, 'CO', TODAY, RULES)).toEqual({
      nequiPhone: 'required',
    });
    expect(
      validatePayment({ ...base, method: 'nequi', nequiPhone: '2001112233' }, 'CO', TODAY, RULES),
    ).toEqual({
      nequiPhone: 'badNequiPhone',
    });
    expect(
      validatePayment({ ...base, method: 'nequi', nequiPhone: '300 111 2233' }, 'CO', TODAY, RULES),
    ).toEqual({});
  });
});

describe("the card holder's document", () => {
  it("follows the contact's document until the diner makes it differ", () => {
    let form = withField(EMPTY_PAYMENT, 'docType', 'passport');
    form = withField(form, 'docNumber', 'AB1234');
    expect(form).toMatchObject({ cardDocType: 'passport', cardDocNumber: 'AB1234' });
    form = withField(form, 'cardDocNumber', 'ZZ9999');
    form = withField(form, 'docNumber', 'AB12345');
    expect(form).toMatchObject({ docNumber: 'AB12345', cardDocNumber: 'ZZ9999', cardDocType: 'passport' });
  });

  it('a saved buyer fills the contact and the card document at once', () => {
    const form = withContact(EMPTY_PAYMENT, contact);
    expect(form).toMatchObject({ ...contact, cardDocType: 'national_id', cardDocNumber: '1020304050' });
  });

  it('goes in the request with the card, the phone in E.164', () => {
    const body = paymentBody(card, 9, { kind: 'full' }, 'CO', 'http://la-brasa.localhost:5173', RULES);
    expect(body.contact.phone).toBe('+573001112233');
    expect(body.card).toMatchObject({
      number: '4242424242424242',
      document_type: 'national_id',
      document_number: '1020304050',
    });
  });
});

describe('attemptFingerprint', () => {
  it('names a share by purchase, split, method and amount, whatever order the lines were chosen in', () => {
    const items = (ids: number[]) => ({ kind: 'items' as const, item_ids: ids });
    expect(attemptFingerprint(9, items([3, 1]), 'card', 5000)).toBe(
      attemptFingerprint(9, items([1, 3]), 'card', 5000),
    );
    expect(attemptFingerprint(9, { kind: 'equal', parts: 3 }, 'card', 5000)).not.toBe(
      attemptFingerprint(9, { kind: 'equal', parts: 2 }, 'card', 5000),
    );
    expect(attemptFingerprint(9, { kind: 'full' }, 'card', 5000)).not.toBe(
      attemptFingerprint(9, { kind: 'full' }, 'nequi', 5000),
    );
    expect(attemptFingerprint(9, { kind: 'full' }, 'card', 5000)).not.toBe(
      attemptFingerprint(8, { kind: 'full' }, 'card', 5000),
    );
    expect(attemptFingerprint(9, { kind: 'full' }, 'card', 5000)).not.toBe(
      attemptFingerprint(9, { kind: 'full' }, 'card', 6000),
    );
  });
});
