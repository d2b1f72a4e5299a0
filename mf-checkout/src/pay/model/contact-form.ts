import {
  CONTACT_NAME_MAX,
  DOCUMENT_NUMBER,
  isContactEmail,
  textLength,
  type PaymentContact,
} from 'shared-contracts';
import type { PhoneRules } from './phone-rules.ts';

/** The contact and buyer data, all required, as the diner types it (precheckout and checkout). */
export interface ContactForm {
  name: string;
  phone: string;
  email: string;
  docType: string;
  docNumber: string;
}
export type ContactField = keyof ContactForm;
/** Translation keys (`errors.*` of the payment namespace). */
export type ContactError = 'required' | 'longName' | 'badPhone' | 'badEmail' | 'badDni';

export const EMPTY_CONTACT: ContactForm = { name: '', phone: '', email: '', docType: '', docNumber: '' };
/** The order the page moves focus in after a refused submit. */
export const CONTACT_FIELDS: ContactField[] = ['name', 'phone', 'email', 'docType', 'docNumber'];

/**
 * Every field required; the phone valid for the instance's country, the email and document well formed.
 * Without the phone rules (still loading) a typed phone is not judged yet: a submit waits for them.
 */
export function validateContact(
  form: ContactForm,
  countryCode: string,
  rules: PhoneRules | null,
): Partial<Record<ContactField, ContactError>> {
  const errors: Partial<Record<ContactField, ContactError>> = {};
  if (!form.name.trim()) errors.name = 'required';
  else if (textLength(form.name.trim()) > CONTACT_NAME_MAX) errors.name = 'longName';
  if (!form.phone.trim()) errors.phone = 'required';
  else if (rules && !rules.checkPhone(form.phone, countryCode).valid) errors.phone = 'badPhone';
  if (!form.email.trim()) errors.email = 'required';
  else if (!isContactEmail(form.email)) errors.email = 'badEmail';
  if (!form.docType.trim()) errors.docType = 'required';
  if (!form.docNumber.trim()) errors.docNumber = 'required';
  else if (!DOCUMENT_NUMBER.test(form.docNumber.trim())) errors.docNumber = 'badDni';
  return errors;
}

/** A valid form as the API takes it: trimmed, the phone with its country code (E.164). */
export function toContact(form: ContactForm, countryCode: string, rules: PhoneRules): PaymentContact {
  return {
    name: form.name.trim(),
    phone: rules.checkPhone(form.phone, countryCode).e164 ?? form.phone.trim(),
    email: form.email.trim(),
    document_type: form.docType as PaymentContact['document_type'],
    document_number: form.docNumber.trim(),
  };
}

/** The saved buyer as form fields (what the precheckout or an earlier payment kept). */
export function contactOfBuyer(buyer: PaymentContact): ContactForm {
  return {
    name: buyer.name,
    phone: buyer.phone,
    email: buyer.email,
    docType: buyer.document_type,
    docNumber: buyer.document_number,
  };
}

/** Nothing typed yet: a saved buyer may fill the form without overwriting the diner's input. */
export const isContactEmpty = (form: ContactForm): boolean =>
  CONTACT_FIELDS.every((field) => form[field].trim() === '');
