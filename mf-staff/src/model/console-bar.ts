import { combine } from 'effector';
import { $instance } from 'shared-contracts';
import { $session, signOutClicked } from './session.ts';

/** The console's own top bar: the instance, who is signed in, their password, sign out. */
export const consoleBarModel = {
  instanceName: combine(
    $session,
    $instance,
    (session, config) => session?.instance.name ?? config?.name ?? null,
  ),
  account: $session.map((session) =>
    session ? { name: session.account.name, email: session.account.email } : null,
  ),
  signOutClicked,
};
