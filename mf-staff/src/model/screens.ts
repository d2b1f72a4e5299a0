import type { StaffCapability } from 'shared-contracts';

/** The console's screens of a branch, each opened by one capability. */
export const STAFF_SCREENS = [
  { key: 'kitchen', capability: 'kitchen' },
  { key: 'tables', capability: 'floor' },
  { key: 'menu', capability: 'menu' },
] as const satisfies readonly { key: string; capability: StaffCapability }[];
export type StaffScreen = (typeof STAFF_SCREENS)[number]['key'];

/** The screens `capabilities` open, in the console's order. */
export const screensFor = (capabilities: readonly StaffCapability[]): StaffScreen[] =>
  STAFF_SCREENS.filter((screen) => capabilities.includes(screen.capability)).map((screen) => screen.key);
