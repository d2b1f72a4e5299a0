import { toMinor } from '../format/money.ts';
import type { Currency } from '../schemas/common.ts';

/**
 * The most a tip may be, as a percent of the items. A tip over half of what was eaten is almost always a
 * mistyped amount (an extra zero on a 10 % tip makes it 100 %), and a card charge that size is slow and
 * costly to give back; half leaves room for the most generous diner. The API refuses more (409
 * `tip_too_large`) and never computes more, even when the items shrink after the tip was set.
 */
export const TIP_MAX_PERCENT = 50;

/** The largest tip, in minor units, a bill of `itemsMinor` takes. */
export function tipCapMinor(itemsMinor: number): number {
  return Math.floor((itemsMinor * TIP_MAX_PERCENT) / 100);
}

/**
 * The smallest single charge in each country's currency, in major units (about a quarter of a US dollar
 * or more). Tiny charges are how stolen cards are tested; a share below this is refused unless it is what
 * is left to pay (409 `below_minimum_charge`).
 */
export const MINIMUM_CHARGE: Readonly<Record<Currency, number>> = {
  COP: 1000,
  CLP: 500,
  MXN: 10,
  PEN: 2,
  BRL: 2,
  USD: 1,
};

export function minimumChargeMinor(currency: Currency): number {
  return toMinor(MINIMUM_CHARGE[currency], currency);
}

/** A share too small to charge: below the minimum and not the whole of what is left. */
export function isBelowMinimumCharge(
  shareMinor: number,
  remainingMinor: number,
  currency: Currency,
): boolean {
  return shareMinor < minimumChargeMinor(currency) && shareMinor < remainingMinor;
}
