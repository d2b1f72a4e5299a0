import { createEvent, createStore, sample } from 'effector';
import * as z from 'zod/mini';
import { cartCleared } from './cart.ts';
import { deliveryLocationFound } from './delivery-location.ts';

/**
 * The delivery schedule state for the cart in progress: cutlery, packing, the comment, the
 * place's address and reference, and the scheduled date and hour. Kept on the device (persistence.ts), so a
 * reload or a new visit finds what the diner wrote; filled from storage after hydration, so no sid.
 */
export const deliveryDetailsSchema = z.object({
  cutlery: z.boolean(),
  packed: z.boolean(),
  comment: z.string().check(z.maxLength(2000)),
  address: z.string().check(z.maxLength(2000)),
  reference: z.string().check(z.maxLength(2000)),
  /** `YYYY-MM-DD` on the branch's clock, or ''. */
  date: z.string().check(z.maxLength(10)),
  /** `HH:MM`, or ''. */
  hour: z.string().check(z.maxLength(5)),
});
export type DeliveryDetails = z.infer<typeof deliveryDetailsSchema>;
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

export const $deliveryDetails = createStore<DeliveryDetails>(EMPTY_DELIVERY_DETAILS)
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
