import { describe, expect, it } from 'vitest';
import { PROFILE_NAME_MAX } from 'shared-contracts';
import { checkPhone, phoneCountry } from 'shared-contracts/phone';
import { makeProfile } from 'shared-contracts/testing';
import { accountFieldsOf, checkAccount, type AccountFields } from './account-form.ts';

const rules = { checkPhone, phoneCountry };
const empty: AccountFields = {
  name: '',
  email: '',
  phoneCountry: 'CO',
  phone: '',
  sex: '',
  dniType: '',
  dni: '',
  categories: [],
};

describe('checkAccount', () => {
  it('sends the phone in E.164 with the chosen country, and the details as the API takes them', () => {
    expect(
      checkAccount(
        {
          ...empty,
          name: 'Ana',
          email: ' ana@example.com ',
          phone: '300 111 2233',
          sex: 'female',
          dniType: 'passport',
          dni: 'X1234567 ',
          categories: ['vegan', 'desserts'],
        },
        rules,
      ),
    ).toEqual({
      ok: true,
      value: {
        name: 'Ana',
        email: 'ana@example.com',
        phone: '+573001112233',
        phone_code_iso2: 'CO',
        sex: 'female',
        dni_type: 'passport',
        dni: 'X1234567',
        categories: ['vegan', 'desserts'],
      },
    });
    expect(checkAccount(empty, rules)).toEqual({
      ok: true,
      value: {
        name: '',
        email: '',
        phone: '',
        phone_code_iso2: null,
        sex: null,
        dni_type: null,
        dni: '',
        categories: [],
      },
    });
  });

  it('reads the number in the chosen country, or in the one its own + code names', () => {
    const mexican = checkAccount({ ...empty, phoneCountry: 'MX', phone: '55 1234 5678' }, rules);
    expect(mexican.ok && mexican.value).toMatchObject({ phone: '+525512345678', phone_code_iso2: 'MX' });
    const typedCode = checkAccount({ ...empty, phone: '+51 987 654 321' }, rules);
    expect(typedCode.ok && typedCode.value).toMatchObject({ phone: '+51987654321', phone_code_iso2: 'PE' });
    // A Colombian mobile is no Peruvian number.
    expect(checkAccount({ ...empty, phoneCountry: 'PE', phone: '300 111 2233' }, rules)).toEqual({
      ok: false,
      errors: { phone: 'invalidPhone' },
    });
  });

  it('flags a bad email, an invalid phone, a document with leading spaces and a bad document', () => {
    expect(checkAccount({ ...empty, name: 'Ana', email: 'ana@', phone: '12', dni: ' 1234' }, rules)).toEqual({
      ok: false,
      errors: { email: 'invalidEmail', phone: 'invalidPhone', dni: 'leadingSpaces' },
    });
    expect(checkAccount({ ...empty, dni: '12' }, rules)).toEqual({
      ok: false,
      errors: { dni: 'invalidDni' },
    });
  });

  it('drops the spaces around a pasted name, and asks for the name when only spaces were typed', () => {
    const pasted = checkAccount({ ...empty, name: '  Ana Gómez ' }, rules);
    expect(pasted.ok && pasted.value.name).toBe('Ana Gómez');
    expect(checkAccount({ ...empty, name: '   ' }, rules)).toEqual({
      ok: false,
      errors: { name: 'nameRequired' },
    });
    // An empty field leaves the profile without a name, as an anonymous one is.
    const none = checkAccount(empty, rules);
    expect(none.ok && none.value.name).toBe('');
  });

  it('counts the characters of the name as the diner sees them, as the API does', () => {
    const emoji = checkAccount({ ...empty, name: '😀'.repeat(PROFILE_NAME_MAX) }, rules);
    expect(emoji.ok && emoji.value.name).toBe('😀'.repeat(PROFILE_NAME_MAX));
    expect(checkAccount({ ...empty, name: '😀'.repeat(PROFILE_NAME_MAX + 1) }, rules)).toEqual({
      ok: false,
      errors: { name: 'tooLong' },
    });
  });
});

describe('accountFieldsOf', () => {
  it('shows the saved phone without its calling code, beside its country; the instance country else', () => {
    const profile = makeProfile({
      phone: '+525512345678',
      phone_code: '52',
      phone_code_iso2: 'MX',
      sex: 'male',
      categories: ['meat'],
    });
    expect(accountFieldsOf(profile, 'CO')).toMatchObject({
      phoneCountry: 'MX',
      phone: '5512345678',
      sex: 'male',
      categories: ['meat'],
    });
    expect(accountFieldsOf(makeProfile({ phone: null }), 'pe')).toMatchObject({
      phoneCountry: 'PE',
      phone: '',
      sex: '',
      dniType: '',
      categories: [],
    });
  });
});
