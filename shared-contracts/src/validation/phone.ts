import { getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

export interface CheckedPhone {
  valid: boolean;
  /** The number in E.164 (+573001112233) when valid, for the API; null otherwise. */
  e164: string | null;
}

/**
 * Checks a phone as a diner types it: with or without the country prefix, spaces, dashes or brackets.
 * Numbers without a prefix are read in the instance's country ("phone must be valid").
 */
export function checkPhone(input: string, countryCode: string): CheckedPhone {
  const text = input.trim();
  if (!text || text.length > 32) return { valid: false, e164: null };
  const parsed = parsePhoneNumberFromString(text, countryCode.toUpperCase() as CountryCode);
  if (!parsed?.isValid()) return { valid: false, e164: null };
  return { valid: true, e164: parsed.number };
}

/** The country's calling code (`+57` for CO), shown beside a phone field; null for an unknown country. */
export function dialCode(countryCode: string): string | null {
  try {
    return `+${getCountryCallingCode(countryCode.toUpperCase() as CountryCode)}`;
  } catch {
    return null;
  }
}

/** A valid number's country calling code without `+` (`57`) and its country when known (`CO`). */
export function phoneCountry(e164: string): { code: string; iso2: string | null } | null {
  const parsed = parsePhoneNumberFromString(e164.trim());
  if (!parsed?.isValid()) return null;
  return { code: parsed.countryCallingCode, iso2: parsed.country ?? null };
}

/** A stored number as people read it (`+57 300 1112233`); what it was when it does not parse. */
export function formatPhone(stored: string): string {
  const parsed = parsePhoneNumberFromString(stored.trim());
  return parsed?.isValid() ? parsed.formatInternational() : stored;
}
