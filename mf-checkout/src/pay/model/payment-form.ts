import {
  DOCUMENT_NUMBER,
  isValidCardNumber,
  isValidCvc,
  isValidExpiry,
  type PaymentMethod,
  type PaymentRequest,
} from 'shared-contracts';
import {
  CONTACT_FIELDS,
  EMPTY_CONTACT,
  toContact,
  validateContact,
  type ContactError,
  type ContactForm,
} from './contact-form.ts';
import type { PhoneRules } from './phone-rules.ts';

/** The checkout form: contact, the method and its data, all required. */
export interface PaymentForm extends ContactForm {
  method: string;
  cardHolder: string;
  cardNumber: string;
  cardCvc: string;
  cardMonth: string;
  cardYear: string;
  /** The card holder's identification document, the contact's until edited. */
  cardDocType: string;
  cardDocNumber: string;
  pseBank: string;
  pseClientType: string;
  nequiPhone: string;
}

export type PaymentField = keyof PaymentForm;
/** Translation keys of the checkout namespace (`errors.*`). */
export type PaymentError =
  ContactError | 'badCardNumber' | 'badCvc' | 'badMonth' | 'badExpiry' | 'badNequiPhone';

export const EMPTY_PAYMENT: PaymentForm = {
  method: '',
  ...EMPTY_CONTACT,
  cardHolder: '',
  cardNumber: '',
  cardCvc: '',
  cardMonth: '',
  cardYear: '',
  cardDocType: '',
  cardDocNumber: '',
  pseBank: '',
  pseClientType: '',
  nequiPhone: '',
};

/** The order the page moves focus in after a refused submit. */
export const PAYMENT_FIELDS: PaymentField[] = [
  'method',
  ...CONTACT_FIELDS,
  'cardHolder',
  'cardNumber',
  'cardMonth',
  'cardYear',
  'cardCvc',
  'cardDocType',
  'cardDocNumber',
  'pseBank',
  'pseClientType',
  'nequiPhone',
];

/** The contact document fields and the card's, which follows it while the diner has not made it differ. */
const MIRRORED: Partial<Record<PaymentField, PaymentField>> = {
  docType: 'cardDocType',
  docNumber: 'cardDocNumber',
};

/**
 * One field typed. The card holder is most often the diner, so the card's document follows the contact's
 * as long as the two are equal; once the diner types a different one it stays theirs.
 */
export function withField(form: PaymentForm, field: PaymentField, value: string): PaymentForm {
  const mirror = MIRRORED[field];
  const next = { ...form, [field]: value };
  return mirror && form[mirror] === form[field] ? { ...next, [mirror]: value } : next;
}

/** The contact fields filled at once (a saved buyer), the card's document following as typed ones do. */
export const withContact = (form: PaymentForm, contact: ContactForm): PaymentForm =>
  CONTACT_FIELDS.reduce((next, field) => withField(next, field, contact[field]), form);

/** The card secrets a declined payment forgets (never kept). */
export const forgetCardSecrets = (form: PaymentForm): PaymentForm => ({
  ...form,
  cardNumber: '',
  cardCvc: '',
});

export function validatePayment(
  form: PaymentForm,
  countryCode: string,
  today: string,
  rules: PhoneRules | null,
): Partial<Record<PaymentField, PaymentError>> {
  const errors: Partial<Record<PaymentField, PaymentError>> = validateContact(form, countryCode, rules);
  const required = (field: PaymentField) => {
    if (!form[field].trim()) errors[field] = 'required';
  };
  required('method');

  if (form.method === 'card') {
    required('cardHolder');
    if (!form.cardNumber.trim()) errors.cardNumber = 'required';
    else if (!isValidCardNumber(form.cardNumber)) errors.cardNumber = 'badCardNumber';
    if (!form.cardMonth || !form.cardYear) {
      if (!form.cardMonth) errors.cardMonth = 'required';
      if (!form.cardYear) errors.cardYear = 'required';
    } else if (
      !/^\d{1,2}$/.test(form.cardMonth.trim()) ||
      Number(form.cardMonth) < 1 ||
      Number(form.cardMonth) > 12
    ) {
      // A month that does not exist is a typing slip, not an expired card.
      errors.cardMonth = 'badMonth';
    } else if (!isValidExpiry(Number(form.cardMonth), Number(form.cardYear), today)) {
      errors.cardMonth = 'badExpiry';
    }
    if (!form.cardCvc.trim()) errors.cardCvc = 'required';
    else if (!isValidCvc(form.cardCvc.trim(), form.cardNumber)) errors.cardCvc = 'badCvc';
    required('cardDocType');
    if (!form.cardDocNumber.trim()) errors.cardDocNumber = 'required';
    else if (!DOCUMENT_NUMBER.test(form.cardDocNumber.trim())) errors.cardDocNumber = 'badDni';
  }
  if (form.method === 'pse') {
    required('pseBank');
    required('pseClientType');
  }
  if (form.method === 'nequi') {
    if (!form.nequiPhone.trim()) errors.nequiPhone = 'required';
    else if (!/^3\d{9}$/.test(form.nequiPhone.replace(/\s/g, ''))) errors.nequiPhone = 'badNequiPhone';
  }
  return errors;
}

/** The request body of a valid form (the amount is the server's). */
export function paymentBody(
  form: PaymentForm,
  purchaseId: number,
  split: PaymentRequest['split'],
  countryCode: string,
  returnOrigin: string,
  rules: PhoneRules,
): PaymentRequest {
  const method = form.method as PaymentMethod;
  return {
    purchase_id: purchaseId,
    method,
    split,
    contact: toContact(form, countryCode, rules),
    ...(method === 'card'
      ? {
          card: {
            holder: form.cardHolder.trim(),
            number: form.cardNumber.replace(/[\s-]/g, ''),
            cvc: form.cardCvc.trim(),
            exp_month: Number(form.cardMonth),
            exp_year: Number(form.cardYear),
            document_type: form.cardDocType as PaymentRequest['contact']['document_type'],
            document_number: form.cardDocNumber.trim(),
          },
        }
      : {}),
    ...(method === 'pse'
      ? {
          pse: { bank: form.pseBank, client_type: form.pseClientType as 'person' | 'company' },
          return_origin: returnOrigin,
        }
      : {}),
    ...(method === 'nequi' ? { nequi: { phone: form.nequiPhone.replace(/\s/g, '') } } : {}),
  };
}

/**
 * What names one share of a purchase for the idempotency key: the same purchase, split, method and amount
 * after a reload is the same attempt; anything else is a new one. The amount is the one the Pay button
 * showed, which the request carries: a retry after a lost answer whose amount changed meanwhile is a new
 * attempt for the new amount (the server counts what the lost one charged), never the old key with a new
 * body, which the server would refuse as a reused key.
 */
export function attemptFingerprint(
  purchaseId: number,
  split: PaymentRequest['split'],
  method: string,
  amountMinor: number,
): string {
  const share =
    split.kind === 'items' ? { ...split, item_ids: [...split.item_ids].sort((a, b) => a - b) } : split;
  return JSON.stringify({ purchaseId, split: share, method, amountMinor });
}
