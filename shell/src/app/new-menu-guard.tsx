import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import type { RouteDefinition } from 'shared-contracts';
import { guardModel } from '../frame/frame-model.ts';
import { newMenuRedirect } from './new-menu-redirect.ts';

/**
 * The navigation guard to the new menu, applied where the shell routes: the new-menu path is a separate site, so
 * the browser leaves this one for it (a document navigation, not a route of this app).
 */
export function useNewMenuRedirect(
  route: RouteDefinition | undefined,
  branch: string | null | undefined,
): string | null {
  const { instance, supplier, order } = useUnit(guardModel);
  // Only the branch of this route decides: a branch still loaded from an earlier page does not.
  const routeSupplier = supplier && supplier.slug === branch ? supplier : null;
  const to = route ? newMenuRedirect({ route, instance, supplier: routeSupplier, order }) : null;
  useEffect(() => {
    if (to) window.location.replace(to);
  }, [to]);
  return to;
}
