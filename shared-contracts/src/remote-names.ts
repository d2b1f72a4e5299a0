import type { RemoteName } from './schemas/common.ts';

/** Default ports (DESIGN section 5); each app can be moved with its PORT variable. */
export const REMOTE_PORTS = {
  shell: 5173,
  landing: 5174,
  menu: 5175,
  checkout: 5176,
  booking: 5177,
  delivery: 5178,
} as const;

/** The module federation name of a remote (an identifier, so no dashes). */
export const remoteFederationName = (name: RemoteName) => `mf_${name}` as const;
