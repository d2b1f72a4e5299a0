/** Card checks shared by the checkout form and the API (which never trusts the form). */

/** Digits only: spaces and dashes a diner types between groups are dropped. */
export const cardDigits = (number: string): string => number.replace(/[\s-]/g, '');

/** The Luhn check digit of a card number of 12 to 19 digits. */
export function isValidCardNumber(number: string): boolean {
  const digits = cardDigits(number);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'diners' | 'other';

/** The brand kept beside the last four digits (the number itself is never stored). */
export function cardBrand(number: string): CardBrand {
  const digits = cardDigits(number);
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^3(0[0-5]|[68])/.test(digits)) return 'diners';
  return 'other';
}

/** 3 digits, 4 for American Express. */
export function isValidCvc(cvc: string, number: string): boolean {
  return cardBrand(number) === 'amex' ? /^\d{4}$/.test(cvc) : /^\d{3}$/.test(cvc);
}

/** Not expired at the end of its month, compared with `today` (`YYYY-MM-DD`). */
export function isValidExpiry(month: number, year: number, today: string): boolean {
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) return false;
  const fullYear = year < 100 ? 2000 + year : year;
  const [y, m] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  return fullYear > y || (fullYear === y && month >= m);
}
