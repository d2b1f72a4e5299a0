import { combine, createEvent, sample } from 'effector';
import { $instance } from 'shared-contracts';
import { screensFor } from './screens.ts';
import {
  $capabilities,
  $email,
  $password,
  $session,
  $sessionKnown,
  $signingIn,
  $signInError,
  emailChanged,
  passwordChanged,
  sessionNeeded,
  signInSubmitted,
  signOutClicked,
} from './session.ts';

export const pageOpened = createEvent();

const $branches = $instance.map((config) =>
  (config?.suppliers ?? []).map((branch) => ({ slug: branch.slug, label: branch.label })),
);
const $screens = $capabilities.map(screensFor);

/** `loading` until the API said who is signed in; then the sign-in form or the account's branches. */
const $status = combine($sessionKnown, $session, (known, session) =>
  !known ? 'loading' : session ? 'signed_in' : 'signed_out',
);

sample({ clock: pageOpened, target: sessionNeeded });

export const homePageModel = {
  $status,
  $session,
  $branches,
  $screens,
  $email,
  $password,
  $signInError,
  $signingIn,
  pageOpened,
  emailChanged,
  passwordChanged,
  signInSubmitted,
  signOutClicked,
};
