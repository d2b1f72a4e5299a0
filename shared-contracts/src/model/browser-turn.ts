/**
 * Gives the browser a turn while this package's modules are evaluated for the first time: awaited at the
 * top of a few modules spread over the package (a top-level await), it splits one long task into several,
 * so a tap or a frame waiting meanwhile is served between them. Only where the browser offers
 * `scheduler.yield` (Chromium); elsewhere (Node, tests, other browsers) it resolves at once.
 */
export async function browserTurn(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  await scheduler?.yield?.();
}
