import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { bookingRequestSchema, bookRateRequestSchema, CONTACT_NAME_MAX } from './booking.ts';
import { deliveryDetailsSchema } from './cart-draft.ts';
import { searchLogRequestSchema } from './coverage.ts';
import {
  DELIVERY_COMMENT_MAX,
  DELIVERY_PLACE_MAX,
  deliveryOrderRequestSchema,
  deliveryPlaceSchema,
} from './delivery-order.ts';
import { cardDataSchema, paymentContactSchema } from './payment.ts';
import { anonymousProfileRequestSchema, PROFILE_NAME_MAX, profileAccountRequestSchema } from './profile.ts';
import { RATING_COMMENT_MAX, rateRequestSchema } from './rating.ts';
import { staffInviteRequestSchema } from './staff-accounts.ts';
import { addProductRequestSchema, cartUpdateRequestSchema } from './table-order.ts';
import { clipText, textLength, typedText, UNITS_PER_CHARACTER } from './typed-text.ts';

const SMILE = '😀'; // two UTF-16 units
const FAMILY = '👨‍👩‍👧‍👦'; // eleven UTF-16 units, one character
const FLAG = '🇨🇴'; // four UTF-16 units
const E_ACCENT = 'e\u0301'; // an "é" typed as a letter and its accent

describe('textLength', () => {
  it('counts the characters a person sees, not UTF-16 units', () => {
    expect(textLength(SMILE.repeat(61))).toBe(61);
    expect(SMILE.repeat(61).length).toBe(122);
    expect(textLength(`${FAMILY}${FLAG}${E_ACCENT}ñ`)).toBe(4);
    expect(textLength('Ana María')).toBe(9);
    expect(textLength('')).toBe(0);
  });
});

describe('clipText', () => {
  it('keeps the first characters whole: never half an emoji or a letter without its accent', () => {
    expect(clipText(`ab${FAMILY}${SMILE}`, 3)).toBe(`ab${FAMILY}`);
    expect(clipText(`${E_ACCENT}${E_ACCENT}`, 1)).toBe(E_ACCENT);
    expect(clipText('short', 10)).toBe('short');
  });
});

describe('typedText', () => {
  const name = typedText({ min: 2, max: 5 });

  it('counts characters as seen, after dropping surrounding spaces', () => {
    expect(name.safeParse(`  ${SMILE.repeat(5)} `)).toEqual({ success: true, data: SMILE.repeat(5) });
    expect(name.safeParse(FAMILY.repeat(5)).success).toBe(true);
    expect(name.safeParse(SMILE.repeat(6)).success).toBe(false);
    // One emoji is two UTF-16 units but one character: too short.
    expect(name.safeParse(SMILE).success).toBe(false);
    expect(name.safeParse('   ').success).toBe(false);
  });

  it('says which limit a text missed, once', () => {
    const issues = (text: string) => name.safeParse(text).error?.issues.map((issue) => issue.message);
    expect(issues(SMILE.repeat(6))).toEqual(['Too long: at most 5 characters']);
    expect(issues('a')).toEqual(['Too short: at least 2 characters']);
    expect(issues('')).toEqual(['Too short: at least 2 characters']);
  });

  it('bounds what is stored: one character of a thousand accents is refused', () => {
    const heavy = `a${'\u0301'.repeat(5 * UNITS_PER_CHARACTER)}`;
    expect(textLength(heavy)).toBe(1);
    expect(name.safeParse(heavy).success).toBe(false);
  });

  it('keeps the text as typed when told not to trim', () => {
    expect(typedText({ max: 5, trim: false }).safeParse(' hi ')).toEqual({ success: true, data: ' hi ' });
  });
});

describe('what people type, as the API takes it', () => {
  /** Whether `schema` takes `text`. */
  const takes = (schema: z.ZodMiniType) => (text: string) => schema.safeParse(text).success;
  /** Each person-typed field, its limit, and whether the API takes a text there. */
  const fields: [string, number, (text: string) => boolean][] = [
    ['booking name', CONTACT_NAME_MAX, takes(bookingRequestSchema.shape.name)],
    ['booking rating comment', 1000, takes(bookRateRequestSchema.shape.book_rate.shape.comment)],
    ["payment contact's name", CONTACT_NAME_MAX, takes(paymentContactSchema.shape.name)],
    ["card holder's name", 120, takes(cardDataSchema.shape.holder)],
    ['profile name', PROFILE_NAME_MAX, takes(profileAccountRequestSchema.shape.profile.shape.name)],
    [
      "anonymous profile's name",
      PROFILE_NAME_MAX,
      takes(anonymousProfileRequestSchema.shape.profile.shape.name),
    ],
    ['delivery address', DELIVERY_PLACE_MAX, takes(deliveryPlaceSchema.shape.address)],
    ['delivery reference', DELIVERY_PLACE_MAX, takes(deliveryPlaceSchema.shape.reference)],
    ['delivery comment', DELIVERY_COMMENT_MAX, takes(deliveryOrderRequestSchema.shape.order.shape.comment)],
    ['address search', 300, takes(searchLogRequestSchema.shape.search_google_log.shape.query)],
    ['rating comment', RATING_COMMENT_MAX, takes(rateRequestSchema.shape.rate.shape.comment)],
    ["product line's comment", 300, takes(addProductRequestSchema.shape.product.shape.comment)],
    ["order's note", 500, (comment) => cartUpdateRequestSchema.safeParse({ cart: { comment } }).success],
    ["staff member's name", 120, takes(staffInviteRequestSchema.shape.name)],
  ];

  it.each(fields)('%s: takes %i emoji and refuses one more', (_, max, accepts) => {
    expect(accepts(SMILE.repeat(max))).toBe(true);
    expect(accepts(`${SMILE.repeat(max - 1)}${FAMILY}`)).toBe(true);
    expect(accepts(SMILE.repeat(max + 1))).toBe(false);
  });

  it('keeps in a saved cart every comment and address the API would take', () => {
    const COOK = '🧑‍🍳'; // five UTF-16 units
    const details = { cutlery: false, packed: false, date: '', hour: '' };
    const comment = COOK.repeat(DELIVERY_COMMENT_MAX);
    const address = COOK.repeat(DELIVERY_PLACE_MAX);
    expect(deliveryOrderRequestSchema.shape.order.shape.comment.safeParse(comment).success).toBe(true);
    expect(deliveryPlaceSchema.shape.address.safeParse(address).success).toBe(true);
    expect(
      deliveryDetailsSchema.safeParse({ ...details, comment, address, reference: address }).success,
    ).toBe(true);
  });

  it("takes a booking's name of 61 emoji, and refuses one emoji as too short", () => {
    expect(bookingRequestSchema.shape.name.safeParse(SMILE.repeat(61)).success).toBe(true);
    expect(bookingRequestSchema.shape.name.safeParse(SMILE).success).toBe(false);
  });

  it("drops the spaces around a person's name instead of refusing them", () => {
    const profileName = profileAccountRequestSchema.shape.profile.shape.name;
    expect(profileName.parse('  Ana  ')).toBe('Ana');
    // Only spaces is no name: the profile keeps none (the account form asks for one first).
    expect(profileName.parse('   ')).toBe('');
    expect(paymentContactSchema.shape.name.parse(' Ana Pérez ')).toBe('Ana Pérez');
    expect(paymentContactSchema.shape.name.safeParse('   ').success).toBe(false);
    expect(bookingRequestSchema.shape.name.parse(' Ana ')).toBe('Ana');
  });
});
