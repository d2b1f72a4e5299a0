import type { StaffCapability } from 'shared-contracts';

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
