import { looksLikeFullAddress } from 'shared-contracts';

/** The delivery address form: complex or building allowed, reference point required. */
export interface AddressForm {
  address: string;
  building: string;
  neighbourhood: string;
  reference: string;
}
export type AddressField = keyof AddressForm;
/** `fullAddress`: 'needs the full address'; `reference`: 'needs an additional reference'. */
export type AddressError = 'fullAddress' | 'reference' | 'neighbourhood' | 'tooLong';
export type AddressErrors = Partial<Record<AddressField, AddressError>>;

/** The fields in the order the page shows them. */
export const ADDRESS_FIELDS: readonly AddressField[] = ['address', 'building', 'neighbourhood', 'reference'];

export const EMPTY_ADDRESS: AddressForm = { address: '', building: '', neighbourhood: '', reference: '' };
const MAX_LENGTH = 200;

export function addressErrors(form: AddressForm): AddressErrors {
  const errors: AddressErrors = {};
  const address = form.address.trim();
  if (!looksLikeFullAddress(address)) errors.address = 'fullAddress';
  if (form.neighbourhood.trim().length < 3) errors.neighbourhood = 'neighbourhood';
  if (form.reference.trim().length < 3) errors.reference = 'reference';
  for (const field of Object.keys(form) as AddressField[]) {
    if (form[field].length > MAX_LENGTH) errors[field] = 'tooLong';
  }
  return errors;
}

/** What the geocoder is asked: the street with its neighbourhood. */
export const searchText = (form: AddressForm) => `${form.address.trim()}, ${form.neighbourhood.trim()}`;

/** The address as the courier reads it: the street, the building, the neighbourhood (the reference apart). */
export function deliveryAddressText(form: AddressForm): string {
  return [form.address.trim(), form.building.trim(), form.neighbourhood.trim()].filter(Boolean).join(', ');
}
