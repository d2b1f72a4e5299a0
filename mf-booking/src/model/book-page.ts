import { combine, createEvent, createStore, sample } from 'effector';
import { createGate, type Gate } from 'effector-react';
import {
  countryCodeOf,
  $branchFailed,
  $instance,
  $openedBranch,
  api,
  bookingLoaded,
  branchOpened,
  createApiFx,
  createForm,
  screenStatus,
  type BookingDay,
  type BookingRef,
  type BookingRequest,
  type DocumentType,
  type RouteVisit,
  type SchedulesResponse,
} from 'shared-contracts';
import { failureOf, type ApiFailure } from './api-failure.ts';
import {
  EMPTY_BOOKING,
  validateBooking,
  type BookingError,
  type BookingField,
  type BookingRules,
} from './booking-form.ts';

const FIELDS: BookingField[] = ['date', 'hour', 'persons', 'name', 'phone', 'email', 'dniType', 'dni'];

/** The booking form of branch `slug` is on screen (the page or the popup). */
export const BookPageGate: Gate<{ slug: string }> = createGate({ name: 'booking/book-page' });
export const pageOpened = BookPageGate.open.map(({ slug }) => slug);
/** A visit to the Book route, fired by a server before it renders the page: it only loads data. */
export const routeVisited = createEvent<RouteVisit>();
/** The form of branch `slug` is wanted (a visit, the page, the popup): its branch and hours load unless held. */
export const branchWanted = createEvent<string>();
export const retryClicked = createEvent();

/** The branch's bookable days and hours (`GET /api/v4/schedules`). */
export const loadSchedulesFx = createApiFx((slug: string, headers) => api.getSchedules(slug, headers));
/** Sends a valid form: the answer is the booking and the token of its detail link. */
export const createBookingFx = createApiFx((booking: BookingRequest, headers) =>
  api.createBooking(booking, headers),
);

const $slug = createStore<string | null>(null, { sid: 'booking/slug' }).on(branchWanted, (_, slug) => slug);

/** The loaded branch, once it has loaded. */
const $branch = $openedBranch.map((branch) => branch?.details ?? null);

/** The hours of the last branch loaded, kept with its slug (a server's load is not repeated after hydration). */
const $loadedSchedules = createStore<{ slug: string; schedules: SchedulesResponse } | null>(null, {
  sid: 'booking/schedules',
}).on(loadSchedulesFx.done, (_, { params, result }) => ({ slug: params, schedules: result }));
const $schedules = combine($loadedSchedules, $slug, (loaded, slug) =>
  loaded && loaded.slug === slug ? loaded.schedules : null,
);
const $schedulesFailed = createStore(false, { sid: 'booking/schedulesFailed' })
  .on(loadSchedulesFx.fail, () => true)
  .reset(loadSchedulesFx);

/** Ready once the branch and its hours are in; a branch without bookings says so instead. */
export const $status = combine(
  $branch,
  $schedules,
  $branchFailed,
  $schedulesFailed,
  (branch, schedules, branchFailed, schedulesFailed) => {
    if (branch && (!branch.service_book || !branch.booking)) return 'empty' as const;
    return screenStatus(branch && schedules, branchFailed || schedulesFailed, () => false);
  },
);

export const $rules = combine(
  $instance,
  $branch,
  $schedules,
  (instance, branch, schedules): BookingRules => ({
    countryCode: countryCodeOf(instance),
    maxParty: branch?.booking?.max_party ?? 1,
    firstDay: schedules?.days[0]?.date ?? null,
  }),
);

/**
 * The booking form, empty on each opening. Its errors show from the first submit on and are kept up to
 * date while the diner corrects the fields.
 */
const bookingForm = createForm({
  sid: 'booking/form',
  initial: EMPTY_BOOKING,
  fields: FIELDS,
  source: $rules,
  validate: (form, rules): Partial<Record<BookingField, BookingError>> => validateBooking(form, rules),
  // Another day offers other hours: the chosen hour is chosen again.
  change: (form, { field, value }) =>
    field === 'date' ? { ...form, date: value, hour: '' } : { ...form, [field]: value },
  clearOn: [pageOpened],
});
export const { fieldChanged, submitted: formSubmitted, $errors, $lastSubmit } = bookingForm;
export const $form = bookingForm.$values;

/** The open days (closed days and past hours are never offered). */
export const $days = $schedules.map((schedules): BookingDay[] => schedules?.days ?? []);
/** The start times of the chosen day, each with whether the party would wait for a seat. */
export const $hours = combine($days, $form, (days, form) =>
  (days.find((day) => day.date === form.date)?.hours ?? []).map((slot) => ({
    hour: slot.hour,
    waitlist: slot.seats_left < Number(form.persons),
  })),
);

/** The booking just made: the page goes to its detail link. */
export const $created = createStore<BookingRef | null>(null, { sid: 'booking/created' })
  .on(createBookingFx.doneData, (_, { booking, token }) => ({ id: booking.id, token }))
  .reset(pageOpened);
export const $sending = createBookingFx.pending;
/** The API's refusal of the last send (a past or full hour, a party too large…), until the next change. */
export const $sendError = createStore<ApiFailure | null>(null, { sid: 'booking/sendError' })
  .on(createBookingFx.failData, (_, error) => failureOf(error))
  .reset(pageOpened, fieldChanged, createBookingFx);

sample({
  clock: bookingForm.validated,
  source: { branch: $branch, sending: $sending },
  filter: ({ branch, sending }) => branch !== null && !sending,
  fn: ({ branch }, { values: form }): BookingRequest => ({
    branch_id: branch?.id ?? 0,
    date: form.date,
    hour: form.hour,
    persons: Number(form.persons),
    name: form.name.trim(),
    phone: form.phone.trim(),
    email: form.email.trim(),
    dni_type: form.dniType as DocumentType,
    dni: form.dni.trimEnd(),
  }),
  target: createBookingFx,
});
sample({ clock: createBookingFx.doneData, fn: ({ booking }) => booking, target: bookingLoaded });

sample({ clock: routeVisited, fn: ({ params }) => params.supplier ?? '', target: branchWanted });
sample({ clock: pageOpened, target: branchWanted });
// branchOpened skips a branch the scope already holds; the hours are skipped the same way.
sample({ clock: branchWanted, target: branchOpened });
sample({
  clock: branchWanted,
  source: $loadedSchedules,
  filter: (loaded, slug) => loaded?.slug !== slug,
  fn: (_, slug) => slug,
  target: loadSchedulesFx,
});
// A retry always loads.
const retried = sample({
  clock: retryClicked,
  source: $slug,
  filter: (slug): slug is string => slug !== null,
});
sample({ clock: retried, target: [branchOpened, loadSchedulesFx] });

/** Everything the booking page reads and sends. */
export const bookPageModel = {
  branch: $openedBranch,
  status: $status,
  rules: $rules,
  form: $form,
  days: $days,
  hours: $hours,
  errors: $errors,
  created: $created,
  sending: $sending,
  sendError: $sendError,
  lastSubmit: $lastSubmit,
  retryClicked,
  fieldChanged,
  formSubmitted,
};
