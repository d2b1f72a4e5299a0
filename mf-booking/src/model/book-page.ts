import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import {
  $branchFailed,
  $instance,
  $openedBranch,
  branchOpened,
  screenStatus,
  type RouteVisit,
} from 'shared-contracts';
import {
  EMPTY_BOOKING,
  isoDate,
  validateBooking,
  type BookingError,
  type BookingField,
  type BookingRules,
} from './booking-form.ts';

const FIELDS: BookingField[] = ['date', 'hour', 'persons', 'name', 'phone'];

/** The booking page of branch `slug` is on screen. */
export const pageOpened = createEvent<string>();
/** A visit to the Book route, fired by a server before it renders the page. */
export const routeVisited = createEvent<RouteVisit>();
export const retryClicked = createEvent();
export const fieldChanged = createEvent<{ field: BookingField; value: string }>();
export const formSubmitted = createEvent();

const $slug = createStore<string | null>(null, { sid: 'booking/slug' }).on(pageOpened, (_, slug) => slug);

/** The loaded branch, once it has loaded. */
const $branch = $openedBranch.map((branch) => branch?.details ?? null);

/** A branch without bookings says so instead of showing the form. */
export const $status = combine($branch, $branchFailed, (branch, failed) =>
  screenStatus(branch, failed, (loaded) => !loaded.service_book || !loaded.booking),
);

export const $rules = combine($instance, $branch, (instance, branch): BookingRules => ({
  countryCode: instance?.country_code ?? 'CO',
  maxParty: branch?.booking?.max_party ?? 1,
}));

export const $form = createStore(EMPTY_BOOKING)
  .on(fieldChanged, (form, { field, value }) => ({ ...form, [field]: value }))
  .reset(pageOpened);
const $submitted = createStore(false)
  .on(formSubmitted, () => true)
  .reset(pageOpened);

/** Shown from the first submit on, and kept up to date while the diner corrects the fields. */
export const $errors = combine(
  $form,
  $rules,
  $submitted,
  (form, rules, submitted): Partial<Record<BookingField, BookingError>> =>
    submitted ? validateBooking(form, rules) : {},
);

/** A valid booking was submitted (it is not sent anywhere yet) and no field changed since. */
export const $sent = createStore(false)
  .on(fieldChanged, () => false)
  .reset(pageOpened);

/**
 * The outcome of the last submit, a new value each time: the page moves focus to the first invalid
 * field, or to the confirmation.
 */
export const $lastSubmit = createStore<{ firstInvalid: BookingField | null } | null>(null).reset(pageOpened);

const checked = sample({
  clock: formSubmitted,
  source: { form: $form, rules: $rules },
  fn: ({ form, rules }) => {
    const errors = validateBooking(form, rules);
    return { firstInvalid: FIELDS.find((field) => errors[field]) ?? null };
  },
});
sample({ clock: checked, target: $lastSubmit });
sample({
  clock: checked,
  filter: ({ firstInvalid }) => firstInvalid === null,
  fn: () => true,
  target: $sent,
});

/**
 * Today, the earliest date the picker offers: read in the browser once the page is open, never while
 * rendering (a server's clock and time zone are not the diner's).
 */
export const readTodayFx = createEffect(() => isoDate(new Date()));
export const $today = createStore<string | null>(null).on(readTodayFx.doneData, (_, today) => today);

// The server loads the branch only; the form and the clock belong to the page in the browser.
sample({ clock: routeVisited, fn: ({ params }) => params.supplier ?? '', target: branchOpened });
// branchOpened skips a branch the scope already holds.
sample({ clock: pageOpened, target: [branchOpened, readTodayFx] });
sample({
  clock: retryClicked,
  source: $slug,
  filter: (slug): slug is string => slug !== null,
  target: branchOpened,
});

/** Everything the booking page reads and sends. */
export const bookPageModel = {
  branch: $openedBranch,
  status: $status,
  rules: $rules,
  form: $form,
  errors: $errors,
  sent: $sent,
  lastSubmit: $lastSubmit,
  today: $today,
  pageOpened,
  retryClicked,
  fieldChanged,
  formSubmitted,
};
