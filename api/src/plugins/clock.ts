import fp from 'fastify-plugin';
import { type Clock, clockStartingAt, systemClock } from '../lib/clock.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** "Now" for the time-of-day rules (lib/clock.ts). */
    clock: Clock;
  }
}

/** `app.clock`: the one given (tests), else one started at `CLOCK_START` (never in production), else the system's. */
export const clockPlugin = fp<{ clock?: Clock | undefined }>(
  async (app, { clock }) => {
    const start = app.env.CLOCK_START;
    app.decorate('clock', clock ?? (start ? clockStartingAt(start) : systemClock));
  },
  { name: 'clock', dependencies: ['env'] },
);
