import { paths, seatHomePath, seatMenuPath, type Seat } from 'shared-contracts';

/**
 * Where a header's back control leads: one step up the route tree, never out of the site (no history
 * read). A seated diner (`seat`, at this branch) steps back to the table's screens, never to screens
 * that would order for delivery.
 */
export function backTargetOf(
  routeName: string | undefined,
  branch: string | undefined,
  seat: Seat | null = null,
): string {
  if (branch === undefined) return paths.main();
  switch (routeName) {
    case 'DeliveryCartInProgress':
      return paths.menu(branch);
    case 'Product':
      return seat ? seatMenuPath(seat) : paths.menu(branch);
    case 'MyOrder':
    case 'Precheckout':
    case 'Checkout':
    case 'WebCheckout':
    case 'Order':
      return seat
        ? seatMenuPath(seat)
        : routeName === 'MyOrder'
          ? paths.menuDigital(branch)
          : paths.home(branch);
    default:
      return seat ? seatHomePath(seat) : paths.home(branch);
  }
}
