import {
  DELIVERY_COMMENT_MAX,
  DELIVERY_PLACE_MAX,
  deliveryPlaceErrors,
  textLength,
  type DeliveryDetails,
  type DeliveryTextField,
} from 'shared-contracts';

/** The delivery form's messages: 'needs the full address', 'needs an additional reference', date required. */
export type DeliveryError = 'fullAddress' | 'reference' | 'date' | 'hour' | 'tooLong';
export type DeliveryErrors = Partial<Record<DeliveryTextField, DeliveryError>>;

export type OrderKind = 'delivery' | 'schedule' | 'take_away';

/** The most characters (as a person sees them) the API keeps of each typed field: what `tooLong` names. */
export const DELIVERY_TEXT_MAX: Readonly<Partial<Record<DeliveryTextField, number>>> = {
  address: DELIVERY_PLACE_MAX,
  reference: DELIVERY_PLACE_MAX,
  comment: DELIVERY_COMMENT_MAX,
};

/** The rule of the form for each way of getting the order: the place for delivery, the time when scheduled. */
export function deliveryErrors(details: DeliveryDetails, kind: OrderKind): DeliveryErrors {
  const errors: DeliveryErrors = {};
  if (textLength(details.comment) > DELIVERY_COMMENT_MAX) errors.comment = 'tooLong';
  if (kind === 'take_away') return errors;
  Object.assign(errors, deliveryPlaceErrors({ address: details.address, reference: details.reference }));
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
