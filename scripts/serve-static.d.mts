import type { IncomingMessage, ServerResponse } from 'node:http';

/** Types of serve-static.mjs for the shell's server (TypeScript), which reuses its static handler. */
export declare function precompress(dir: string): void;
export declare function cacheControlFor(pathname: string): string;
export declare function staticHandler(options: {
  dir: string;
  spa: boolean;
}): (req: IncomingMessage, res: ServerResponse) => void;
