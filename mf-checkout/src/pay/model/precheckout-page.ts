import { combine, createStore, sample } from 'effector';
import { createGate, type Gate } from 'effector-react';
import { $countryCode, $buyer, buyerSaved, createForm, paths } from 'shared-contracts';
import {
  CONTACT_FIELDS,
  contactOfBuyer,
  EMPTY_CONTACT,
  isContactEmpty,
  toContact,
  validateContact,
  type ContactError,
  type ContactField,
} from './contact-form.ts';
import { $viewedPurchase, viewTarget, type ViewTarget } from '../../common/model/purchase-view.ts';
import { purchasePage } from '../../common/model/purchase-page.ts';
import { $phoneRules, submitsOnceRulesIn } from './phone-rules.ts';

/**
 * Precheckout (`/{branch}/precheckout?purchase_id=`): the step before paying. The diner checks the order
 * and gives the required contact and buyer data once; it is kept on the device for next time and
 * fills the checkout, which then asks only how to pay. Without `purchase_id` it is the diner's newest
 * open order at the branch. The page is on screen while its gate is open.
 */
export const PrecheckoutPageGate: Gate<ViewTarget> = createGate<ViewTarget>({
  name: 'checkout/precheckout-page',
});
const page = purchasePage(PrecheckoutPageGate, {
  sid: 'checkout/precheckout-supplier',
  targetOf: ({ params, search }) =>
    viewTarget(params.supplier ?? '', new URLSearchParams(search).get('purchase_id')),
});
export const { pageOpened, pageClosed, retryClicked, routeVisited, $methods } = page;
const $supplier = page.$supplier;

/** The contact data, checked on submit; a submit that comes before the phone rules waits for them. */
const contactForm = createForm({
  sid: 'checkout/precheckout-form',
  initial: EMPTY_CONTACT,
  fields: CONTACT_FIELDS,
  source: combine({ country: $countryCode, rules: $phoneRules }),
  validate: (form, { country, rules }): Partial<Record<ContactField, ContactError>> =>
    validateContact(form, country, rules),
  checkOn: (submitted) => submitsOnceRulesIn(pageOpened, submitted),
  resetOn: [pageOpened],
});
export const { fieldChanged, submitted: formSubmitted, $errors, $lastSubmit } = contactForm;
export const $form = contactForm.$values;
/** The country's calling code beside the phone field, once the phone rules are in. */
export const $dialCode = combine($phoneRules, $countryCode, (rules, country) =>
  rules ? rules.dialCode(country) : null,
);
/** Where the page goes once the data is confirmed: the purchase's checkout. */
export const $next = createStore<string | null>(null).reset(pageOpened);

// The data given before fills the form, never over what the diner already typed.
sample({
  clock: [pageOpened, $buyer.updates],
  source: { form: $form, buyer: $buyer },
  filter: ({ form, buyer }) => buyer !== null && isContactEmpty(form),
  fn: ({ form, buyer }) => (buyer ? contactOfBuyer(buyer) : form),
  target: $form,
});

const confirmed = sample({
  clock: contactForm.validated,
  source: { purchase: $viewedPurchase, supplier: $supplier },
  filter: ({ purchase }) => purchase !== null,
  fn: ({ purchase, supplier }, { values, source }) => ({ purchase, supplier, form: values, ...source }),
});
// A submit is only checked once the phone rules are in.
sample({
  clock: confirmed.filterMap(({ form, country, rules }) =>
    rules ? toContact(form, country, rules) : undefined,
  ),
  target: buyerSaved,
});
sample({
  clock: confirmed,
  fn: ({ purchase, supplier }) => paths.checkout(supplier ?? '', purchase?.id ?? 0),
  target: $next,
});

export const precheckoutPageModel = {
  ...page.model,
  dialCode: $dialCode,
  form: $form,
  errors: $errors,
  lastSubmit: $lastSubmit,
  next: $next,
  fieldChanged,
  formSubmitted,
};
