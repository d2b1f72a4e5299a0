import {
  DELIVERY_COMMENT_MAX,
  DELIVERY_PLACE_MAX,
  looksLikeFullAddress,
  textLength,
  type DeliveryDetails,
  type DeliveryTextField,
} from 'shared-contracts';

/** The delivery form's messages: 'needs the full address', 'needs an additional reference', date required. */
export type DeliveryError = 'fullAddress' | 'reference' | 'date' | 'hour' | 'tooLong';
export type DeliveryErrors = Partial<Record<DeliveryTextField, DeliveryError>>;

export type OrderKind = 'delivery' | 'schedule' | 'take_away';

/** The rule of the form for each way of getting the order: the place for delivery, the time when scheduled. */
export function deliveryErrors(details: DeliveryDetails, kind: OrderKind): DeliveryErrors {
  const errors: DeliveryErrors = {};
  // The API's limits, counted as a person sees the characters (an emoji is one).
  if (textLength(details.comment) > DELIVERY_COMMENT_MAX) errors.comment = 'tooLong';
  if (kind === 'take_away') return errors;
  if (!looksLikeFullAddress(details.address)) errors.address = 'fullAddress';
  else if (textLength(details.address) > DELIVERY_PLACE_MAX) errors.address = 'tooLong';
  if (details.reference.trim().length < 3) errors.reference = 'reference';
  else if (textLength(details.reference) > DELIVERY_PLACE_MAX) errors.reference = 'tooLong';
  if (kind === 'schedule') {
    if (details.date === '') errors.date = 'date';
    if (details.hour === '') errors.hour = 'hour';
  }
  return errors;
}

/** The fields in the order the page shows them: the first wrong one gets the focus. */
export const DELIVERY_FIELDS: readonly DeliveryTextField[] = [
  'address',
  'reference',
  'date',
  'hour',
  'comment',
];
