import { paths } from 'shared-contracts';

/** Where a header's back control leads: one step up the route tree, never out of the site (no history read). */
export function backTargetOf(routeName: string | undefined, branch: string | undefined): string {
  if (branch === undefined) return paths.main();
  switch (routeName) {
    case 'DeliveryCartInProgress':
    case 'Product':
      return paths.menu(branch);
    case 'MyOrder':
      return paths.menuDigital(branch);
    default:
      return paths.home(branch);
  }
}
