import { describe, expect, it } from 'vitest';
import { bookingRequestSchema } from 'shared-contracts/schemas';
import { EMPTY_BOOKING, validateBooking } from './booking-form.ts';

const RULES = { countryCode: 'CO', maxParty: 10, firstDay: '2026-11-21' };

/** A booking every rule takes. */
const VALID = {
  date: '2026-11-21',
  hour: '20:30',
  persons: '4',
  name: 'Ana',
  phone: '300 111 2233',
  email: 'ana@example.com',
  dniType: 'national_id',
  dni: '1020304050',
};

describe('validateBooking', () => {
  it('requires every field', () => {
    expect(validateBooking({ ...EMPTY_BOOKING, persons: '' }, RULES)).toEqual({
      date: 'required',
      hour: 'required',
      persons: 'required',
      name: 'required',
      phone: 'required',
      email: 'required',
      dniType: 'required',
      dni: 'required',
    });
  });

  it('accepts a complete booking from today on', () => {
    expect(validateBooking(VALID, RULES)).toEqual({});
  });

  it("reads today as the branch's first bookable day, whatever the device's date", () => {
    // A Bogotá evening is already the next day in UTC: the branch's today is still bookable.
    expect(validateBooking(VALID, { ...RULES, firstDay: '2026-11-21' })).toEqual({});
    expect(validateBooking(VALID, { ...RULES, firstDay: '2026-11-22' })).toEqual({ date: 'pastDate' });
    // Before the branch's days are read, the API decides.
    expect(validateBooking(VALID, { ...RULES, firstDay: null })).toEqual({});
  });

  it('rejects past dates, bad hours, party sizes and phones', () => {
    expect(
      validateBooking(
        {
          date: '2026-11-20',
          hour: '25:00',
          persons: '0',
          name: 'A',
          phone: '300 111',
          email: 'ana@',
          dniType: 'passport',
          dni: ' AB123',
        },
        RULES,
      ),
    ).toEqual({
      date: 'pastDate',
      hour: 'badHour',
      persons: 'badPersons',
      name: 'shortName',
      phone: 'badPhone',
      email: 'badEmail',
      dni: 'leadingSpace',
    });
  });
});

describe('what the API takes', () => {
  const valid = VALID;

  it('refuses what the API would: a name over 120 characters, an email with accents or over 200, a phone over 40', () => {
    const refused = {
      name: 'A'.repeat(121),
      email: 'josé.pérez@correo.com',
      phone: `+57 300 111 2233${' '.repeat(30)}x`,
    };
    expect(validateBooking({ ...valid, ...refused }, RULES)).toEqual({
      name: 'longName',
      email: 'badEmail',
      phone: 'badPhone',
    });
    expect(validateBooking({ ...valid, email: `${'a'.repeat(190)}@example.com` }, RULES)).toEqual({
      email: 'badEmail',
    });
    // The form's answer and the API's schema agree on each of them, and on the longest accepted name.
    for (const [field, value] of Object.entries(refused)) {
      expect(bookingRequestSchema.shape[field as keyof typeof refused].safeParse(value).success).toBe(false);
    }
    const longest = { ...valid, name: 'A'.repeat(120), email: ' ana.perez@correo.com ' };
    expect(validateBooking(longest, RULES)).toEqual({});
    expect(bookingRequestSchema.shape.name.safeParse(longest.name).success).toBe(true);
    // Characters as a person sees them: 120 emoji are a name, 121 are not, on both sides.
    for (const [name, ok] of [
      ['😀'.repeat(120), true],
      ['😀'.repeat(121), false],
    ] as const) {
      expect(validateBooking({ ...valid, name }, RULES).name).toBe(ok ? undefined : 'longName');
      expect(bookingRequestSchema.shape.name.safeParse(name).success).toBe(ok);
    }
    expect(bookingRequestSchema.shape.email.safeParse(longest.email).success).toBe(true);
  });
});

describe('party size', () => {
  it("follows the branch's largest party", () => {
    const booking = {
      date: '2026-11-22',
      hour: '20:00',
      persons: '8',
      name: 'Ana',
      phone: '300 111 2233',
      email: 'ana@example.com',
      dniType: 'national_id',
      dni: '1020304050',
    };
    expect(validateBooking(booking, { ...RULES, countryCode: 'CO', maxParty: 10 })).toEqual({});
    expect(validateBooking(booking, { ...RULES, countryCode: 'PE', maxParty: 6 })).toMatchObject({
      persons: 'badPersons',
    });
  });
});

describe('identity document', () => {
  it('needs a type and 4 to 20 letters or digits', () => {
    const base = {
      date: '2026-11-22',
      hour: '20:00',
      persons: '2',
      name: 'Ana',
      phone: '300 111 2233',
      email: 'ana@example.com',
      dniType: 'foreign_id',
    };
    expect(validateBooking({ ...base, dni: 'E-123.456' }, RULES)).toEqual({});
    expect(validateBooking({ ...base, dni: '12' }, RULES)).toEqual({ dni: 'badDni' });
    expect(validateBooking({ ...base, dni: '12 34' }, RULES)).toEqual({ dni: 'badDni' });
    expect(validateBooking({ ...base, dniType: '', dni: '1234' }, RULES)).toEqual({
      dniType: 'required',
    });
  });
});
