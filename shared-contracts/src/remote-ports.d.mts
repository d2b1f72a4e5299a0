import type { RemoteName } from './schemas/common.ts';

/** Declared, not inferred from the JavaScript: remote-names.test.ts checks every app has its port. */
export declare const REMOTE_PORTS: Readonly<Record<'shell' | RemoteName, number>>;
