import { BOOKING_PHONE_MAX, CONTACT_NAME_MAX, DOCUMENT_NUMBER, isContactEmail } from 'shared-contracts';
import { checkPhone } from 'shared-contracts/phone';

export interface BookingForm {
  date: string;
  hour: string;
  persons: string;
  name: string;
  phone: string;
  email: string;
  /** One of `DOCUMENT_TYPES`, or '' until chosen. */
  dniType: string;
  dni: string;
}

export type BookingField = keyof BookingForm;
/** Translation keys of the booking namespace. */
export type BookingError =
  | 'required'
  | 'pastDate'
  | 'badHour'
  | 'badPersons'
  | 'shortName'
  | 'longName'
  | 'badPhone'
  | 'badEmail'
  | 'leadingSpace'
  | 'badDni';

export const EMPTY_BOOKING: BookingForm = {
  date: '',
  hour: '',
  persons: '2',
  name: '',
  phone: '',
  email: '',
  dniType: '',
  dni: '',
};

/** Local calendar date as YYYY-MM-DD (what an `<input type="date">` holds). */
export function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export interface BookingRules {
  /** The instance's country: a phone without a prefix is read as a number of that country. */
  countryCode: string;
  /** The branch's largest party for one booking. */
  maxParty: number;
}

export function validateBooking(
  form: BookingForm,
  { countryCode, maxParty }: BookingRules,
  today: Date = new Date(),
): Partial<Record<BookingField, BookingError>> {
  const errors: Partial<Record<BookingField, BookingError>> = {};
  if (!form.date) errors.date = 'required';
  else if (!/^\d{4}-\d{2}-\d{2}$/.test(form.date) || form.date < isoDate(today)) errors.date = 'pastDate';

  if (!form.hour) errors.hour = 'required';
  else if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(form.hour)) errors.hour = 'badHour';

  const persons = Number(form.persons);
  if (!form.persons) errors.persons = 'required';
  else if (!Number.isInteger(persons) || persons < 1 || persons > maxParty) errors.persons = 'badPersons';

  if (!form.name.trim()) errors.name = 'required';
  else if (form.name.trim().length < 2) errors.name = 'shortName';
  else if (form.name.trim().length > CONTACT_NAME_MAX) errors.name = 'longName';

  if (!form.phone.trim()) errors.phone = 'required';
  else if (form.phone.trim().length > BOOKING_PHONE_MAX || !checkPhone(form.phone, countryCode).valid)
    errors.phone = 'badPhone';

  if (!form.email.trim()) errors.email = 'required';
  else if (!isContactEmail(form.email)) errors.email = 'badEmail';

  if (!form.dniType) errors.dniType = 'required';
  if (!form.dni.trim()) errors.dni = 'required';
  else if (/^\s/.test(form.dni)) errors.dni = 'leadingSpace';
  else if (!DOCUMENT_NUMBER.test(form.dni.trimEnd())) errors.dni = 'badDni';
  return errors;
}
