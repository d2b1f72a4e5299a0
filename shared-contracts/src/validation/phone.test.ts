import { describe, expect, it } from 'vitest';
import { checkPhone, dialCode, formatPhone } from './phone.ts';

describe('checkPhone', () => {
  it('accepts a national number in the instance country and gives it in E.164', () => {
    expect(checkPhone('300 111 2233', 'CO')).toEqual({ valid: true, e164: '+573001112233' });
    expect(checkPhone('55 1234 5678', 'MX')).toEqual({ valid: true, e164: '+525512345678' });
  });

  it('accepts an international number whatever the instance country', () => {
    expect(checkPhone('+51 912 345 678', 'CO')).toEqual({ valid: true, e164: '+51912345678' });
  });

  it('refuses numbers that cannot exist, letters, and absurd input', () => {
    expect(checkPhone('12345', 'CO').valid).toBe(false);
    expect(checkPhone('300 11a 2233', 'CO').valid).toBe(false);
    expect(checkPhone('', 'CO').valid).toBe(false);
    expect(checkPhone('9'.repeat(500), 'CO').valid).toBe(false);
  });
});

describe('dialCode', () => {
  it("gives the country's calling code, any case, and null for an unknown country", () => {
    expect(dialCode('CO')).toBe('+57');
    expect(dialCode('mx')).toBe('+52');
    expect(dialCode('CL')).toBe('+56');
    expect(dialCode('ZZ')).toBeNull();
  });
});

describe('formatPhone', () => {
  it('writes a stored number with its spaces, and leaves one it cannot read as it was', () => {
    expect(formatPhone('+573001112233')).toBe('+57 300 1112233');
    expect(formatPhone('300 11a')).toBe('300 11a');
  });
});
