import {
  DOCUMENT_NUMBER,
  isValidCardNumber,
  isValidCvc,
  isValidExpiry,
  type PaymentMethod,
  type PaymentRequest,
} from 'shared-contracts';
import { checkPhone } from 'shared-contracts/phone';

/** The checkout form of SPEC section 5: contact, the method and its data. */
export interface PaymentForm {
  method: string;
  name: string;
  phone: string;
  email: string;
  docType: string;
  docNumber: string;
  cardHolder: string;
  cardNumber: string;
  cardCvc: string;
  cardMonth: string;
  cardYear: string;
  pseBank: string;
  pseClientType: string;
  nequiPhone: string;
}

export type PaymentField = keyof PaymentForm;
/** Translation keys of the checkout namespace (`errors.*`). */
export type PaymentError =
  | 'required'
  | 'badPhone'
  | 'badEmail'
  | 'badDni'
  | 'badCardNumber'
  | 'badCvc'
  | 'badExpiry'
  | 'badNequiPhone';

export const EMPTY_PAYMENT: PaymentForm = {
  method: '',
  name: '',
  phone: '',
  email: '',
  docType: '',
  docNumber: '',
  cardHolder: '',
  cardNumber: '',
  cardCvc: '',
  cardMonth: '',
  cardYear: '',
  pseBank: '',
  pseClientType: '',
  nequiPhone: '',
};

/** The order the page moves focus in after a refused submit. */
export const PAYMENT_FIELDS: PaymentField[] = [
  'method',
  'name',
  'phone',
  'email',
  'docType',
  'docNumber',
  'cardHolder',
  'cardNumber',
  'cardMonth',
  'cardYear',
  'cardCvc',
  'pseBank',
  'pseClientType',
  'nequiPhone',
];

/** The card secrets a declined payment forgets (SPEC: never kept). */
export const forgetCardSecrets = (form: PaymentForm): PaymentForm => ({
  ...form,
  cardNumber: '',
  cardCvc: '',
});

export function validatePayment(
  form: PaymentForm,
  countryCode: string,
  today: string,
): Partial<Record<PaymentField, PaymentError>> {
  const errors: Partial<Record<PaymentField, PaymentError>> = {};
  const required = (field: PaymentField) => {
    if (!form[field].trim()) errors[field] = 'required';
  };
  required('method');
  required('name');
  if (!form.phone.trim()) errors.phone = 'required';
  else if (!checkPhone(form.phone, countryCode).valid) errors.phone = 'badPhone';
  if (!form.email.trim()) errors.email = 'required';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email.trim())) errors.email = 'badEmail';
  required('docType');
  if (!form.docNumber.trim()) errors.docNumber = 'required';
  else if (!DOCUMENT_NUMBER.test(form.docNumber.trim())) errors.docNumber = 'badDni';

  if (form.method === 'card') {
    required('cardHolder');
    if (!form.cardNumber.trim()) errors.cardNumber = 'required';
    else if (!isValidCardNumber(form.cardNumber)) errors.cardNumber = 'badCardNumber';
    if (!form.cardMonth || !form.cardYear) {
      if (!form.cardMonth) errors.cardMonth = 'required';
      if (!form.cardYear) errors.cardYear = 'required';
    } else if (!isValidExpiry(Number(form.cardMonth), Number(form.cardYear), today)) {
      errors.cardMonth = 'badExpiry';
    }
    if (!form.cardCvc.trim()) errors.cardCvc = 'required';
    else if (!isValidCvc(form.cardCvc.trim(), form.cardNumber)) errors.cardCvc = 'badCvc';
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
): PaymentRequest {
  const method = form.method as PaymentMethod;
  return {
    purchase_id: purchaseId,
    method,
    split,
    contact: {
      name: form.name.trim(),
      phone: checkPhone(form.phone, countryCode).e164 ?? form.phone.trim(),
      email: form.email.trim(),
      document_type: form.docType as PaymentRequest['contact']['document_type'],
      document_number: form.docNumber.trim(),
    },
    ...(method === 'card'
      ? {
          card: {
            holder: form.cardHolder.trim(),
            number: form.cardNumber.replace(/[\s-]/g, ''),
            cvc: form.cardCvc.trim(),
            exp_month: Number(form.cardMonth),
            exp_year: Number(form.cardYear),
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
