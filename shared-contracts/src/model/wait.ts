/** Resolves after `ms`; effects that wait (retries, redirects, spinners) use it so tests drive it with fake timers. */
export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
