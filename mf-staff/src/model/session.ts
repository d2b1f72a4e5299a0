import { createEvent, createStore, sample, type Unit } from 'effector';
import {
  createApiFx,
  createForm,
  toApiRequestError,
  type StaffCapability,
  type StaffSession,
  type StaffSignInRequest,
} from 'shared-contracts';
import { staffApi } from '../api/staff-api.ts';
import { formRefusal } from './form-refusal.ts';

/** A console screen opened: the session is read once (the cookie is the API's; the page cannot see it). */
export const sessionNeeded = createEvent();
export const signOutClicked = createEvent();
/** The API said the session is over (the live stream's `signed_out`, a 401 on a staff call). */
export const sessionEnded = createEvent();

export const loadSessionFx = createApiFx((_: null, headers) => staffApi.session(headers));
export const signInFx = createApiFx((body: StaffSignInRequest, headers) => staffApi.signIn(body, headers));
export const signOutFx = createApiFx((csrf: string, headers) => staffApi.signOut(csrf, headers));

export const $session = createStore<StaffSession | null>(null, { sid: 'staff/session' })
  .on([loadSessionFx.doneData, signInFx.doneData], (_, session) => session)
  .reset(loadSessionFx.fail, signOutFx.finally, sessionEnded);
/** Whether the API has said who is signed in (or that nobody is) in this page. */
export const $sessionKnown = createStore(false, { sid: 'staff/session-known' })
  .on([loadSessionFx.finally, signInFx.done], () => true)
  .on(sessionEnded, () => true);

/** The sign-in form: both fields are needed before anything is sent. */
const signInForm = createForm({
  sid: 'staff/sign-in',
  initial: { email: '', password: '' },
  fields: ['email', 'password'],
  source: createStore(null),
  validate: ({ email, password }): Partial<Record<'email' | 'password', string>> => ({
    ...(email.trim() === '' ? { email: 'fields_required' } : {}),
    ...(password === '' ? { password: 'fields_required' } : {}),
  }),
  errors: 'submit',
});
export const { fieldChanged: signInChanged, submitted: signInSubmitted } = signInForm;
// A typed password never outlives the try that sent it.
export const $signInValues = signInForm.$values.on([signInFx.finally, signOutFx.finally], (values) => ({
  ...values,
  password: '',
}));
/** The API's error code of the last sign-in (`sign_in_failed` whatever was wrong), or `fields_required`. */
export const $signInError = formRefusal('staff/sign-in-error', signInForm.checked)
  .on(signInFx.failData, (_, error) => toApiRequestError(error).code)
  .reset(signInFx, signInChanged);
export const $signingIn = signInFx.pending;

/** A staff call answered 401: the session is over (removed account, signed out elsewhere, expired). */
export function endSessionOn401(failData: Unit<unknown>): void {
  sample({
    clock: failData,
    filter: (error) => toApiRequestError(error).status === 401,
    target: sessionEnded,
  });
}

export const $csrf = $session.map((session) => session?.csrf_token ?? '');
export const $capabilities = $session.map((session): StaffCapability[] => session?.capabilities ?? []);

sample({
  clock: sessionNeeded,
  source: { known: $sessionKnown, pending: loadSessionFx.pending },
  filter: ({ known, pending }) => !known && !pending,
  fn: () => null,
  target: loadSessionFx,
});
sample({
  clock: signInForm.validated,
  source: signInFx.pending,
  filter: (pending) => !pending,
  fn: (_, { values }) => ({ email: values.email.trim(), password: values.password }),
  target: signInFx,
});
sample({ clock: signOutClicked, source: $csrf, target: signOutFx });
