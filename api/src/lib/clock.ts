/**
 * Where the API reads "now" for the decisions that depend on the time of day (opening hours of immediate
 * delivery and take-away orders, the scheduled-delivery times offered and accepted). Production reads the
 * system clock; tests inject their own, and a development or e2e process may start it at another instant
 * (`CLOCK_START`) so that its outcome does not depend on when it runs.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock that reads `start` at the moment it is made and then runs on with the system clock: elapsed
 * times stay real, only the instant is moved.
 */
export function clockStartingAt(start: Date, systemNow: () => number = Date.now): Clock {
  const offset = start.getTime() - systemNow();
  return { now: () => new Date(systemNow() + offset) };
}
