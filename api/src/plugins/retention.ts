import fp from 'fastify-plugin';
import { pruneStale } from '../lib/retention.ts';

/**
 * Runs the retention rule (lib/retention.ts) every `RETENTION_INTERVAL_MS` (0: never), first one interval
 * after start. Every process may run it: the deletes are idempotent, and a failure is logged and retried on
 * the next tick.
 */
export const retentionPlugin = fp(
  async (app) => {
    const every = app.env.RETENTION_INTERVAL_MS;
    if (every === 0) return;
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      pruneStale(app.db, new Date())
        .then((deleted) => {
          if (Object.values(deleted).some((count) => count > 0))
            app.log.info({ deleted }, 'retention: stale rows deleted or blanked');
        })
        .catch((err: unknown) => app.log.warn({ err }, 'retention: run failed, retried on the next tick'))
        .finally(() => {
          running = false;
        });
    }, every);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'retention', dependencies: ['env', 'database'] },
);
