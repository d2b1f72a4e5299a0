import { combine, createEvent, createStore, sample } from 'effector';
import { createGate, type Gate } from 'effector-react';
import { $instance, type RouteVisit } from 'shared-contracts';
import {
  branchOf,
  checkPayForm,
  payableBranches,
  type PayErrors,
  type PayField,
  type PayForm,
} from './cluvipay-form.ts';

/** A visit to `/cluvipay`, fired by a server before it renders: the branches come with the config, nothing loads. */
export const routeVisited = createEvent<RouteVisit>();
/** The pay page is on screen (its gate opens as the page mounts and closes as it goes). */
export const CluviPayPageGate: Gate<void> = createGate({ name: 'landing/cluvipay-page' });
export const pageClosed = CluviPayPageGate.close;
export const fieldChanged = createEvent<{ field: PayField; value: string }>();
export const formSubmitted = createEvent();

const $form = createStore<PayForm>({ branch: '', code: '' }, { sid: 'landing/pay-form' })
  .on(fieldChanged, (form, { field, value }) => ({ ...form, [field]: value }))
  .reset(pageClosed);
const $errors = createStore<PayErrors>({}, { sid: 'landing/pay-errors' })
  .on(fieldChanged, (errors, { field }) => ({ ...errors, [field]: undefined }))
  .reset(pageClosed);
/** Where a valid form leads (the page renders the navigation). */
const $destination = createStore<string | null>(null, { sid: 'landing/pay-destination' }).reset(pageClosed);

const $branches = $instance.map((instance) => payableBranches(instance?.suppliers ?? []));

const checked = sample({
  clock: formSubmitted,
  source: { form: $form, branches: $branches },
  fn: ({ form, branches }) => checkPayForm(form, branches),
});
sample({
  clock: checked,
  filter: (result) => !result.ok,
  fn: (result) => (result.ok ? {} : result.errors),
  target: $errors,
});
sample({
  clock: checked,
  filter: (result) => result.ok,
  fn: (result) => (result.ok ? result.to : null),
  target: $destination,
});

/** What the card-payment page reads and sends. */
export const cluviPayModel = {
  branches: $branches,
  branch: combine($form, $branches, branchOf),
  code: $form.map((form) => form.code),
  errors: $errors,
  destination: $destination,
  fieldChanged,
  formSubmitted,
};
