/**
 * The countries the account's phone field offers beside the number, with their calling codes (without
 * `+`): the product's countries first, then the neighbours and the countries diners
 * travel from most. Plain data, so the page shows it without loading the phone rules
 * (`phone-countries.test.ts` checks every code against them).
 */
export const PHONE_COUNTRIES: readonly { iso2: string; code: string }[] = [
  { iso2: 'CO', code: '57' },
  { iso2: 'PE', code: '51' },
  { iso2: 'CL', code: '56' },
  { iso2: 'MX', code: '52' },
  { iso2: 'SV', code: '503' },
  { iso2: 'PA', code: '507' },
  { iso2: 'AR', code: '54' },
  { iso2: 'BO', code: '591' },
  { iso2: 'BR', code: '55' },
  { iso2: 'CR', code: '506' },
  { iso2: 'DO', code: '1' },
  { iso2: 'EC', code: '593' },
  { iso2: 'GT', code: '502' },
  { iso2: 'HN', code: '504' },
  { iso2: 'NI', code: '505' },
  { iso2: 'PY', code: '595' },
  { iso2: 'UY', code: '598' },
  { iso2: 'VE', code: '58' },
  { iso2: 'US', code: '1' },
  { iso2: 'CA', code: '1' },
  { iso2: 'ES', code: '34' },
  { iso2: 'PT', code: '351' },
  { iso2: 'FR', code: '33' },
  { iso2: 'DE', code: '49' },
  { iso2: 'IT', code: '39' },
  { iso2: 'GB', code: '44' },
];

/** The list with the instance's country first (a country outside it is still offered, with no code). */
export function phoneCountriesFor(instanceCountry: string): readonly { iso2: string; code: string }[] {
  const own = PHONE_COUNTRIES.find((country) => country.iso2 === instanceCountry.toUpperCase());
  return own ? [own, ...PHONE_COUNTRIES.filter((country) => country !== own)] : PHONE_COUNTRIES;
}
