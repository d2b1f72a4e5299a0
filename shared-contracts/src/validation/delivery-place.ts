import { DELIVERY_PLACE_MAX, deliveryPlaceSchema } from '../schemas/delivery-order.ts';
import { textLength, UNITS_PER_CHARACTER } from '../schemas/typed-text.ts';
import { looksLikeFullAddress } from './address.ts';

/**
 * Why the address of a delivery cannot go: it is not a street and its number (`fullAddress`: 'needs the
 * full address'), or it is longer than the API keeps (`tooLong`, over `DELIVERY_PLACE_MAX` characters).
 */
export type DeliveryAddressError = 'fullAddress' | 'tooLong';
/** Why its reference point cannot go: missing or too short (`reference`), or too long (`tooLong`). */
export type DeliveryReferenceError = 'reference' | 'tooLong';

export interface DeliveryPlaceErrors {
  address?: DeliveryAddressError;
  reference?: DeliveryReferenceError;
}

export interface DeliveryPlaceText {
  /** The address as the order sends it. */
  address: string;
  reference: string;
  /**
   * The part of the address that must read as a street and its number, when the form asks it apart from
   * the building and neighbourhood it sends with it; the address itself otherwise.
   */
  street?: string;
}

/** A text the API refuses for its length, not for being short: more characters, or more stored units. */
function isTooLong(text: string): boolean {
  const trimmed = text.trim();
  return (
    trimmed.length > DELIVERY_PLACE_MAX * UNITS_PER_CHARACTER || textLength(trimmed) > DELIVERY_PLACE_MAX
  );
}

/**
 * The rule of every form that asks where to deliver. The API's own schema of the place decides what is
 * taken, counting the characters a person sees, so a form never asks more than the API (a reference of
 * two characters goes) nor lets through what the API would refuse (one joined family emoji is one
 * character, too short a reference however many units it takes). The forms add only that the street
 * reads as a full address.
 */
export function deliveryPlaceErrors({
  address,
  reference,
  street = address,
}: DeliveryPlaceText): DeliveryPlaceErrors {
  const errors: DeliveryPlaceErrors = {};
  const takes = deliveryPlaceSchema.shape;
  if (!looksLikeFullAddress(street)) errors.address = 'fullAddress';
  else if (!takes.address.safeParse(address).success) {
    errors.address = isTooLong(address) ? 'tooLong' : 'fullAddress';
  }
  if (!takes.reference.safeParse(reference).success) {
    errors.reference = isTooLong(reference) ? 'tooLong' : 'reference';
  }
  return errors;
}
