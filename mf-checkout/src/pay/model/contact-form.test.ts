import { describe, expect, it } from 'vitest';
import { checkPhone, dialCode } from 'shared-contracts/phone';
import { paymentContactSchema } from 'shared-contracts/schemas';
import { validateContact, type ContactForm } from './contact-form.ts';

const rules = { checkPhone, dialCode };
const valid: ContactForm = {
  name: 'Ana Pérez',
  phone: '300 111 2233',
  email: 'ana@example.com',
  docType: 'national_id',
  docNumber: '1020304050',
};

describe('validateContact', () => {
  it('takes a complete contact', () => {
    expect(validateContact(valid, 'CO', rules)).toEqual({});
  });

  it('refuses what the API would: a name over 120 characters, an email with accents or over 200', () => {
    const refused = { name: 'A'.repeat(121), email: 'josé.pérez@correo.com' };
    expect(validateContact({ ...valid, ...refused }, 'CO', rules)).toEqual({
      name: 'longName',
      email: 'badEmail',
    });
    expect(validateContact({ ...valid, email: `${'a'.repeat(190)}@example.com` }, 'CO', rules)).toEqual({
      email: 'badEmail',
    });
    expect(paymentContactSchema.shape.name.safeParse(refused.name).success).toBe(false);
    expect(paymentContactSchema.shape.email.safeParse(refused.email).success).toBe(false);
    // Characters as a person sees them: 120 emoji are a name, as for the API.
    expect(validateContact({ ...valid, name: '😀'.repeat(120) }, 'CO', rules)).toEqual({});
    expect(paymentContactSchema.shape.name.safeParse('😀'.repeat(120)).success).toBe(true);
    expect(validateContact({ ...valid, name: '😀'.repeat(121) }, 'CO', rules)).toEqual({ name: 'longName' });
    expect(validateContact({ ...valid, name: 'A'.repeat(120) }, 'CO', rules)).toEqual({});
  });
});
