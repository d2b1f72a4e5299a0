import type { RemoteName } from './schemas/common.ts';

export { REMOTE_PORTS } from './remote-ports.mjs';

/** The module federation name of a remote (an identifier, so no dashes). */
export const remoteFederationName = (name: RemoteName) => `mf_${name}` as const;
