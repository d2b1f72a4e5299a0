import { combine, type Store } from 'effector';
import { $instance, type StaffCapability } from 'shared-contracts';
import { $session, $sessionKnown } from './session.ts';

/** What a branch screen may show: wait, sign in, no access for this account, an unknown branch, or itself. */
export type ScreenAccess = 'loading' | 'signed_out' | 'no_access' | 'no_branch' | 'ok';

export function screenAccess(
  capability: StaffCapability,
  $branch: Store<string | null>,
): Store<ScreenAccess> {
  return combine($sessionKnown, $session, $instance, $branch, (known, session, config, branch) => {
    if (!known) return 'loading';
    if (!session) return 'signed_out';
    if (!session.capabilities.includes(capability)) return 'no_access';
    if (!config?.suppliers.some((supplier) => supplier.slug === branch)) return 'no_branch';
    return 'ok';
  });
}
