import { describe, expect, it } from 'vitest';
import { PHONE_COUNTRIES, phoneCountriesFor } from './phone-countries.ts';
import { dialCode } from './phone.ts';

describe('phone countries', () => {
  it("each country's calling code is the phone rules' own", () => {
    for (const { iso2, code } of PHONE_COUNTRIES)
      expect(`${iso2} +${code}`).toBe(`${iso2} ${dialCode(iso2)}`);
    expect(new Set(PHONE_COUNTRIES.map((c) => c.iso2)).size).toBe(PHONE_COUNTRIES.length);
  });

  it("puts the instance's country first", () => {
    expect(phoneCountriesFor('mx')[0]).toEqual({ iso2: 'MX', code: '52' });
    expect(phoneCountriesFor('PE').filter((c) => c.iso2 === 'PE')).toHaveLength(1);
    expect(phoneCountriesFor('ZZ')).toBe(PHONE_COUNTRIES);
  });
});
