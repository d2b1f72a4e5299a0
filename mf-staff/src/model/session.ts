import { createEvent, createStore, sample } from 'effector';
import {
  createApiFx,
  toApiRequestError,
  type StaffCapability,
  type StaffSession,
  type StaffSignInRequest,
} from 'shared-contracts';
import { staffApi } from '../api/staff-api.ts';

/** A console screen opened: the session is read once (the cookie is the API's; the page cannot see it). */
export const sessionNeeded = createEvent();
export const emailChanged = createEvent<string>();
export const passwordChanged = createEvent<string>();
export const signInSubmitted = createEvent();
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

export const $email = createStore('', { sid: 'staff/email' }).on(emailChanged, (_, value) => value);
export const $password = createStore('', { sid: 'staff/password' })
  .on(passwordChanged, (_, value) => value)
  .reset(signInFx.finally, signOutFx.finally);
/** The API's error code of the last sign-in (`sign_in_failed` whatever was wrong), or `fields_required`. */
export const $signInError = createStore<string | null>(null, { sid: 'staff/sign-in-error' })
  .on(signInFx.failData, (_, error) => toApiRequestError(error).code)
  .reset(signInFx, emailChanged, passwordChanged);
export const $signingIn = signInFx.pending;

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
  clock: signInSubmitted,
  source: { email: $email, password: $password },
  filter: ({ email, password }) => email.trim() === '' || password === '',
  fn: () => 'fields_required',
  target: $signInError,
});
sample({
  clock: signInSubmitted,
  source: { email: $email, password: $password, pending: signInFx.pending },
  filter: ({ email, password, pending }) => email.trim() !== '' && password !== '' && !pending,
  fn: ({ email, password }) => ({ email: email.trim(), password }),
  target: signInFx,
});
sample({ clock: signOutClicked, source: $csrf, target: signOutFx });
