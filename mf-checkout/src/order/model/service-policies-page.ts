import { combine, createEvent, createStore, sample } from 'effector';
import { createGate, type Gate } from 'effector-react';
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
  type SupplierSummary,
} from 'shared-contracts';

/** `/{branch}/politicas-servicio`: the branch's rules a diner agrees to, read from its own settings. * The page is on screen while its gate is open.
 */
export const ServicePoliciesPageGate: Gate<{ slug: string }> = createGate<{ slug: string }>({
  name: 'checkout/service-policies-page',
});
export const pageOpened = ServicePoliciesPageGate.open;
/** Which page is shown, known from a server's visit or from the page opening. */
const visited = createEvent<string>();
export const routeVisited = createEvent<RouteVisit>();
export const retryClicked = createEvent();

const $slug = createStore<string | null>(null, { sid: 'checkout/policies-slug' }).on(
  visited,
  (_, slug) => slug,
);
const $failed = createStore(false, { sid: 'checkout/policies-failed' })
  .on(paymentMethodsFx.fail, () => true)
  .reset(paymentMethodsFx);

const $methods = combine($paymentMethods, $slug, branchPaymentMethods);

/** How the split rule names the bills it applies to: a table's, a room's (room service), or both. */
export function splitPolicyKey(
  details: Pick<SupplierSummary, 'service_table' | 'service_room'>,
): 'policies.split' | 'policies.splitRoom' | 'policies.splitTableRoom' {
  if (!details.service_room) return 'policies.split';
  return details.service_table ? 'policies.splitTableRoom' : 'policies.splitRoom';
}

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
    splitKey: splitPolicyKey(details),
  };
});
export const $status = combine($policies, $failed, (policies, failed) =>
  screenStatus(policies, failed, () => false),
);

sample({ clock: ServicePoliciesPageGate.open, fn: ({ slug }) => slug, target: visited });
sample({ clock: routeVisited, fn: ({ params }) => params.supplier ?? '', target: visited });
sample({ clock: visited, target: branchOpened });
sample({
  clock: [visited, retryClicked],
  source: { slug: $slug, loaded: $paymentMethods },
  filter: ({ slug, loaded }, clock) =>
    slug !== null && (branchPaymentMethods(loaded, slug) === null || clock === undefined),
  fn: ({ slug }) => ({ supplier: slug ?? '' }),
  target: paymentMethodsFx,
});

export const servicePoliciesPageModel = { policies: $policies, status: $status, pageOpened, retryClicked };
