import { deliveryPlaceErrors, textLength } from 'shared-contracts';

/** The delivery address form: complex or building allowed, reference point required. */
export interface AddressForm {
  address: string;
  building: string;
  neighbourhood: string;
  reference: string;
}
export type AddressField = keyof AddressForm;
/**
 * `fullAddress`: 'needs the full address'; `reference`: 'needs an additional reference'; `tooLong`: the
 * reference is longer than the API keeps; `placeTooLong`: the street, building and neighbourhood go as one
 * address, and together they are longer than the API keeps.
 */
export type AddressError = 'fullAddress' | 'reference' | 'neighbourhood' | 'tooLong' | 'placeTooLong';
export type AddressErrors = Partial<Record<AddressField, AddressError>>;

/** The fields in the order the page shows them. */
export const ADDRESS_FIELDS: readonly AddressField[] = ['address', 'building', 'neighbourhood', 'reference'];

export const EMPTY_ADDRESS: AddressForm = { address: '', building: '', neighbourhood: '', reference: '' };
/** The fewest characters of a neighbourhood: enough for the geocoder to tell one city's from another's. */
const NEIGHBOURHOOD_MIN = 3;

/** The parts of the address sent as one: the longest is the one to shorten when they do not fit. */
const ADDRESS_PARTS = ['address', 'building', 'neighbourhood'] as const;
const longestPart = (form: AddressForm) =>
  ADDRESS_PARTS.reduce((longest, part) =>
    textLength(form[part].trim()) > textLength(form[longest].trim()) ? part : longest,
  );

export function addressErrors(form: AddressForm): AddressErrors {
  const errors: AddressErrors = {};
  const place = deliveryPlaceErrors({
    street: form.address,
    address: deliveryAddressText(form),
    reference: form.reference,
  });
  if (place.address === 'tooLong') errors[longestPart(form)] = 'placeTooLong';
  else if (place.address) errors.address = place.address;
  if (textLength(form.neighbourhood.trim()) < NEIGHBOURHOOD_MIN) errors.neighbourhood ??= 'neighbourhood';
  if (place.reference) errors.reference = place.reference;
  return errors;
}

/** What the geocoder is asked: the street with its neighbourhood. */
export const searchText = (form: AddressForm) => `${form.address.trim()}, ${form.neighbourhood.trim()}`;

/** The address as the courier reads it: the street, the building, the neighbourhood (the reference apart). */
export function deliveryAddressText(form: AddressForm): string {
  return [form.address.trim(), form.building.trim(), form.neighbourhood.trim()].filter(Boolean).join(', ');
}
