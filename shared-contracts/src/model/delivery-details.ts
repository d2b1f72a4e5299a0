import { createEvent, createStore, sample } from 'effector';
import type { DeliveryDetails } from '../schemas/cart-draft.ts';
import { cartCleared } from './cart.ts';
import { deliveryLocationFound } from './delivery-location.ts';

export { deliveryDetailsSchema, type DeliveryDetails } from '../schemas/cart-draft.ts';
export type DeliveryTextField = 'comment' | 'address' | 'reference' | 'date' | 'hour';

export const EMPTY_DELIVERY_DETAILS: DeliveryDetails = {
  cutlery: false,
  packed: false,
  comment: '',
  address: '',
  reference: '',
  date: '',
  hour: '',
};

export const deliveryTextChanged = createEvent<{ field: DeliveryTextField; value: string }>();
export const deliveryCutleryToggled = createEvent<boolean>();
export const deliveryPackedToggled = createEvent<boolean>();

/**
 * The delivery schedule state for the cart in progress: cutlery, packing, the comment, the
 * place's address and reference, and the scheduled date and hour. Kept on the device (persistence.ts), so a
 * reload or a new visit finds what the diner wrote; a server rendering the cart page fills it from the
 * diner's kept copy (`cart-draft.ts`), hence the sid.
 */
export const $deliveryDetails = createStore<DeliveryDetails>(EMPTY_DELIVERY_DETAILS, {
  sid: 'contracts/delivery-details',
})
  .on(deliveryTextChanged, (details, { field, value }) => ({ ...details, [field]: value }))
  .on(deliveryCutleryToggled, (details, cutlery) => ({ ...details, cutlery }))
  .on(deliveryPackedToggled, (details, packed) => ({ ...details, packed }))
  // The order is done (paid, or taken at the door): the next one starts from this place, not this order.
  .on(cartCleared, (details) => ({
    ...EMPTY_DELIVERY_DETAILS,
    address: details.address,
    reference: details.reference,
  }));

// A newly found place brings its address and reference (what the diner typed on the address form); a
// place found by the browser's position has no address, and leaves what the diner wrote.
sample({
  clock: deliveryLocationFound,
  source: $deliveryDetails,
  filter: (_, location) => location.address !== null,
  fn: (details, location) => ({
    ...details,
    address: location.address ?? details.address,
    reference: location.reference ?? details.reference,
  }),
  target: $deliveryDetails,
});
