import type { InstanceConfig, StaffCapability } from 'shared-contracts';

/** The console's screens of a branch, each opened by one capability. */
export const STAFF_SCREENS = [
  { key: 'kitchen', capability: 'kitchen' },
  { key: 'tables', capability: 'floor' },
  { key: 'orders', capability: 'orders' },
  { key: 'bookings', capability: 'bookings' },
  { key: 'menu', capability: 'menu' },
] as const satisfies readonly { key: string; capability: StaffCapability }[];
export type StaffScreen = (typeof STAFF_SCREENS)[number]['key'];

/** The screens `capabilities` open, in the console's order. */
export const screensFor = (capabilities: readonly StaffCapability[]): StaffScreen[] =>
  STAFF_SCREENS.filter((screen) => capabilities.includes(screen.capability)).map((screen) => screen.key);

/**
 * Whether `branch` takes bookings, decided as the diner's side does: the booking remote is switched on
 * (else a diner's booking page is "not available here" and the landing offers no booking) and the branch
 * offers the service (`service_book`, else no selector lists it and its booking page is empty).
 */
export function takesBookings(
  config: Pick<InstanceConfig, 'remotes' | 'suppliers'> | null,
  branch: string,
): boolean {
  if (!config?.remotes.some((remote) => remote.name === 'booking' && remote.enabled)) return false;
  return config.suppliers.some((supplier) => supplier.slug === branch && supplier.service_book);
}

/** Of the screens an account opens, those `branch` has: no bookings screen where nobody can book. */
export const branchScreens = (
  screens: readonly StaffScreen[],
  config: Pick<InstanceConfig, 'remotes' | 'suppliers'> | null,
  branch: string,
): StaffScreen[] => screens.filter((screen) => screen !== 'bookings' || takesBookings(config, branch));

/** The console's screens of the whole instance (no branch), each opened by one capability. */
export const INSTANCE_SCREENS = [
  { key: 'team', capability: 'team' },
  { key: 'audit', capability: 'audit' },
  { key: 'remotes', capability: 'remotes' },
] as const satisfies readonly { key: string; capability: StaffCapability }[];
export type InstanceScreen = (typeof INSTANCE_SCREENS)[number]['key'];

/** The instance screens `capabilities` open, in the console's order. */
export const instanceScreensFor = (capabilities: readonly StaffCapability[]): InstanceScreen[] =>
  INSTANCE_SCREENS.filter((screen) => capabilities.includes(screen.capability)).map((screen) => screen.key);
