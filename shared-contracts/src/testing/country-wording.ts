import { describe, expect, it } from 'vitest';
import type { NamespaceTexts } from '../i18n/i18n.ts';

/**
 * The words of our Spanish (Colombia's, the texts' base) that another country says differently
 * (Mexico, Peru, Chile, El Salvador, Panama): a branch is a `sucursal` in Mexico, El Salvador and Panama
 * and a `local` in Chile and Peru; the waiter a `garzón` in Chile and a `mozo` in Peru; the cart a `carro`
 * in Chile; the national ID card has its own name in Mexico (INE), El Salvador (DUI), Chile (RUT) and
 * Peru (DNI).
 */
const BRANCH = /\bsedes?\b/i;
const WAITER = /\bmeseros?\b/i;
const CART = /\bcarrito\b/i;
const ID_CARD = /\bcédula\b/i;
export const COUNTRY_WORDS: Record<'MX' | 'SV' | 'PA' | 'CL' | 'PE', readonly RegExp[]> = {
  MX: [BRANCH, ID_CARD],
  SV: [BRANCH, ID_CARD],
  PA: [BRANCH],
  CL: [BRANCH, WAITER, CART, ID_CARD],
  PE: [BRANCH, WAITER, ID_CARD],
};
export const WORDING_COUNTRY_CODES = Object.keys(COUNTRY_WORDS) as (keyof typeof COUNTRY_WORDS)[];

/**
 * The Spanish keys of a namespace that use a word `country` says differently but have no text of that
 * country (`es-MX`…): each remote's i18n test expects none.
 */
export function unrewordedKeys(texts: NamespaceTexts, country: keyof typeof COUNTRY_WORDS): string[] {
  const own = texts[`es-${country}`] ?? {};
  return Object.entries(texts.es)
    .filter(([key, text]) => COUNTRY_WORDS[country].some((word) => word.test(text)) && !(key in own))
    .map(([key]) => key);
}

/** The keys of a country's texts that Spanish does not have (a typo would never show). */
export function unknownCountryKeys(texts: NamespaceTexts, country: keyof typeof COUNTRY_WORDS): string[] {
  return Object.keys(texts[`es-${country}`] ?? {}).filter((key) => !(key in texts.es));
}

/** The texts of a country that still use a word it says differently (a copy left as Colombia's). */
export function countryTextsWithBaseWords(
  texts: NamespaceTexts,
  country: keyof typeof COUNTRY_WORDS,
): string[] {
  return Object.entries(texts[`es-${country}`] ?? {})
    .filter(([, text]) => COUNTRY_WORDS[country].some((word) => word.test(text)))
    .map(([key]) => key);
}

/**
 * The test every package runs over its namespaces: each country that words something differently has
 * its own text for every key that uses the word, no key Spanish lacks, and none of the base words left;
 * English and Portuguese say every key Spanish says.
 */
export function describeCountryWording(namespaces: Record<string, NamespaceTexts>): void {
  describe.each(Object.entries(namespaces))('%s texts', (_, texts) => {
    // English and Portuguese live in files of their own: a key added to one half only would show in Spanish.
    it.each(['en', 'pt'] as const)('say in %s every key Spanish says, and no other', (lang) => {
      expect(Object.keys(texts[lang]).sort()).toEqual(Object.keys(texts.es).sort());
    });
    describe.each(WORDING_COUNTRY_CODES)('in %s', (country) => {
      it("say every text in the country's own words", () => {
        expect(unrewordedKeys(texts, country)).toEqual([]);
        expect(unknownCountryKeys(texts, country)).toEqual([]);
        expect(countryTextsWithBaseWords(texts, country)).toEqual([]);
      });
    });
  });
}
