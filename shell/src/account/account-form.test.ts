import { describe, expect, it } from 'vitest';
import { checkPhone } from 'shared-contracts/phone';
import { checkAccount } from './account-form.ts';

describe('checkAccount', () => {
  it('accepts a name, an email and a phone, sending the phone with its country code', () => {
    expect(
      checkAccount({ name: 'Ana', email: ' ana@example.com ', phone: '300 111 2233' }, 'CO', checkPhone),
    ).toEqual({
      ok: true,
      value: { name: 'Ana', email: 'ana@example.com', phone: '+573001112233' },
    });
    expect(checkAccount({ name: '', email: '', phone: '' }, 'CO', checkPhone).ok).toBe(true);
  });

  it('flags leading spaces, a bad email and an invalid phone', () => {
    expect(checkAccount({ name: '  Ana', email: 'ana@', phone: '12' }, 'CO', checkPhone)).toEqual({
      ok: false,
      errors: { name: 'leadingSpaces', email: 'invalidEmail', phone: 'invalidPhone' },
    });
  });
});
