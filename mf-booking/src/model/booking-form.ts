import {
  BOOKING_PHONE_MAX,
  CONTACT_NAME_MAX,
  DOCUMENT_NUMBER,
  isContactEmail,
  textLength,
} from 'shared-contracts';
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

export interface BookingRules {
  /** The instance's country: a phone without a prefix is read as a number of that country. */
  countryCode: string;
  /** The branch's largest party for one booking. */
  maxParty: number;
  /**
   * The branch's first bookable day (`YYYY-MM-DD`, on its own wall clock, from its schedules); null until
   * they are read, when the API alone decides. Not the device's date: a phone on another time zone (or a
   * Bogotá evening, already tomorrow in UTC) would refuse today's tables or offer yesterday.
   */
  firstDay: string | null;
}

export function validateBooking(
  form: BookingForm,
  { countryCode, maxParty, firstDay }: BookingRules,
): Partial<Record<BookingField, BookingError>> {
  const errors: Partial<Record<BookingField, BookingError>> = {};
  if (!form.date) errors.date = 'required';
  else if (!/^\d{4}-\d{2}-\d{2}$/.test(form.date) || (firstDay !== null && form.date < firstDay))
    errors.date = 'pastDate';

  if (!form.hour) errors.hour = 'required';
  else if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(form.hour)) errors.hour = 'badHour';

  const persons = Number(form.persons);
  if (!form.persons) errors.persons = 'required';
  else if (!Number.isInteger(persons) || persons < 1 || persons > maxParty) errors.persons = 'badPersons';

  if (!form.name.trim()) errors.name = 'required';
  // Counted as a person sees the characters (an emoji is one), as the API counts them.
  else if (textLength(form.name.trim()) < 2) errors.name = 'shortName';
  else if (textLength(form.name.trim()) > CONTACT_NAME_MAX) errors.name = 'longName';

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
