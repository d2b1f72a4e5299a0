import { combine, createEvent, createStore, sample } from 'effector';
import {
  $countryCode,
  $buyer,
  $paymentMethods,
  branchPaymentMethods,
  buyerSaved,
  paths,
  paymentMethodsFx,
  type RouteVisit,
} from 'shared-contracts';
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
import {
  $viewedPurchase,
  purchaseView,
  viewClosed,
  viewOpened,
  viewRetried,
  type ViewTarget,
} from '../../common/model/purchase-view.ts';
import { $phoneRules, submitsOnceRulesIn } from './phone-rules.ts';
import { purchaseShown } from '../../common/model/tip.ts';

/**
 * Precheckout (`/{branch}/precheckout?purchase_id=`): the step before paying. The diner checks the order
 * and gives the required contact and buyer data once; it is kept on the device for next time and
 * fills the checkout, which then asks only how to pay. Without `purchase_id` it is the diner's newest
 * open order at the branch.
 */
export const pageOpened = createEvent<ViewTarget>();
export const pageClosed = createEvent();
export const retryClicked = createEvent();
export const fieldChanged = createEvent<{ field: ContactField; value: string }>();
export const formSubmitted = createEvent();
/** The server's visit loads the branch's payment settings (the tip's name, the minimum order). */
export const routeVisited = createEvent<RouteVisit>();

const $supplier = createStore<string | null>(null, { sid: 'checkout/precheckout-supplier' })
  .on(pageOpened, (_, target) => target.supplier)
  .on(routeVisited, (_, visit) => visit.params.supplier ?? null);
export const $methods = combine($paymentMethods, $supplier, branchPaymentMethods);

export const $form = createStore(EMPTY_CONTACT, { sid: 'checkout/precheckout-form' }).on(
  fieldChanged,
  (form, { field, value }) => ({ ...form, [field]: value }),
);
const $submitted = createStore(false)
  .on(formSubmitted, () => true)
  .reset(pageOpened);
export const $errors = combine(
  $form,
  $countryCode,
  $submitted,
  $phoneRules,
  (form, country, submitted, rules): Partial<Record<ContactField, ContactError>> =>
    submitted ? validateContact(form, country, rules) : {},
);
/** The country's calling code beside the phone field, once the phone rules are in. */
export const $dialCode = combine($phoneRules, $countryCode, (rules, country) =>
  rules ? rules.dialCode(country) : null,
);
/** After a refused submit, the first field to fix (the page moves focus there). */
export const $lastSubmit = createStore<{ firstInvalid: ContactField | null } | null>(null).reset(pageOpened);
/** Where the page goes once the data is confirmed: the purchase's checkout. */
export const $next = createStore<string | null>(null).reset(pageOpened);

sample({
  clock: [routeVisited.map((visit) => visit.params.supplier ?? ''), pageOpened.map((t) => t.supplier)],
  source: $paymentMethods,
  filter: (loaded, supplier) => supplier !== '' && branchPaymentMethods(loaded, supplier) === null,
  fn: (_, supplier) => ({ supplier, service: 'on_table' as const }),
  target: paymentMethodsFx,
});
sample({ clock: pageOpened, target: viewOpened });
sample({ clock: pageClosed, target: viewClosed });
sample({ clock: retryClicked, target: viewRetried });
sample({ clock: $viewedPurchase.updates, target: purchaseShown });

// The data given before fills the form, never over what the diner already typed.
sample({
  clock: [pageOpened, $buyer.updates],
  source: { form: $form, buyer: $buyer },
  filter: ({ form, buyer }) => buyer !== null && isContactEmpty(form),
  fn: ({ form, buyer }) => (buyer ? contactOfBuyer(buyer) : form),
  target: $form,
});

// The phone rules load with the page; a submit that comes first waits for them, then is checked.
const submitChecked = submitsOnceRulesIn(pageOpened, formSubmitted);

const checked = sample({
  clock: submitChecked,
  source: { form: $form, country: $countryCode, rules: $phoneRules },
  fn: ({ form, country, rules }) => {
    const errors = validateContact(form, country, rules);
    return { firstInvalid: CONTACT_FIELDS.find((field) => errors[field]) ?? null };
  },
});
sample({ clock: checked, target: $lastSubmit });
const confirmed = sample({
  clock: checked,
  source: { form: $form, country: $countryCode, purchase: $viewedPurchase, supplier: $supplier },
  filter: ({ purchase }, { firstInvalid }) => firstInvalid === null && purchase !== null,
});
sample({
  clock: confirmed,
  source: $phoneRules,
  filter: Boolean,
  fn: (rules, { form, country }) => toContact(form, country, rules),
  target: buyerSaved,
});
sample({
  clock: confirmed,
  fn: ({ purchase, supplier }) => paths.checkout(supplier ?? '', purchase?.id ?? 0),
  target: $next,
});

export const precheckoutPageModel = {
  ...purchaseView,
  methods: $methods,
  countryCode: $countryCode,
  dialCode: $dialCode,
  form: $form,
  errors: $errors,
  lastSubmit: $lastSubmit,
  next: $next,
  pageOpened,
  pageClosed,
  retryClicked,
  fieldChanged,
  formSubmitted,
};
