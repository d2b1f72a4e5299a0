import type { Currency } from '../schemas/common.ts';

const CURRENCY_LOCALES: Partial<Record<Currency, string>> = {
  MXN: 'es-MX',
  PEN: 'es-PE',
  CLP: 'es-CL',
  USD: 'en-US',
  BRL: 'pt-BR',
};

const ZERO_DECIMAL: ReadonlySet<Currency> = new Set<Currency>(['COP', 'CLP']);

/** Locale used to format a currency (SPEC section 9): es-CO unless the currency names another. */
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
