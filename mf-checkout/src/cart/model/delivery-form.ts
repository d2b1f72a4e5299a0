import { looksLikeFullAddress, type DeliveryDetails, type DeliveryTextField } from 'shared-contracts';

/** The delivery form's messages: 'needs the full address', 'needs an additional reference', date required. */
export type DeliveryError = 'fullAddress' | 'reference' | 'date' | 'hour' | 'tooLong';
export type DeliveryErrors = Partial<Record<DeliveryTextField, DeliveryError>>;

/** The longest comment the API keeps; addresses and references are bounded like the address form's. */
const MAX_COMMENT = 500;
const MAX_PLACE = 200;

export type OrderKind = 'delivery' | 'schedule' | 'take_away';

/** The rule of the form for each way of getting the order: the place for delivery, the time when scheduled. */
export function deliveryErrors(details: DeliveryDetails, kind: OrderKind): DeliveryErrors {
  const errors: DeliveryErrors = {};
  if (details.comment.length > MAX_COMMENT) errors.comment = 'tooLong';
  if (kind === 'take_away') return errors;
  if (!looksLikeFullAddress(details.address)) errors.address = 'fullAddress';
  else if (details.address.length > MAX_PLACE) errors.address = 'tooLong';
  if (details.reference.trim().length < 3) errors.reference = 'reference';
  else if (details.reference.length > MAX_PLACE) errors.reference = 'tooLong';
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
