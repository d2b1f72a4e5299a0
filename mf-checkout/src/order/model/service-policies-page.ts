import { combine, createEvent, createStore, sample } from 'effector';
import {
  $instance,
  $openedBranch,
  $paymentMethods,
  branchPaymentMethods,
  branchOpened,
  offeredServices,
  paymentMethodsFx,
  screenStatus,
  type RouteVisit,
} from 'shared-contracts';

/** `/{branch}/politicas-servicio`: the branch's rules a diner agrees to, read from its own settings. */
export const pageOpened = createEvent<string>();
export const routeVisited = createEvent<RouteVisit>();
export const retryClicked = createEvent();

const $slug = createStore<string | null>(null, { sid: 'checkout/policies-slug' }).on(
  pageOpened,
  (_, slug) => slug,
);
const $failed = createStore(false, { sid: 'checkout/policies-failed' })
  .on(paymentMethodsFx.fail, () => true)
  .reset(paymentMethodsFx);

const $methods = combine($paymentMethods, $slug, branchPaymentMethods);

/** What the page states, once the branch and its payment settings are known. */
export const $policies = combine($methods, $openedBranch, $instance, (methods, branch, instance) => {
  const details = branch?.details;
  if (!methods || !details) return null;
  return {
    branch: details.label,
    services: offeredServices(details),
    methods: methods.payment_methods.map((option) => option.method),
    minimumMinor: methods.minimum_order_minor,
    currency: methods.currency,
    serviceFee: methods.service_fee_label,
    impoconsumo: methods.impoconsumo_label,
    mexico: instance?.country_code === 'MX',
    maxParty: details.booking?.max_party ?? null,
  };
});
export const $status = combine($policies, $failed, (policies, failed) =>
  screenStatus(policies, failed, () => false),
);

sample({ clock: routeVisited, fn: ({ params }) => params.supplier ?? '', target: pageOpened });
sample({ clock: pageOpened, target: branchOpened });
sample({
  clock: [pageOpened, retryClicked],
  source: { slug: $slug, loaded: $paymentMethods },
  filter: ({ slug, loaded }, clock) =>
    slug !== null && (branchPaymentMethods(loaded, slug) === null || clock === undefined),
  fn: ({ slug }) => ({ supplier: slug ?? '' }),
  target: paymentMethodsFx,
});

export const servicePoliciesPageModel = { policies: $policies, status: $status, pageOpened, retryClicked };
