import type { Currency } from '../schemas/common.ts';

const CURRENCY_LOCALES: Partial<Record<Currency, string>> = {
  MXN: 'es-MX',
  PEN: 'es-PE',
  CLP: 'es-CL',
  USD: 'en-US',
  BRL: 'pt-BR',
};

const ZERO_DECIMAL: ReadonlySet<Currency> = new Set<Currency>(['COP', 'CLP']);

/** Locale used to format a currency: es-CO unless the currency names another. */
export function currencyLocale(currency: Currency): string {
  return CURRENCY_LOCALES[currency] ?? 'es-CO';
}

const formatters = new Map<Currency, Intl.NumberFormat>();

function formatterFor(currency: Currency): Intl.NumberFormat {
  let formatter = formatters.get(currency);
  if (!formatter) {
    const digits = ZERO_DECIMAL.has(currency) ? 0 : 2;
    formatter = new Intl.NumberFormat(currencyLocale(currency), {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(currency, formatter);
  }
  return formatter;
}

/** Formats an amount in the currency's major unit, e.g. 38000 COP → "$ 38.000". */
export function formatMoney(amount: number, currency: Currency): string {
  return formatterFor(currency).format(Number.isFinite(amount) ? amount : 0);
}

// Building an Intl.NumberFormat costs far more than formatting with one: every price on a menu asks.
const digitsByCurrency = new Map<Currency, number>();

/**
 * Digits of the currency's minor unit: Intl's ISO digits, except COP, whose centavos no one pays
 * (prices in pesos are shown with none), and CLP (none in ISO either).
 */
export function currencyDigits(currency: Currency): number {
  if (ZERO_DECIMAL.has(currency)) return 0;
  let digits = digitsByCurrency.get(currency);
  if (digits === undefined) {
    digits =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2;
    digitsByCurrency.set(currency, digits);
  }
  return digits;
}

/** A major-unit amount (a price as stored, 12.5) in whole minor units (1250), rounded half up. */
export function toMinor(amount: number, currency: Currency): number {
  const factor = 10 ** currencyDigits(currency);
  // Through a fixed string first: 1.005 * 100 is 100.49999…, but "1.005" means 100.5 → 101.
  return Math.round(Number((amount * factor).toFixed(6)));
}

/**
 * Whether a major-unit amount can be shown and paid in the currency: no more decimals than its minor unit
 * (no centavos in pesos, no third decimal in soles).
 */
export function isPayableAmount(amount: number, currency: Currency): boolean {
  return fromMinor(toMinor(amount, currency), currency) === amount;
}

/** Whole minor units back to a major-unit number for display (formatMoney). */
export function fromMinor(minor: number, currency: Currency): number {
  return minor / 10 ** currencyDigits(currency);
}

/** Formats an amount given in minor units. */
export function formatMinor(minor: number, currency: Currency): string {
  return formatMoney(fromMinor(minor, currency), currency);
}

/**
 * An amount with decimals as the currency's country writes it by hand, without grouping: "20.50" in soles,
 * pesos mexicanos or dollars, "20,50" in reais. The examples in the messages about a typed amount, so a
 * diner in Lima is never told to write "20,50" under a page that shows "S/ 20.50".
 */
export function decimalExample(amount: number, currency: Currency): string {
  const digits = currencyDigits(currency);
  return new Intl.NumberFormat(currencyLocale(currency), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  }).format(amount);
}
