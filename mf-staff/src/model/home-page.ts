import { combine, sample } from 'effector';
import { createGate, type Gate } from 'effector-react';
import { $instance } from 'shared-contracts';
import { branchScreens, instanceScreensFor, screensFor } from './screens.ts';
import {
  $capabilities,
  $session,
  $sessionKnown,
  $signingIn,
  $signInError,
  $signInValues,
  sessionNeeded,
  signInChanged,
  signInSubmitted,
  signOutClicked,
} from './session.ts';

/** The console's entry is on screen (its gate opens as the page mounts and closes as it goes). */
export const HomePageGate: Gate<void> = createGate({ name: 'staff/home-page' });
export const pageOpened = HomePageGate.open;

const $screens = $capabilities.map(screensFor);
/** The instance's branches with the screens this account opens in each; a branch with none is left out. */
const $branches = combine($instance, $screens, (config, screens) =>
  (config?.suppliers ?? [])
    .map((branch) => ({
      slug: branch.slug,
      label: branch.label,
      screens: branchScreens(screens, config, branch.slug),
    }))
    .filter((branch) => branch.screens.length > 0),
);
const $instanceScreens = $capabilities.map(instanceScreensFor);

/**
 * `loading` until the API said who is signed in; then the sign-in form, the password form while the account
 * still has the temporary password it was given (the API refuses everything else), or its screens.
 */
const $status = combine($sessionKnown, $session, (known, session) => {
  if (!known) return 'loading';
  if (!session) return 'signed_out';
  return session.account.must_change_password ? 'must_change_password' : 'signed_in';
});

sample({ clock: pageOpened, target: sessionNeeded });

export const homePageModel = {
  $status,
  $session,
  $branches,
  $screens,
  $instanceScreens,
  $signInValues,
  $signInError,
  $signingIn,
  pageOpened,
  signInChanged,
  signInSubmitted,
  signOutClicked,
};
